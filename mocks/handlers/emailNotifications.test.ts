/**
 * The notification e-mails (docs/server.md#notification-e-mails): a reply from support and a
 * decision mail the dispute's owner after the answer, with an excerpt and a link to the dispute;
 * never an internal note; never when the owner's switch is off; and a transport that fails changes
 * nothing the write did.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MailMessage } from '../mail/message';
import { outboxMessages } from '../mail/outbox';
import { adminWorld, type AdminWorld } from '../../tests/kit/adminTestkit';
import { DEMO_USER } from '../db/seed';

let world: AdminWorld;
let disputeId: string;

beforeEach(async () => {
  world = await adminWorld({ allowedOrigins: ['http://app.test'] });
  const user = world.backend.db.data.users.find((candidate) => candidate.email === DEMO_USER.email);
  const dispute = world.backend.db.data.disputes.find(
    (candidate) => candidate.userId === user?.id && ['New', 'In Progress', 'Under Review'].includes(candidate.status),
  );
  if (!dispute) throw new Error('the seed gives the demo user an active dispute');
  disputeId = dispute.id;
});

const mail = async (): Promise<MailMessage[]> => {
  await world.backend.afterAnswers();
  return outboxMessages(world.backend.db);
};
const reply = (content: string, internal = false) =>
  world.send('POST', `/api/admin/disputes/${disputeId}/messages`, world.tokens.sam, { content, internal });
const resolve = (body: Record<string, unknown>) =>
  world.send('POST', `/api/admin/disputes/${disputeId}/resolve`, world.tokens.sam, body);
const switches = (body: unknown) => world.send('PUT', '/api/auth/email-notifications', world.tokens.user, body);

describe('a reply from support', () => {
  it('mails the owner once, with the first lines and a link to the dispute on a trusted origin', async () => {
    const long = ['Thanks for the details.', 'We traced the transfer.', 'It is with the exchange.', 'More words.'];
    expect((await reply(long.join('\n'))).status).toBe(201);
    const messages = await mail();
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message?.to).toBe(DEMO_USER.email);
    expect(message?.subject).toBe(`New message from support on dispute ${disputeId}`);
    expect(message?.text).toContain('Thanks for the details.\nWe traced the transfer.\nIt is with the exchange.…');
    expect(message?.text).not.toContain('More words.');
    expect(message?.links.map((link) => link.url)).toEqual([
      `http://app.test/dispute/${disputeId}`,
      'http://app.test/account#email-notifications',
    ]);
  });

  it('never mails an internal note', async () => {
    expect((await reply('Internal: check the wallet owner', true)).status).toBe(201);
    expect(await mail()).toEqual([]);
  });

  it('is not mailed when the owner turned it off, and is again when turned back on', async () => {
    expect(await switches({ supportReplies: false })).toEqual({
      status: 200,
      body: { supportReplies: false, decisions: true },
    });
    await reply('First');
    expect(await mail()).toEqual([]);
    await switches({ supportReplies: true });
    await reply('Second');
    expect((await mail()).map((message) => message.text.includes('Second'))).toEqual([true]);
  });

  it('checks the switch when the mail goes, after the answer', async () => {
    await reply('Sent while the switch was on');
    // Turned off before the work after the answer ran: nothing goes.
    const user = world.backend.db.data.users.find((candidate) => candidate.email === DEMO_USER.email);
    await world.backend.db.write((tx) => {
      if (user) tx.put('users', { ...user, emailNotifications: { supportReplies: false, decisions: true } });
    });
    expect(await mail()).toEqual([]);
  });

  it('is not mailed to a sample account that cannot sign in', async () => {
    const sample = world.backend.db.data.disputes.find((dispute) =>
      world.backend.db.data.users.some((user) => user.id === dispute.userId && user.passwordHash === null),
    );
    if (!sample) throw new Error('the seed has disputes of sample users');
    await world.send('POST', `/api/admin/disputes/${sample.id}/messages`, world.tokens.sam, { content: 'Hello' });
    expect(await mail()).toEqual([]);
  });

  it('changes nothing else when the transport fails', async () => {
    const failing = await adminWorld({
      mail: () => ({ send: () => Promise.reject(new Error('mail server down')) }),
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const before = failing.backend.db.data.disputes.find((candidate) => candidate.id === disputeId);
    const answer = await failing.send('POST', `/api/admin/disputes/${disputeId}/messages`, failing.tokens.sam, {
      content: 'Still posted',
    });
    await failing.backend.afterAnswers();
    expect(answer.status).toBe(201);
    const after = failing.backend.db.data.disputes.find((candidate) => candidate.id === disputeId);
    expect(after?.messages.length).toBe((before?.messages.length ?? 0) + 1);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});

describe('a decision', () => {
  const decided = { userResponse: 'We refunded the fee.\nSorry for the trouble.' };

  it('a refund says resolved, with the amount in words', async () => {
    await resolve({ ...decided, resolutionType: 'partial_refund', refundAmount: 1 });
    const [message] = await mail();
    expect(message?.subject).toBe(`Your dispute ${disputeId} was resolved`);
    expect(message?.text).toContain('was resolved with a partial refund of 1.00.');
    expect(message?.text).toContain('We refunded the fee.\nSorry for the trouble.');
  });

  it('a decline says rejected, and no internal note goes with it', async () => {
    await resolve({ userResponse: 'We could not confirm it.', resolutionType: 'decline', adminNotes: 'SECRET-NOTE' });
    const [message] = await mail();
    expect(message?.subject).toBe(`Your dispute ${disputeId} was rejected`);
    expect(message?.text).toContain('after review, support declined the claim.');
    expect(JSON.stringify(message)).not.toContain('SECRET-NOTE');
  });

  it('a request for more information is a reply from support; decisions off stops only decisions', async () => {
    await switches({ decisions: false });
    await resolve({ userResponse: 'Please send the receipt.', resolutionType: 'additional_info' });
    expect((await mail()).map((message) => message.subject)).toEqual([
      `New message from support on dispute ${disputeId}`,
    ]);
    world = await adminWorld();
    await world.send('PUT', '/api/auth/email-notifications', world.tokens.user, { decisions: false });
    await resolve({ ...decided, resolutionType: 'decline' });
    expect(await mail()).toEqual([]);
  });
});

describe('the switches', () => {
  it('read both on for an account that never set them, and a save keeps the switch it leaves out', async () => {
    expect(await world.send('GET', '/api/auth/email-notifications', world.tokens.user)).toEqual({
      status: 200,
      body: { supportReplies: true, decisions: true },
    });
    await switches({ decisions: false });
    expect((await switches({ supportReplies: false })).body).toEqual({ supportReplies: false, decisions: false });
    expect((await switches({})).body).toEqual({ supportReplies: false, decisions: false });
  });

  it('read a switch stored as anything but a boolean (a hand-edited store) as on', async () => {
    const user = world.backend.db.data.users.find((candidate) => candidate.email === DEMO_USER.email);
    await world.backend.db.write((tx) => {
      if (user)
        tx.put('users', { ...user, emailNotifications: JSON.parse('{"supportReplies":"no","decisions":false}') });
    });
    expect((await world.send('GET', '/api/auth/email-notifications', world.tokens.user)).body).toEqual({
      supportReplies: true,
      decisions: false,
    });
  });

  it('refuse a body that is not two booleans, and a caller not signed in', async () => {
    expect((await switches({ decisions: 'no' })).status).toBe(400);
    expect((await world.send('GET', '/api/auth/email-notifications', null)).status).toBe(401);
  });
});
