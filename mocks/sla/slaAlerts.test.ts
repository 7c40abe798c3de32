/**
 * The clocks' warnings and breaches (docs/clock.md#warnings): sent once per dispute and clock, to
 * the assignee or every admin, the breach on the timeline at its due time; never twice, not after
 * a restart, not from two sweeps at once, and nothing for the seed's own past.
 */
import { describe, expect, it } from 'vitest';
import { MemoryDatabase, memoryDriver } from '../db/drivers';
import type { StoredDispute } from '../db/types';
import { createTestBackend, TEST_NOW } from '../node';
import { SLA_ALERT_TEXT } from './slaAlerts';

const HOUR = 3_600_000;

async function world() {
  const database = new MemoryDatabase();
  let clock = TEST_NOW;
  const open = () => createTestBackend({ driver: memoryDriver({ database }), now: () => clock });
  const backend = await open();
  const admins = backend.db.data.users.filter((user) => user.isAdmin);
  const owner = backend.db.data.users.find((user) => !user.isAdmin);
  if (!owner) throw new Error('the seed has users');
  const at = (hours: number) => new Date(TEST_NOW + hours * HOUR).toISOString();
  const dispute: StoredDispute = {
    id: 'DSP-900001',
    type: 'other',
    transactionId: 'tx',
    transactionDate: '2026-11-20',
    amount: 10,
    description: 'A dispute on the clock',
    contactEmail: owner.email,
    contactPhone: null,
    termsAccepted: true,
    status: 'New',
    createdAt: at(0),
    userId: owner.id,
    userEmail: owner.email,
    messages: [],
    timeline: [{ status: 'New', timestamp: at(0), details: 'Dispute submitted' }],
    transactionDetails: null,
    technicalAnalysis: null,
    adminNotes: null,
    resolution: null,
  };
  await backend.db.write((tx) => tx.put('disputes', dispute));
  const alertsFor = (db = backend.db) =>
    db.data.notifications.filter((notification) => notification.disputeId === dispute.id);
  const stored = (db = backend.db) => db.data.disputes.find((candidate) => candidate.id === dispute.id);
  /** Sweeps, and says how many alerts (one per clock and kind, whoever receives it) this dispute got. */
  const sweep = async (target = backend) => {
    const known = new Set(alertsFor(target.db).map((alert) => alert.id));
    await target.sweepSla();
    return new Set(
      alertsFor(target.db)
        .filter((alert) => !known.has(alert.id))
        .map((alert) => alert.title),
    ).size;
  };
  return {
    backend,
    sweep,
    admins,
    dispute,
    at,
    alertsFor,
    stored,
    moveTo: (hours: number) => (clock = TEST_NOW + hours * HOUR),
    restart: open,
  };
}

describe('the clocks’ warnings', () => {
  it('sends nothing for the seed’s own past on the first sweep', async () => {
    const backend = await createTestBackend();
    expect(await backend.sweepSla()).toBe(0);
  });

  it('warns every admin once when a 24-hour first-reply clock has 4.8 hours left, and not before', async () => {
    const w = await world();
    w.moveTo(19.1);
    expect(await w.sweep()).toBe(0);
    w.moveTo(19.2);
    expect(await w.sweep()).toBe(1);
    const sent = w.alertsFor();
    expect(sent.map((alert) => alert.userId).sort()).toEqual(w.admins.map((admin) => admin.id).sort());
    expect(sent[0]).toMatchObject({
      type: 'warning',
      title: `${SLA_ALERT_TEXT.warningTitle.firstReply}: ${w.dispute.id}`,
      message: SLA_ALERT_TEXT.warning(
        'firstReply',
        w.dispute.id,
        `${w.at(24).slice(0, 10)} ${w.at(24).slice(11, 16)} UTC`,
      ),
    });
    w.moveTo(20);
    expect(await w.sweep()).toBe(0);
    expect(w.alertsFor()).toHaveLength(sent.length);
  });

  it('tells only the assignee when someone holds the dispute', async () => {
    const w = await world();
    const [holder] = w.admins;
    if (!holder) throw new Error('the seed has admins');
    const current = w.stored();
    if (!current) throw new Error('stored');
    await w.backend.db.write((tx) => tx.put('disputes', { ...current, assignee: { id: holder.id, name: 'Holder' } }));
    w.moveTo(20);
    await w.sweep();
    expect(w.alertsFor().map((alert) => alert.userId)).toEqual([holder.id]);
  });

  it('records a breach once, on the timeline at its due time with the status it had then, and warns no more', async () => {
    const w = await world();
    w.moveTo(20);
    await w.sweep();
    const warned = w.alertsFor().length;
    w.moveTo(30);
    expect(await w.sweep()).toBe(1);
    const breachTitle = `${SLA_ALERT_TEXT.breachTitle.firstReply}: ${w.dispute.id}`;
    expect(w.alertsFor().filter((alert) => alert.title === breachTitle)).toHaveLength(warned);
    expect(w.stored()?.timeline).toEqual([
      { status: 'New', timestamp: w.at(0), details: 'Dispute submitted' },
      { status: 'New', timestamp: w.at(24), details: SLA_ALERT_TEXT.timeline.firstReply },
    ]);
    w.moveTo(31);
    expect(await w.sweep()).toBe(0);
  });

  it('a clock that breached before any sweep gets the breach alone', async () => {
    const w = await world();
    w.moveTo(100);
    expect(await w.sweep()).toBe(2);
    const titles = new Set(w.alertsFor().map((alert) => alert.title));
    expect(titles).toEqual(
      new Set([
        `${SLA_ALERT_TEXT.breachTitle.firstReply}: ${w.dispute.id}`,
        `${SLA_ALERT_TEXT.breachTitle.resolution}: ${w.dispute.id}`,
      ]),
    );
  });

  it('is not sent again after a restart over the same store', async () => {
    const w = await world();
    w.moveTo(20);
    await w.sweep();
    const sent = w.alertsFor().length;
    const again = await w.restart();
    expect(await w.sweep(again)).toBe(0);
    expect(w.alertsFor(again.db)).toHaveLength(sent);
  });

  it('two sweeps at once send each alert once', async () => {
    const w = await world();
    w.moveTo(20);
    await Promise.all([w.backend.sweepSla(), w.backend.sweepSla()]);
    expect(w.alertsFor()).toHaveLength(w.admins.length);
  });

  it('a closed dispute is owed nothing', async () => {
    const w = await world();
    const current = w.stored();
    if (!current) throw new Error('stored');
    await w.backend.db.write((tx) =>
      tx.put('disputes', {
        ...current,
        status: 'Rejected',
        timeline: [...current.timeline, { status: 'Rejected', timestamp: w.at(1), details: 'Claim declined' }],
        resolution: { type: 'decline', refundAmount: null, resolvedAt: w.at(1) },
      }),
    );
    w.moveTo(200);
    expect(await w.sweep()).toBe(0);
  });
});
