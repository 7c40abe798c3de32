/**
 * The landing support chat's conversation (docs/texts.md#support-chat): it starts with an agent
 * greeting and answers each visitor message 1 s later with a random canned line. A local
 * simulation: no server call.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_GREETING, CHAT_REPLIES } from '../content';

export const CHAT_REPLY_DELAY_MS = 1000;

export type ChatAuthor = 'agent' | 'visitor';

export interface ChatMessage {
  id: number;
  author: ChatAuthor;
  text: string;
}

export interface SupportChat {
  messages: ChatMessage[];
  /** True while at least one reply is on its way (the typing indicator shows). */
  agentTyping: boolean;
  /** Sends the visitor's message; blank or whitespace-only text is refused (returns false). */
  send(text: string): boolean;
}

/** `random` returns a number in [0, 1), like Math.random (injectable for tests and stories). */
export function pickReply(random: () => number = Math.random): string {
  const index = Math.min(CHAT_REPLIES.length - 1, Math.floor(random() * CHAT_REPLIES.length));
  return CHAT_REPLIES[index] ?? CHAT_REPLIES[0];
}

export function useSupportChat(random: () => number = Math.random): SupportChat {
  const [messages, setMessages] = useState<ChatMessage[]>([{ id: 0, author: 'agent', text: CHAT_GREETING }]);
  const [pendingReplies, setPendingReplies] = useState(0);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const send = useCallback(
    (text: string) => {
      const trimmed = text.trim();
      if (trimmed === '') return false;
      const append = (author: ChatAuthor, body: string) => {
        const id = nextId.current++;
        setMessages((current) => [...current, { id, author, text: body }]);
      };
      append('visitor', trimmed);
      setPendingReplies((count) => count + 1);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        append('agent', pickReply(random));
        setPendingReplies((count) => count - 1);
      }, CHAT_REPLY_DELAY_MS);
      timers.current.add(timer);
      return true;
    },
    [random],
  );

  return { messages, agentTyping: pendingReplies > 0, send };
}
