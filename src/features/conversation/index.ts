/** What the reply boxes of both sides share: sending a message with its files. */
export { useSendMessage, type SendMessage, type SendOutcome, type SendingSide } from './useSendMessage';
