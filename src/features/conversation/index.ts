/** What the reply boxes of both sides share: the box itself, and sending a message with its files. */
export { MessageComposer, type MessageComposerProps } from './MessageComposer';
export { useSendMessage, type SendMessage, type SendOutcome, type SendingSide } from './useSendMessage';
