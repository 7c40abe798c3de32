import { VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { Message } from '../../../api';

/** Shown to screen readers only, word for word (docs/texts.md#live-updates). */
export const newMessageText = (author: string, content: string) => {
  const text = content.trim().replace(/\s+/g, ' ');
  return `New message from ${author}: ${text.length > 140 ? `${text.slice(0, 139)}…` : text}`;
};
export const newMessagesText = (count: number) => `${count} new messages`;

/**
 * A polite live region that reads out messages arriving while the thread is on screen (a reply
 * that came over the live stream), never the ones there when it opened and never the reader's own:
 * for a user, support's; for support, the user's. The region is always rendered, so that what is
 * put into it is announced.
 */
export function NewMessagesAnnouncer({
  messages,
  fromOthers,
  labelOf,
}: {
  messages: readonly Message[];
  /** Whether a message was written by someone other than the reader. */
  fromOthers: (message: Message) => boolean;
  labelOf: (message: Message) => string;
}) {
  const seen = useRef<Set<string> | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (seen.current === null) {
      seen.current = new Set(messages.map((message) => message.id));
      return;
    }
    const known = seen.current;
    const arrived = messages.filter((message) => !known.has(message.id));
    for (const message of arrived) known.add(message.id);
    const theirs = arrived.filter(fromOthers);
    const [only] = theirs;
    if (theirs.length === 1 && only) setAnnouncement(newMessageText(labelOf(only), only.content));
    else if (theirs.length > 1) setAnnouncement(newMessagesText(theirs.length));
  }, [messages, fromOthers, labelOf]);

  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true">
      {announcement}
    </VisuallyHidden>
  );
}
