/**
 * Outboxes for the outbox page's tests and stories: a fixed list of messages that can grow, told
 * through `subscribe` as the demo's store tells of a change (mocks/browser.ts).
 */
import type { DemoControls, DemoMail, DemoOutbox } from '../../config/demoState';

export const RESET_MAIL: DemoMail = {
  id: 'mail-1',
  to: 'demo@example.com',
  subject: 'Reset your Dispute Centre password',
  sentAt: '2026-11-21T11:58:00.000Z',
  text:
    'Hello Alex,\n\nSomeone asked to reset the password of your Dispute Centre account. To choose a new password, open this link:\n\n' +
    'http://localhost/reset-password?token=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcd\n\n' +
    'The link works once, for 30 minutes. Choosing a new password signs you out everywhere you are signed in.\n\n' +
    'If you did not ask for this, you can ignore this message: your password stays as it is.\n\nThe Dispute Centre team\n',
  links: [
    {
      label: 'Choose a new password',
      url: 'http://localhost/reset-password?token=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcd',
    },
  ],
};

/** The same message to `to`, sent `minutesLater`, its link on the page's own origin. */
export function mailTo(
  to: string,
  minutesLater: number,
  origin = globalThis.location?.origin ?? 'http://localhost',
): DemoMail {
  const url = `${origin}/reset-password?token=token-for-${encodeURIComponent(to)}-${minutesLater}`;
  return {
    ...RESET_MAIL,
    id: `mail-${to}-${minutesLater}`,
    to,
    sentAt: new Date(Date.parse(RESET_MAIL.sentAt) + minutesLater * 60_000).toISOString(),
    text: RESET_MAIL.text.replace(RESET_MAIL.links[0]?.url ?? '', url),
    links: [{ label: 'Choose a new password', url }],
  };
}

export interface FakeOutbox extends DemoOutbox {
  /** Adds a message, as another tab sending one would, and tells the page. */
  deliver(message: DemoMail): void;
}

/** An outbox holding `messages` (newest first); `pending` keeps its first read from ever answering. */
export function fakeOutbox(messages: readonly DemoMail[], { pending = false } = {}): FakeOutbox {
  let held = [...messages];
  const listeners = new Set<() => void>();
  return {
    read: () => (pending ? new Promise<never>(() => undefined) : Promise.resolve([...held])),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    deliver: (message) => {
      held = [message, ...held];
      for (const listener of listeners) listener();
    },
  };
}

export const demoWith = (outbox: DemoOutbox): DemoControls => ({
  resetDemoData: async () => undefined,
  recoveredFrom: null,
  outbox,
});
