/** The support desk's calls: support replies and internal notes, the admin list, assignment and status moves. */
import { describe, expect, it } from 'vitest';
import { calls } from '../../src/api';
import { ASSIGNEE_NOT_ADMIN_MESSAGE, STATUS_CHANGE_MESSAGE } from '../../src/api/admin';
import {
  expectFieldError,
  expectRejected,
  raw,
  readList,
  registerFreshUser,
  signInAsAdmin,
  signInAsDemoUser,
  startTestBackend,
} from '../../tests/kit/handlerTestkit';

const backend = startTestBackend();
const ADMIN = { id: 'usr-2', name: 'Sam Rivera' };

const demoDispute = (status: string) => {
  const dispute = backend.db.data.disputes.find(
    (candidate) => candidate.userId === 'usr-1' && candidate.status === status,
  );
  if (!dispute) throw new Error(`no ${status} dispute for the demo user`);
  return dispute;
};
const stored = (id: string) => backend.db.data.disputes.find((dispute) => dispute.id === id);
const notificationsFor = (disputeId: string) =>
  backend.db.data.notifications.filter((notification) => notification.disputeId === disputeId);

describe('POST /api/admin/disputes/{id}/messages', () => {
  it('posts a reply as the admin; on a New dispute it moves to In Progress, names the admin and notifies the owner', async () => {
    await signInAsAdmin();
    const dispute = demoDispute('New');
    const message = await calls.postAdminMessage({ id: dispute.id, body: { content: '  We are on it.  ' } });
    expect(message).toMatchObject({ content: 'We are on it.', isFromAdmin: true, internal: false, author: ADMIN });
    expect(stored(dispute.id)?.status).toBe('In Progress');
    expect(stored(dispute.id)?.timeline.at(-1)).toMatchObject({
      status: 'In Progress',
      details: 'Support replied',
      actor: ADMIN,
    });
    expect(notificationsFor(dispute.id)).toEqual([
      expect.objectContaining({ userId: 'usr-1', title: 'New message from support' }),
    ]);

    await signInAsDemoUser();
    const seen = await calls.getDispute({ id: dispute.id });
    expect(seen.messages.at(-1)).toMatchObject({ id: message.id, author: ADMIN });
    expect((await readList(calls.getNotifications()))[0]).toMatchObject({
      title: 'New message from support',
      disputeId: dispute.id,
    });
  });

  it('keeps the status of a dispute past New, and keeps an internal note from the owner entirely', async () => {
    await signInAsAdmin();
    const dispute = demoDispute('Under Review');
    const before = stored(dispute.id)?.timeline.length;
    await calls.postAdminMessage({ id: dispute.id, body: { content: 'A reply.' } });
    const note = await calls.postAdminMessage({
      id: dispute.id,
      body: { content: 'Looks like the phishing wave.', internal: true },
    });
    expect(note).toMatchObject({ internal: true, author: ADMIN });
    expect(stored(dispute.id)).toMatchObject({ status: 'Under Review' });
    expect(stored(dispute.id)?.timeline).toHaveLength(before ?? 0);
    expect(notificationsFor(dispute.id)).toHaveLength(1);
    expect((await calls.getAdminDispute({ id: dispute.id })).messages.at(-1)).toMatchObject({
      id: note.id,
      internal: true,
    });

    await signInAsDemoUser();
    expect((await raw('GET', `/api/disputes/${dispute.id}`)).text).not.toContain('phishing wave');
    expect((await raw('GET', `/api/disputes/${dispute.id}`)).text).not.toContain(note.id);
  });

  it('an internal note on a New dispute leaves it New and awaiting no one', async () => {
    await signInAsAdmin();
    const dispute = demoDispute('New');
    await calls.postAdminMessage({ id: dispute.id, body: { content: 'Check the exchange first.', internal: true } });
    expect(stored(dispute.id)?.status).toBe('New');
    const row = (await readList(calls.getAdminDisputes())).find((candidate) => candidate.id === dispute.id);
    expect(row).toMatchObject({ awaiting: null, lastMessageAt: expect.any(String) });
    await signInAsDemoUser();
    expect((await readList(calls.getDisputes())).find((candidate) => candidate.id === dispute.id)).toMatchObject({
      awaiting: null,
      lastMessageAt: null,
    });
  });

  it('refuses a blank or too long message (400), an unknown dispute (404), a user (403)', async () => {
    await signInAsAdmin();
    const dispute = demoDispute('In Progress');
    const path = `/api/admin/disputes/${dispute.id}/messages`;
    await expectFieldError(backend, () => raw('POST', path, { content: '   ' }), 'content', 'Message cannot be empty');
    await expectFieldError(
      backend,
      () => raw('POST', path, { content: 'x'.repeat(5001) }),
      'content',
      'Must be at most 5000 characters',
    );
    await expectFieldError(
      backend,
      () => raw('POST', path, { content: 'Hi', internal: 'yes' }),
      'internal',
      'Internal must be true or false',
    );
    await expectRejected(backend, 404, () => raw('POST', '/api/admin/disputes/DSP-999999/messages', { content: 'Hi' }));
    await signInAsDemoUser();
    await expectRejected(backend, 403, () => raw('POST', path, { content: 'Hi' }));
  });
});

