import { HStack, RadioGroup } from '@chakra-ui/react';
import { radioGroupSlotRecipe } from '@chakra-ui/react/theme';
import { useEffect, useRef, useState } from 'react';
import { LIMITS, type DisputeStatus } from '../../../api';
import { type SavedReply } from '../../../api/admin';
import { MessageComposer } from '../../conversation';
import { insertSavedReply, type TextRange } from './insertSavedReply';
import { MESSAGE_KINDS, useReplyDraft, type MessageKind } from './replyDraft';
import { SavedReplyPicker } from './SavedReplyPicker';

/** Shown word for word (docs/texts.md#admin-review-conversation). */
export const KIND_LABELS: Record<MessageKind, string> = { reply: 'Reply to user', internal: 'Internal note' };
export const SEND_LABELS: Record<MessageKind, string> = { reply: 'Send reply', internal: 'Add internal note' };
const HELP: Record<MessageKind, string> = {
  reply: 'The user sees this reply on their dispute and is notified.',
  internal: 'Only admins see internal notes; the user never does.',
};
export const SHORTCUT_HINT = 'Ctrl+Enter or ⌘+Enter sends.';
export const SEND_FAILED = 'Your message could not be sent. Your text is kept; please try again.';
export const SAVED_REPLY_TOO_LONG = `That saved reply does not fit: the message would be longer than ${LIMITS.textMax.toLocaleString('en-US')} characters.`;
export const closedNotice = (status: DisputeStatus) =>
  `This dispute is ${status.toLowerCase()}. A reply reaches the user without changing the decision; to work on it again, reopen it under Handling.`;

/**
 * Under the admin's thread, support's side of the shared MessageComposer: a reply to the user or
 * an internal note. The draft is kept per dispute until it is sent (./replyDraft.ts). A failed send
 * fetches the dispute again, so a dispute closed meanwhile shows as closed. On a closed dispute a
 * reply or a note can still be sent, changing nothing else (docs/server.md#support-desk).
 * A saved reply (./SavedReplyPicker.tsx) goes in at the caret and becomes part of the draft.
 */
export function ReplyComposer({
  disputeId,
  status,
  closed,
  onRefresh,
}: {
  disputeId: string;
  status: DisputeStatus;
  closed: boolean;
  onRefresh: () => void;
}) {
  const { draft, setText, setKind, clearSent } = useReplyDraft(disputeId);
  const textarea = useRef<HTMLTextAreaElement>(null);
  // Where the caret was when the box last lost focus (to the saved-reply menu, say); null: never focused.
  const selection = useRef<TextRange | null>(null);
  const [tooLong, setTooLong] = useState(false);
  const caretAfterInsert = useRef<number | null>(null);
  const focusTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => cancelAnimationFrame(focusTimer.current ?? 0), []);
  const kind: MessageKind = draft.kind;

  const insert = (reply: SavedReply) => {
    const next = insertSavedReply(draft.text, reply.text, selection.current);
    setTooLong(next === null);
    if (next === null) return;
    setText(next.text);
    selection.current = { start: next.caret, end: next.caret };
    caretAfterInsert.current = next.caret;
  };
  // Once the menu is gone: Zag gives focus back to the menu's button when an item is chosen (a
  // microtask) and may still move it into the closing menu (in the next frame, after an arrow
  // key). In that frame, after Zag's move, the admin goes on typing in the box, right after what
  // was inserted. (A timer instead lost the race to that frame on a busy machine.)
  const focusAfterInsert = () => {
    const caret = caretAfterInsert.current;
    caretAfterInsert.current = null;
    if (caret === null) return;
    cancelAnimationFrame(focusTimer.current ?? 0);
    focusTimer.current = requestAnimationFrame(() => {
      textarea.current?.focus();
      textarea.current?.setSelectionRange(caret, caret);
    });
  };

  return (
    <MessageComposer
      disputeId={disputeId}
      side="support"
      internal={kind === 'internal'}
      closed={closed}
      closedNotice={closedNotice(status)}
      failureTitle={SEND_FAILED}
      text={draft.text}
      onTextChange={(text) => {
        setTooLong(false);
        setText(text);
      }}
      onSent={clearSent}
      // A dispute closed or reassigned meanwhile shows as it is now.
      onFailed={onRefresh}
      label="Message"
      labelAside={<SavedReplyPicker onInsert={insert} onClosed={focusAfterInsert} />}
      helperText={`${HELP[kind]} ${SHORTCUT_HINT}`}
      invalidText={tooLong ? SAVED_REPLY_TOO_LONG : null}
      above={
        // Its recipe comes with this admin-only code, not in the theme every page loads (bench/budget.json).
        <RadioGroup.Root
          recipe={radioGroupSlotRecipe}
          value={kind}
          onValueChange={(details) => {
            if (details.value === 'reply' || details.value === 'internal') setKind(details.value);
          }}
          size="sm"
        >
          <RadioGroup.Label textStyle="sm" fontWeight="medium" mb="2" display="block">
            Send as
          </RadioGroup.Label>
          <HStack gap="5" wrap="wrap">
            {MESSAGE_KINDS.map((value) => (
              <RadioGroup.Item key={value} value={value}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{KIND_LABELS[value]}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
      }
      sendLabel={SEND_LABELS[kind]}
      textareaName="message"
      textareaRef={textarea}
      onTextareaBlur={(event) => {
        selection.current = { start: event.currentTarget.selectionStart, end: event.currentTarget.selectionEnd };
      }}
      rows={3}
      noteTone={kind === 'internal'}
      size="sm"
      formLabel="Write to the conversation"
    />
  );
}
