import { describe, expect, it } from 'vitest';
import type { StoredDispute, StoredMessage, StoredNotification } from '../db/types';
import { eventsOf, eventsOfCommit, reaches, wireData, type ChangeEvent, type Viewer } from './changeEvents';

const message = (id: string, internal = false): StoredMessage => ({
  id,
  isFromAdmin: internal,
  content: `Message ${id}`,
  timestamp: '2026-11-01T00:00:00.000Z',
  attachments: [],
  internal,
});

function dispute(overrides: Partial<StoredDispute> = {}): StoredDispute {
  return {
    id: 'DSP-1',
    userId: 'usr-1',
    status: 'New',
    messages: [message('msg-1')],
    assignee: null,
    ...overrides,
  } as StoredDispute;
}

const notification = (id: string, userId: string | null) =>
  ({ id, userId, title: 'T', message: 'M', type: 'info', date: '2026-11-01' }) as StoredNotification;

const owner: Viewer = { userId: 'usr-1', isAdmin: false };
const stranger: Viewer = { userId: 'usr-2', isAdmin: false };
const admin: Viewer = { userId: 'usr-9', isAdmin: true };

describe('the events a change makes', () => {
  it('a new dispute is one "created" update', () => {
    expect(eventsOf({ collection: 'disputes', key: 'DSP-1', record: dispute() }, undefined)).toEqual([
      { type: 'dispute.updated', disputeId: 'DSP-1', ownerId: 'usr-1', changed: ['created'] },
    ]);
  });

  it('a new evidence file is an "evidence" update, reaching its owner and admins only', () => {
    const file = {
      id: 'DSP-1-E1',
      name: 'proof.png',
      size: 9,
      contentType: 'image/png' as const,
      sha256: 'a'.repeat(64),
      uploadedAt: '2026-11-01T00:00:00.000Z',
      uploadedBy: { id: 'usr-1', name: 'Robin' },
    };
    const events = eventsOf({ collection: 'disputes', key: 'DSP-1', record: dispute({ evidence: [file] }) }, dispute());
    expect(events).toEqual([{ type: 'dispute.updated', disputeId: 'DSP-1', ownerId: 'usr-1', changed: ['evidence'] }]);
    const [event] = events;
    if (!event) throw new Error('no event');
    expect([owner, admin, stranger].map((viewer) => reaches(event, viewer))).toEqual([true, true, false]);
  });

  it('each new message is an event, marked when internal; a status and an assignee change are one update', () => {
    const before = dispute();
    const after = dispute({
      status: 'In Progress',
      assignee: { id: 'usr-9', name: 'Sam Rivera' },
      messages: [...before.messages, message('msg-2'), message('msg-3', true)],
    });
    expect(eventsOf({ collection: 'disputes', key: 'DSP-1', record: after }, before)).toEqual([
      { type: 'message.created', disputeId: 'DSP-1', ownerId: 'usr-1', messageId: 'msg-2', internal: false },
      { type: 'message.created', disputeId: 'DSP-1', ownerId: 'usr-1', messageId: 'msg-3', internal: true },
      { type: 'dispute.updated', disputeId: 'DSP-1', ownerId: 'usr-1', changed: ['status', 'assignee'] },
    ]);
  });

  it('a dispute written unchanged, or with a change nobody watches (an admin note), makes none', () => {
    const before = dispute();
    expect(
      eventsOf({ collection: 'disputes', key: 'DSP-1', record: { ...before, adminNotes: 'seen' } }, before),
    ).toEqual([]);
  });

  it('a new notification is an event, and so is one marked read (naming who read it); a deletion makes none', () => {
    const created = notification('ntf-1', 'usr-1');
    expect(eventsOf({ collection: 'notifications', key: 'ntf-1', record: created }, undefined)).toEqual([
      { type: 'notification.created', id: 'ntf-1', userId: 'usr-1' },
    ]);
    expect(eventsOf({ collection: 'notifications', key: 'ntf-1', record: created }, created)).toEqual([]);
    const read = { ...created, readBy: ['usr-1'] };
    expect(eventsOf({ collection: 'notifications', key: 'ntf-1', record: read }, created)).toEqual([
      { type: 'notification.read', ids: ['ntf-1'], readerIds: ['usr-1'] },
    ]);
    expect(eventsOf({ collection: 'notifications', key: 'ntf-1', record: read }, read)).toEqual([]);
    expect(eventsOf({ collection: 'disputes', key: 'DSP-1', record: null }, dispute())).toEqual([]);
  });

  it('a session that begins or ends is an event for its own account; its last use is none', () => {
    const session = { tokenHash: 'h', userId: 'usr-1', createdAt: '2026-11-01T00:00:00.000Z' };
    const touched = { ...session, lastSeenAt: '2026-11-01T00:05:00.000Z' };
    const told = [{ type: 'sessions.updated', userId: 'usr-1' }];
    expect(eventsOf({ collection: 'sessions', key: 'h', record: session }, undefined)).toEqual(told);
    expect(eventsOf({ collection: 'sessions', key: 'h', record: null }, touched)).toEqual(told);
    expect(eventsOf({ collection: 'sessions', key: 'h', record: touched }, session)).toEqual([]);
    // Three ended in one commit ("Sign out everywhere else") are one event.
    const ended = ['a', 'b', 'c'].map((key) => ({
      collection: 'sessions' as const,
      key,
      record: null,
      before: session,
    }));
    expect(eventsOfCommit(ended)).toEqual(told);
    const viewer = { userId: 'usr-1', isAdmin: false };
    expect(reaches({ type: 'sessions.updated', userId: 'usr-1' }, viewer)).toBe(true);
    expect(reaches({ type: 'sessions.updated', userId: 'usr-2' }, viewer)).toBe(false);
    expect(reaches({ type: 'sessions.updated', userId: 'usr-2' }, { userId: 'usr-9', isAdmin: true })).toBe(false);
  });

  it('the notifications one person marks read in one commit are one event', () => {
    const first = notification('ntf-1', 'usr-1');
    const second = notification('ntf-2', null);
    const read = (record: StoredNotification) => ({
      collection: 'notifications' as const,
      key: record.id,
      record: { ...record, readBy: ['usr-1'] },
      before: record,
    });
    expect(eventsOfCommit([read(first), read(second)])).toEqual([
      { type: 'notification.read', ids: ['ntf-1', 'ntf-2'], readerIds: ['usr-1'] },
    ]);
  });

  it('an account created, suspended or reinstated is an event; any other change to it is none', () => {
    const user = { id: 'usr-9', username: 'u', email: 'u@example.org', isAdmin: false, passwordHash: null };
    const record = (value: object) => ({ collection: 'users' as const, key: 'usr-9', record: value });
    expect(eventsOf(record(user), undefined)).toEqual([{ type: 'account.updated', userId: 'usr-9' }]);
    expect(eventsOf(record({ ...user, isSuspended: true }), user)).toEqual([
      { type: 'account.updated', userId: 'usr-9' },
    ]);
    expect(eventsOf(record({ ...user, isSuspended: false }), { ...user, isSuspended: true })).toEqual([
      { type: 'account.updated', userId: 'usr-9' },
    ]);
    expect(eventsOf(record({ ...user, passwordHash: 'new' }), user)).toEqual([]);
  });

  it("a save of the team's settings is an event", () => {
    expect(
      eventsOf(
        { collection: 'settings', key: 'team', record: { key: 'team', revision: 2 } },
        { key: 'team', revision: 1 },
      ),
    ).toEqual([{ type: 'settings.updated' }]);
  });
});