describe('GET /api/admin/admins', () => {
  it('lists the admin accounts by name, with no secret', async () => {
    await signInAsAdmin();
    const admins = await readList(calls.getAdmins());
    // Those who can hold a dispute: an admin yet to set up two-step sign-in cannot (docs/server.md#two-step-sign-in).
    const expected = backend.db.data.users
      .filter((user) => user.isAdmin && user.twoStep !== undefined)
      .map((user) => user.id)
      .sort();
    expect(admins.map((admin) => admin.id).sort()).toEqual(expected);
    expect(admins).toContainEqual({ ...ADMIN, email: 'admin@example.com' });
    expect(admins.map((admin) => admin.name)).toEqual(
      admins.map((admin) => admin.name).sort((a, b) => a.localeCompare(b)),
    );
    expect((await raw('GET', '/api/admin/admins')).text).not.toMatch(/passwordHash|pbkdf2/);
  });
});

describe('POST /api/admin/disputes/{id}/assign', () => {
  it('assigns and unassigns with timeline entries naming the admin; the lists show the assignee', async () => {
    await signInAsAdmin();
    const dispute = demoDispute('In Progress');
    const assigned = await calls.assignDispute({ id: dispute.id, body: { adminId: 'usr-2' } });
    expect(assigned.assignee).toEqual(ADMIN);
    expect(assigned.timeline.at(-1)).toMatchObject({
      status: 'In Progress',
      details: 'Assigned to Sam Rivera',
      actor: ADMIN,
    });
    const length = assigned.timeline.length;
    expect((await calls.assignDispute({ id: dispute.id, body: { adminId: 'usr-2' } })).timeline).toHaveLength(length);
    expect((await readList(calls.getAdminDisputes())).find((row) => row.id === dispute.id)?.assignee).toEqual(ADMIN);
    const unassigned = await calls.assignDispute({ id: dispute.id, body: { adminId: null } });
    expect(unassigned).toMatchObject({ assignee: null });
    expect(unassigned.timeline.at(-1)).toMatchObject({ details: 'Unassigned from Sam Rivera', actor: ADMIN });
    await signInAsDemoUser();
    expect((await readList(calls.getDisputes())).find((row) => row.id === dispute.id)?.assignee).toBeNull();
  });

  it('refuses a bad body (400), a non-admin or unknown account (422), an unknown dispute (404), a closed one (409), a user (403)', async () => {
    await signInAsAdmin();
    const dispute = demoDispute('New');
    const path = `/api/admin/disputes/${dispute.id}/assign`;
    await expectFieldError(backend, () => raw('POST', path, {}), 'adminId', 'Choose an admin, or null to unassign');
    await expectFieldError(
      backend,
      () => raw('POST', path, { adminId: '' }),
      'adminId',
      'Choose an admin, or null to unassign',
    );
    await expectFieldError(
      backend,
      () => raw('POST', path, { adminId: 'usr-1' }),
      'adminId',
      ASSIGNEE_NOT_ADMIN_MESSAGE,
      422,
    );
    await expectFieldError(
      backend,
      () => raw('POST', path, { adminId: 'usr-999999' }),
      'adminId',
      ASSIGNEE_NOT_ADMIN_MESSAGE,
      422,
    );
    await expectRejected(backend, 404, () =>
      raw('POST', '/api/admin/disputes/DSP-999999/assign', { adminId: 'usr-2' }),
    );
    await expectRejected(backend, 409, () =>
      raw('POST', `/api/admin/disputes/${demoDispute('Rejected').id}/assign`, { adminId: 'usr-2' }),
    );
    await registerFreshUser();
    await expectRejected(backend, 403, () => raw('POST', path, { adminId: 'usr-2' }));
  });
});

