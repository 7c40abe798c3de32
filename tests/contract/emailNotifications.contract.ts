/**
 * The notification e-mails and their switches (an extension, docs/server.md#notification-e-mails)
 * over HTTP: the switches read both on for a new account, a save keeps the switch it leaves out,
 * every refusal; and the messages the server wrote to its mail folder: a reply from support mailed
 * with its first lines and a link to the dispute, an internal note never, a switch turned off
 * obeyed. Absence is shown by order: a later message that must arrive is waited for, then counted.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as api from '../../src/api';
import { mailTo } from '../kit/mailFolder';
import { BASE_URL, registerUser, signInAdmin, validDispute } from './accounts';
import { anonymous, as, statusOf, type Identity } from './identities';

const MAIL_DIR = inject('contractMailDir');
let admin: Identity;
beforeAll(async () => {
  admin = await signInAdmin();
});

const read = (identity: Identity) => as(identity, () => api.calls.getEmailNotifications());
const save = (identity: Identity, body: api.CallInput<'setEmailNotifications'>['body']) =>
  as(identity, () => api.calls.setEmailNotifications({ body }));

/** A fresh account with a dispute of its own. */
async function owner(label: string): Promise<{ user: Identity; email: string; dispute: string }> {
  const user = await registerUser(label);
  const { email } = await as(user, () => api.calls.getCurrentUser());
  const { id } = await as(user, () => api.calls.createDispute({ body: validDispute() }));
  return { user, email, dispute: id };
}
const reply = (dispute: string, content: string, internal = false) =>
  as(admin, () => api.calls.postAdminMessage({ id: dispute, body: { content, internal } }));

describe('the switches (extension)', () => {
  it('read both on for a new account; a save answers both and keeps the one it leaves out', async () => {
    const user = await registerUser('notify-switches');
    expect(await read(user)).toEqual({ supportReplies: true, decisions: true });
    expect(await save(user, { decisions: false })).toEqual({ supportReplies: true, decisions: false });
    expect(await save(user, { supportReplies: false })).toEqual({ supportReplies: false, decisions: false });
    expect(await save(user, {})).toEqual({ supportReplies: false, decisions: false });
    expect(await read(user)).toEqual({ supportReplies: false, decisions: false });
  });

  it('refuses without a session (401), a value that is not a boolean (400), a body not JSON (415), a foreign Origin (403)', async () => {
    expect(await statusOf(anonymous, () => api.calls.getEmailNotifications())).toBe(401);
    expect(await statusOf(anonymous, () => api.calls.setEmailNotifications({ body: {} }))).toBe(401);
    const user = await registerUser('notify-refusals');
    const put = (body: string, headers: Record<string, string>) =>
      user
        .fetch(`${BASE_URL}/api/auth/email-notifications`, { method: 'PUT', headers, body })
        .then((answer) => answer.status);
    expect(await put('{"decisions":"no"}', { 'Content-Type': 'application/json' })).toBe(400);
    expect(await put('decisions=false', { 'Content-Type': 'text/plain' })).toBe(415);
    expect(
      await put('{"decisions":false}', { 'Content-Type': 'application/json', Origin: 'http://evil.example' }),
    ).toBe(403);
    // Nothing refused was kept.
    expect(await read(user)).toEqual({ supportReplies: true, decisions: true });
  });
});

describe('the notification e-mails (extension)', () => {
  it('mails a reply with its first lines and a link to the dispute; never an internal note', async () => {
    const { email, dispute } = await owner('notify-reply');
    await reply(dispute, 'INTERNAL-ONLY wallet check', true);
    await reply(dispute, 'We traced your transfer.\nIt is with the exchange.');
    const [message, ...more] = await mailTo(MAIL_DIR, email, 1);
    expect(more).toEqual([]);
    expect(message?.subject).toBe(`New message from support on dispute ${dispute}`);
    expect(message?.text).toContain('We traced your transfer.\nIt is with the exchange.');
    expect(message?.text).not.toContain('INTERNAL-ONLY');
    const link = message?.text.match(/https?:\/\/\S+\/dispute\/\S+/)?.[0] ?? '';
    expect(new URL(link).pathname).toBe(`/dispute/${dispute}`);
    expect(message?.text).toMatch(/\/account#email-notifications/);
  });

  it('obeys a switch turned off: no reply is mailed, while a decision still is', async () => {
    const { user, email, dispute } = await owner('notify-off');
    await save(user, { supportReplies: false });
    await reply(dispute, 'Not mailed');
    await as(admin, () =>
      api.calls.resolveDispute({ id: dispute, body: { resolutionType: 'decline', userResponse: 'We declined it.' } }),
    );
    const messages = await mailTo(MAIL_DIR, email, 1);
    expect(messages.map((message) => message.subject)).toEqual([`Your dispute ${dispute} was rejected`]);
    expect(messages[0]?.text).toContain('We declined it.');
  });
});