describe('who an event reaches', () => {
  const reply: ChangeEvent = {
    type: 'message.created',
    disputeId: 'DSP-1',
    ownerId: 'usr-1',
    messageId: 'msg-2',
    internal: false,
  };
  const internalNote: ChangeEvent = { ...reply, messageId: 'msg-3', internal: true };
  const update: ChangeEvent = { type: 'dispute.updated', disputeId: 'DSP-1', ownerId: 'usr-1', changed: ['status'] };

  it('the owner gets their dispute’s messages and updates, never an internal note', () => {
    expect([reply, internalNote, update].map((event) => reaches(event, owner))).toEqual([true, false, true]);
  });

  it('another user gets nothing of someone else’s dispute', () => {
    expect([reply, internalNote, update].map((event) => reaches(event, stranger))).toEqual([false, false, false]);
  });

  it('an admin gets every dispute event, internal notes included', () => {
    expect([reply, internalNote, update].map((event) => reaches(event, admin))).toEqual([true, true, true]);
  });

  it('a notification reaches its own user, or everyone when it is for everyone', () => {
    const mine: ChangeEvent = { type: 'notification.created', id: 'ntf-1', userId: 'usr-1' };
    const everyone: ChangeEvent = { type: 'notification.created', id: 'ntf-2', userId: null };
    expect([owner, stranger, admin].map((viewer) => reaches(mine, viewer))).toEqual([true, false, false]);
    expect([owner, stranger, admin].map((viewer) => reaches(everyone, viewer))).toEqual([true, true, true]);
  });

  it('a notification marked read reaches only whoever read it; accounts and settings reach admins only', () => {
    const read: ChangeEvent = { type: 'notification.read', ids: ['ntf-2'], readerIds: ['usr-1'] };
    expect([owner, stranger, admin].map((viewer) => reaches(read, viewer))).toEqual([true, false, false]);
    const account: ChangeEvent = { type: 'account.updated', userId: 'usr-1' };
    const settings: ChangeEvent = { type: 'settings.updated' };
    expect([owner, stranger, admin].map((viewer) => reaches(account, viewer))).toEqual([false, false, true]);
    expect([owner, stranger, admin].map((viewer) => reaches(settings, viewer))).toEqual([false, false, true]);
  });

  it('carries ids on the wire, never the owner, the internal flag or any content', () => {
    expect(wireData({ type: 'notification.read', ids: ['ntf-1'], readerIds: ['usr-1'] })).toEqual({ ids: ['ntf-1'] });
    expect(wireData({ type: 'account.updated', userId: 'usr-1' })).toEqual({ userId: 'usr-1' });
    expect(wireData({ type: 'settings.updated' })).toEqual({});
    expect(wireData(internalNote)).toEqual({ disputeId: 'DSP-1', messageId: 'msg-3' });
    expect(wireData(update)).toEqual({ disputeId: 'DSP-1', changed: ['status'] });
    expect(wireData({ type: 'notification.created', id: 'ntf-1', userId: 'usr-1' })).toEqual({ id: 'ntf-1' });
  });
});
