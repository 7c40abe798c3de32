import { Alert, Button, Field, HStack, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent, type Ref } from 'react';
import { errorText, isActiveStatus, LIMITS, type DisputeStatus } from '../../../api';
import { useApiWrite } from '../../../data';
import { AttachFiles, attachedEvidence, useEvidenceUploads } from '../../evidence';

export const REPLY_FAILED = 'Your reply could not be sent. Your text is kept; please try again.';
/** Above the box of a Resolved or Rejected dispute (docs/texts.md#admin-review-conversation). */
export const closedReplyNotice = (status: DisputeStatus) =>
  `This dispute is ${status.toLowerCase()}. You can still write here: support will read your message and may reopen the case.`;

/**
 * The reply box: no send while the trimmed text is empty or a file is still uploading. Files
 * attached here are uploaded to the dispute's evidence at once and go with the message by id.
 * After a send the box and its attachments clear and the dispute is fetched again; a failed send
 * keeps the text and the attachments and says what went wrong. On a closed dispute it says plainly
 * that support still reads what is written (docs/server.md#support-desk); it takes no files there.
 */
export function ReplyBox({
  disputeId,
  status,
  textareaRef,
}: {
  disputeId: string;
  status: DisputeStatus;
  textareaRef?: Ref<HTMLTextAreaElement>;
}) {
  const closed = !isActiveStatus(status);
  const postMessage = useApiWrite('postDisputeMessage');
  const uploads = useEvidenceUploads(disputeId);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const blank = text.trim() === '';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blank || sending || uploads.busy) return;
    setSending(true);
    setFailure(null);
    try {
      const attached = attachedEvidence(uploads.rows);
      const attachments = attached.map((file) => file.id);
      await postMessage({
        id: disputeId,
        body: attachments.length > 0 ? { content: text, attachments } : { content: text },
      });
      setText('');
      attached.forEach((file) => uploads.remove(file.key));
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="3">
        {closed ? (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Description>{closedReplyNotice(status)}</Alert.Description>
          </Alert.Root>
        ) : null}
        {failure !== null ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{REPLY_FAILED}</Alert.Title>
              <Alert.Description>{failure}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <Field.Root>
          <Field.Label>Reply</Field.Label>
          <Textarea
            ref={textareaRef}
            name="reply"
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={4}
            maxLength={LIMITS.textMax}
            placeholder="Write a message to support"
            resize="vertical"
          />
          <Field.HelperText>Support answers in this conversation.</Field.HelperText>
        </Field.Root>
        <AttachFiles disputeId={disputeId} uploads={uploads} closed={closed} />
        <HStack justify="flex-end">
          <Button
            type="submit"
            colorPalette="primary"
            disabled={blank || sending || uploads.busy}
            loading={sending}
            loadingText="Sending..."
          >
            Send
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
