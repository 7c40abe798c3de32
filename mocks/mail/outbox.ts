/**
 * The browser demo's transport: each message becomes a record of the store's `outbox` collection,
 * which every tab shares through IndexedDB, so the demo's outbox page (/demo/outbox) can show what
 * the system sent. The tests' backends keep their mail the same way, in memory.
 */
import type { Db } from '../db/store';
import type { MailMessage, MailTransport } from './message';

/** The most messages kept: the oldest go first, so a long demo never fills the browser's storage. */
export const OUTBOX_LIMIT = 200;

export function outboxTransport(db: Db): MailTransport {
  return {
    send: (message: MailMessage) =>
      db.write((tx) => {
        tx.put('outbox', message);
        const oldestFirst = [...tx.data.outbox].sort((a, b) => (a.sentAt < b.sentAt ? -1 : 1));
        for (const old of oldestFirst.slice(0, Math.max(0, oldestFirst.length + 1 - OUTBOX_LIMIT)))
          tx.remove('outbox', old.id);
      }),
  };
}

/** The outbox, newest first. */
export function outboxMessages(db: Db): MailMessage[] {
  return [...db.data.outbox].sort((a, b) => (a.sentAt === b.sentAt ? 0 : a.sentAt < b.sentAt ? 1 : -1));
}
