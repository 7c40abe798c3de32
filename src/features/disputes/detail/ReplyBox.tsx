import { Alert, Button, Field, HStack, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent, type Ref } from 'react';
import { isActiveStatus, LIMITS, type DisputeStatus } from '../../../api';
import { ErrorState } from '../../../components/ErrorState';
import { useSendMessage } from '../../conversation';
import { AttachFiles } from '../../evidence';

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
  const { uploads, canSend, send, isSending, failure } = useSendMessage(disputeId, 'user');
  const [text, setText] = useState('');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if ((await send(text)) === 'sent') setText('');
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
        {failure !== null ? <ErrorState title={REPLY_FAILED} message={failure} /> : null}
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
            disabled={!canSend(text)}
            loading={isSending}
            loadingText="Sending..."
          >
            Send
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