describe('POST /api/admin/disputes/{id}/status', () => {
  it('moves an active dispute with the note as details, names the admin and notifies the owner', async () => {
    await signInAsAdmin();
    const dispute = demoDispute('In Progress');
    const moved = await calls.setDisputeStatus({
      id: dispute.id,
      body: { status: 'Under Review', note: 'Waiting for the exchange.' },
    });
    expect(moved.status).toBe('Under Review');
    expect(moved.timeline.at(-1)).toMatchObject({
      status: 'Under Review',
      details: 'Waiting for the exchange.',
      actor: ADMIN,
    });
    const back = await calls.setDisputeStatus({ id: dispute.id, body: { status: 'New' } });
    expect(back.timeline.at(-1)).toMatchObject({ status: 'New', details: 'Moved from Under Review to New' });
    expect(
      notificationsFor(dispute.id)
        .map((notification) => notification.title)
        .sort(),
    ).toEqual([`Dispute ${dispute.id}: New`, `Dispute ${dispute.id}: Under Review`]);
  });

  it('refuses Resolved and Rejected (400), an unknown dispute (404), a closed one (409), a user (403)', async () => {
    await signInAsAdmin();
    const path = `/api/admin/disputes/${demoDispute('New').id}/status`;
    for (const status of ['Resolved', 'Rejected', 'Closed']) {
      await expectFieldError(backend, () => raw('POST', path, { status }), 'status', STATUS_CHANGE_MESSAGE);
    }
    await expectFieldError(
      backend,
      () => raw('POST', path, { status: 'New', note: 'x'.repeat(5001) }),
      'note',
      'Must be at most 5000 characters',
    );
    await expectRejected(backend, 404, () => raw('POST', '/api/admin/disputes/DSP-999999/status', { status: 'New' }));
    const refused = await expectRejected(backend, 409, () =>
      raw('POST', `/api/admin/disputes/${demoDispute('Rejected').id}/status`, { status: 'New' }),
    );
    expect(refused.json).toEqual({ message: 'This dispute is already rejected' });
    await signInAsDemoUser();
    await expectRejected(backend, 403, () => raw('POST', path, { status: 'New' }));
  });
});

describe('dispute summaries', () => {
  it('say who is awaited: support after the user wrote, the user after support did, no one on a closed dispute the user has not written on since', async () => {
    await signInAsDemoUser();
    const dispute = demoDispute('In Progress');
    await calls.postDisputeMessage({ id: dispute.id, body: { content: 'Any news?' } });
    const mine = async () => (await readList(calls.getDisputes())).find((row) => row.id === dispute.id);
    expect(await mine()).toMatchObject({
      awaiting: 'support',
      lastMessageAt: stored(dispute.id)?.messages.at(-1)?.timestamp,
    });
    await signInAsAdmin();
    await calls.postAdminMessage({ id: dispute.id, body: { content: 'Yes: the exchange answered.' } });
    await calls.postAdminMessage({ id: dispute.id, body: { content: 'Internal: escalate tomorrow.', internal: true } });
    expect((await readList(calls.getAdminDisputes())).find((row) => row.id === dispute.id)?.awaiting).toBe('user');
    await signInAsDemoUser();
    expect(await mine()).toMatchObject({ awaiting: 'user' });
    for (const closed of backend.db.data.disputes.filter((candidate) => candidate.status === 'Resolved')) {
      expect((await readList(calls.getDisputes())).find((row) => row.id === closed.id)?.awaiting ?? null).toBeNull();
    }
  });
});

describe('records stored before the support desk', () => {
  it('load and read as unassigned, their messages by nobody and none internal: no migration needed', async () => {
    const { id } = demoDispute('In Progress');
    await backend.db.write((tx) => {
      const current = tx.data.disputes.find((dispute) => dispute.id === id);
      if (!current) throw new Error('no dispute');
      const { assignee: _assignee, ...old } = current;
      tx.put('disputes', {
        ...old,
        messages: old.messages.map(({ author: _author, internal: _internal, ...message }) => message),
      });
    });
    await signInAsAdmin();
    const read = await calls.getAdminDispute({ id });
    expect(read.assignee).toBeNull();
    expect(read.messages.length).toBeGreaterThan(0);
    expect(read.messages.every((message) => message.author === null && message.internal === false)).toBe(true);
    expect((await readList(calls.getAdminDisputes())).find((row) => row.id === id)).toMatchObject({
      assignee: null,
      awaiting: expect.any(String),
    });
    await signInAsDemoUser();
    expect((await calls.getDispute({ id })).messages).toHaveLength(read.messages.length);
  });
});
