import { useState, type RefObject } from 'react';
import { isActiveStatus, type DisputeStatus } from '../../../api';
import { MessageComposer } from '../../conversation';

export const REPLY_FAILED = 'Your reply could not be sent. Your text is kept; please try again.';
/** Above the box of a Resolved or Rejected dispute (docs/texts.md#admin-review-conversation). */
export const closedReplyNotice = (status: DisputeStatus) =>
  `This dispute is ${status.toLowerCase()}. You can still write here: support will read your message and may reopen the case.`;

/**
 * The user's reply box (the shared MessageComposer): after a send the box clears and the dispute
 * is fetched again; on a closed dispute it says plainly that support still reads what is written.
 */
export function ReplyBox({
  disputeId,
  status,
  textareaRef,
}: {
  disputeId: string;
  status: DisputeStatus;
  textareaRef?: RefObject<HTMLTextAreaElement | null>;
}) {
  const [text, setText] = useState('');
  return (
    <MessageComposer
      disputeId={disputeId}
      side="user"
      closed={!isActiveStatus(status)}
      closedNotice={closedReplyNotice(status)}
      failureTitle={REPLY_FAILED}
      text={text}
      onTextChange={setText}
      onSent={() => setText('')}
      label="Reply"
      helperText="Support answers in this conversation."
      sendLabel="Send"
      textareaName="reply"
      textareaRef={textareaRef}
      placeholder="Write a message to support"
      rows={4}
    />
  );
}
