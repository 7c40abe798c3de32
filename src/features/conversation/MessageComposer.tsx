import { Alert, Button, Field, HStack, Stack, Textarea } from '@chakra-ui/react';
import { useRef, type FocusEvent, type FormEvent, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { LIMITS } from '../../api';
import { ErrorState } from '../../components/ErrorState';
import { AttachFiles } from '../evidence';
import { useSendMessage, type SendingSide } from './useSendMessage';

export interface MessageComposerProps {
  disputeId: string;
  side: SendingSide;
  /** Support's note that the user never sees (support's box only). */
  internal?: boolean;
  /** A closed dispute still takes a message, with this notice above the box, but no new file. */
  closed: boolean;
  closedNotice: string;
  /** The failure alert's title; its message says why. */
  failureTitle: string;
  text: string;
  onTextChange: (text: string) => void;
  /** After a send, with the text that went: the owner of the text clears it. */
  onSent: (sent: string) => void;
  /** After a refused or failed send (the text and the files stay). */
  onFailed?: () => void;
  label: string;
  /** Beside the label (support's saved replies). */
  labelAside?: ReactNode;
  helperText: string;
  /** Why the text cannot go in as it is, under the box; null when it can. */
  invalidText?: string | null;
  /** Above the box (support's reply-or-note choice). */
  above?: ReactNode;
  sendLabel: string;
  textareaName: string;
  textareaRef?: RefObject<HTMLTextAreaElement | null>;
  onTextareaBlur?: (event: FocusEvent<HTMLTextAreaElement>) => void;
  placeholder?: string;
  rows: number;
  /** A dashed, tinted box while it holds an internal note. */
  noteTone?: boolean;
  size?: 'sm' | 'md';
  formLabel?: string;
}

/**
 * The one message box of both sides: no send while the trimmed text is blank, a send is on its way
 * or a file is still uploading (./useSendMessage.ts); Ctrl+Enter or Cmd+Enter sends. Files attached
 * are uploaded to the dispute's evidence at once and go with the message by id. After a send the
 * owner clears the text and the keyboard carries on in the box (the button just pressed is disabled
 * now); a failed send keeps the text and the files and says why. On a closed dispute it says what a
 * message still does there (docs/server.md#support-desk) and takes no new file.
 */
export function MessageComposer(props: MessageComposerProps) {
  const { disputeId, side, internal = false, closed, text, size = 'md' } = props;
  const { uploads, canSend, send, isSending, failure } = useSendMessage(disputeId, side);
  const ownRef = useRef<HTMLTextAreaElement>(null);
  const textarea = props.textareaRef ?? ownRef;

  const sendNow = async () => {
    const outcome = await send(text, { internal });
    if (outcome === 'sent') {
      props.onSent(text);
      textarea.current?.focus();
    }
    if (outcome === 'failed') props.onFailed?.();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void sendNow();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    void sendNow();
  };
  const invalid = props.invalidText !== undefined && props.invalidText !== null;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={props.formLabel}>
      <Stack gap="3">
        {closed ? (
          <Alert.Root status="info" size={size}>
            <Alert.Indicator />
            <Alert.Description>{props.closedNotice}</Alert.Description>
          </Alert.Root>
        ) : null}
        {failure !== null ? <ErrorState title={props.failureTitle} message={failure} size={size} /> : null}
        {props.above}
        <Field.Root invalid={invalid}>
          {props.labelAside === undefined ? (
            <Field.Label>{props.label}</Field.Label>
          ) : (
            <HStack justify="space-between" align="end" gap="2" wrap="wrap" w="full">
              <Field.Label>{props.label}</Field.Label>
              {props.labelAside}
            </HStack>
          )}
          <Textarea
            ref={textarea}
            name={props.textareaName}
            value={text}
            onChange={(event) => props.onTextChange(event.target.value)}
            onBlur={props.onTextareaBlur}
            onKeyDown={onKeyDown}
            rows={props.rows}
            maxLength={LIMITS.textMax}
            placeholder={props.placeholder}
            resize="vertical"
            bg={props.noteTone ? 'warning.subtle' : undefined}
            borderStyle={props.noteTone ? 'dashed' : undefined}
          />
          <Field.HelperText>{props.helperText}</Field.HelperText>
          {invalid ? <Field.ErrorText>{props.invalidText}</Field.ErrorText> : null}
        </Field.Root>
        <AttachFiles disputeId={disputeId} uploads={uploads} closed={closed} />
        <HStack justify="flex-end">
          <Button
            type="submit"
            colorPalette="primary"
            disabled={!canSend(text)}
            loading={isSending}
            loadingText="Sending..."
          >
            {props.sendLabel}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
