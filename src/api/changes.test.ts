/**
 * The one table of changes (./changes.ts): which cache keys a change alters, the changes each write
 * names and each event reports, and what a tab leaves to its live stream while that is live.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  changeKinds,
  changesOfEvent,
  changesOfWrite,
  changesToRefresh,
  keysChangedBy,
  readOfKey,
  readsOf,
  type Change,
  type ChangeKind,
} from './changes';
import { endpoints, type EndpointDefinition, type EndpointName } from './endpoints';
import { openLiveStream } from './liveStream';
import { STREAM_EVENT_TYPES, type StreamEventType } from './events';

const KINDS = Object.keys(changeKinds) as ChangeKind[];

describe('keysChangedBy', () => {
  it('picks a message’s dispute reads for that dispute only, and the lists and figures', () => {
    const changed = keysChangedBy([{ kind: 'message', disputeId: 'DSP-7' }]);
    const picked = [
      '/api/disputes/DSP-7',
      '/api/admin/disputes/DSP-7',
      '/api/disputes',
      '/api/admin/disputes',
      '/api/admin/stats',
      '/api/admin/reports?days=30',
    ];
    expect(picked.filter(changed)).toEqual(picked);
    const left = [
      '/api/disputes/DSP-8',
      '/api/admin/disputes/DSP-8',
      '/api/disputes/DSP-7/evidence',
      '/api/notifications',
      '/api/auth/me',
      '/api/scam-alerts',
    ];
    expect(left.filter(changed)).toEqual([]);
  });

  it('picks every dispute’s similar cases for a filed dispute, and no dispute of its own', () => {
    const changed = keysChangedBy([{ kind: 'filed' }]);
    expect(['/api/admin/disputes/DSP-1/similar', '/api/admin/disputes/DSP-2/similar'].every(changed)).toBe(true);
    expect(['/api/disputes', '/api/disputes/last-created', '/api/admin/users'].every(changed)).toBe(true);
    expect(['/api/disputes/DSP-1', '/api/admin/disputes/DSP-1', '/api/notifications'].some(changed)).toBe(false);
  });

  it('picks only the notifications for a notification, and nothing for no change', () => {
    const changed = keysChangedBy([{ kind: 'notified' }]);
    expect(changed('/api/notifications')).toBe(true);
    expect(changed('/api/disputes')).toBe(false);
    expect(keysChangedBy([])('/api/notifications')).toBe(false);
  });

  it('names only reads of the endpoint table, each kind at least one', () => {
    for (const kind of KINDS) {
      const reads = [...readsOf(kind)];
      expect(reads.length, kind).toBeGreaterThan(0);
      for (const read of reads) expect(endpoints[read].method, `${kind}: ${read}`).toBe('GET');
    }
  });
});

describe('the changes of a write', () => {
  const writes = (Object.keys(endpoints) as EndpointName[]).filter(
    (name) => endpoints[name].method !== 'GET' && !(endpoints[name] as EndpointDefinition).session,
  );

  it('every write but signing in and out says what it changes, if only that no read shows it', () => {
    for (const name of writes) expect((endpoints[name] as EndpointDefinition).changes, name).toBeDefined();
  });

  it('names the dispute its path names, and no other id', () => {
    expect(changesOfWrite('postAdminMessage', { id: 'DSP-3', body: { content: 'Hello' } })).toEqual([
      { kind: 'message', disputeId: 'DSP-3' },
      { kind: 'dispute', disputeId: 'DSP-3' },
      { kind: 'notified', disputeId: 'DSP-3' },
    ]);
    expect(changesOfWrite('suspendUser', { id: 'usr-9' })).toEqual([{ kind: 'account' }]);
    expect(changesOfWrite('markNotificationRead', { id: 'ntf-1' })).toEqual([{ kind: 'notificationsRead' }]);
    expect(changesOfWrite('createDispute', { body: {} })).toEqual([{ kind: 'filed' }, { kind: 'notified' }]);
  });

  it('refreshes a dispute’s own reads for that dispute only', () => {
    const changed = keysChangedBy(changesOfWrite('uploadEvidence', { id: 'DSP-3' }));
    expect(['/api/disputes/DSP-3/evidence', '/api/admin/disputes/DSP-3'].every(changed)).toBe(true);
    expect(['/api/disputes/DSP-4/evidence', '/api/admin/disputes/DSP-4'].some(changed)).toBe(false);
  });
});

describe('the changes of an event', () => {
  it('follow from its type and data, one change per kind', () => {
    expect(changesOfEvent('message.created', { disputeId: 'DSP-1', messageId: 'msg-1' })).toEqual([
      { kind: 'message', disputeId: 'DSP-1' },
    ]);
    expect(
      changesOfEvent('dispute.updated', { disputeId: 'DSP-1', changed: ['status', 'assignee', 'evidence'] }),
    ).toEqual([
      { kind: 'dispute', disputeId: 'DSP-1' },
      { kind: 'evidence', disputeId: 'DSP-1' },
    ]);
    expect(changesOfEvent('dispute.updated', { disputeId: 'DSP-2', changed: ['created'] })).toEqual([
      { kind: 'filed', disputeId: 'DSP-2' },
    ]);
    expect(changesOfEvent('notification.created', { id: 'ntf-1' })).toEqual([{ kind: 'notified' }]);
    expect(changesOfEvent('notification.read', { ids: ['ntf-1'] })).toEqual([{ kind: 'notificationsRead' }]);
    expect(changesOfEvent('account.updated', { userId: 'usr-1' })).toEqual([{ kind: 'account' }]);
    expect(changesOfEvent('settings.updated', {})).toEqual([{ kind: 'settings' }]);
    expect(changesOfEvent('sessions.updated', {})).toEqual([{ kind: 'sessions' }]);
    expect(changesOfEvent('ready', {})).toEqual([]);
    expect(changesOfEvent('message.created', { disputeId: 42 })).toEqual([]);
  });

  it('every kind is reported by the event the table names for it, and by no other', () => {
    const samples: Record<string, unknown> = {
      'message.created': { disputeId: 'D', messageId: 'M' },
      'dispute.updated': { disputeId: 'D', changed: ['created', 'status', 'assignee', 'evidence'] },
      'notification.created': { id: 'N' },
      'notification.read': { ids: ['N'] },
      'account.updated': { userId: 'U' },
      'settings.updated': {},
      'sessions.updated': {},
    };
    for (const kind of KINDS) {
      const reportedBy = Object.keys(samples).filter((type) =>
        changesOfEvent(type as StreamEventType, samples[type]).some((change) => change.kind === kind),
      );
      expect(reportedBy, kind).toEqual([changeKinds[kind].event]);
    }
  });
});

describe('what a tab refreshes itself', () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  const every: Change[] = KINDS.map((kind) => ({ kind }));

  it('everything, while no live stream is live', () => {
    expect(changesToRefresh(every)).toEqual(every);
  });

  /** Opens a stream whose `ready` carries `ready`, and waits until it is live. */
  async function liveWith(ready: string) {
    class LiveSource extends EventTarget {
      constructor() {
        super();
        queueMicrotask(() => this.dispatchEvent(new MessageEvent('ready', { data: ready })));
      }
      close() {}
    }
    const states: string[] = [];
    close = openLiveStream(
      { onEvent: () => {}, onState: (state) => states.push(state) },
      { EventSourceImpl: LiveSource as unknown as typeof EventSource },
    );
    await vi.waitFor(() => expect(states).toEqual(['connecting', 'live']));
  }

  it('nothing, while a live stream that says it sends every event is live; everything again once it closes', async () => {
    await liveWith(JSON.stringify({ events: STREAM_EVENT_TYPES }));
    expect(changesToRefresh(every)).toEqual([]);
    close?.();
    close = undefined;
    expect(changesToRefresh(every)).toEqual(every);
  });

  it('only what the original events do not report, from a stream whose ready does not say what it sends', async () => {
    await liveWith('{}');
    expect(changesToRefresh(every).map((change) => change.kind)).toEqual([
      'notificationsRead',
      'account',
      'settings',
      'sessions',
    ]);
  });
});

describe('readOfKey', () => {
  it('tells a fixed path from a dispute id in the same place', () => {
    expect(readOfKey('/api/disputes/last-created')).toBe('getLastCreatedDispute');
    expect(readOfKey('/api/disputes/DSP-1')).toBe('getDispute');
  });
});
