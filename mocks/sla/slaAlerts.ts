/**
 * Warnings before a clock breaches, and the breach itself (docs/clock.md#warnings): one sweep over
 * the open disputes, which both backends run on a timer and after the test clock moves. Each
 * warning and each breach is sent once per dispute and clock: the dispute's record keeps when it
 * was sent (`slaAlerts`), checked again inside the write that sends it, so two sweeps at once (two
 * tabs, a restart mid-way) never send it twice.
 */
import { isActiveStatus, warningLeadMs, type DisputeStatus, type SlaClock, type SlaClockName } from '../../src/api';
import { storedSettings } from '../db/settingsRecord';
import type { Transaction } from '../db/store';
import type { DbDocument, StoredDispute, StoredSlaAlerts } from '../db/types';
import { slaOf, type ClockTargets } from './slaClock';

export type SlaAlertKind = 'warning' | 'breach';

export interface SlaAlert {
  clock: SlaClockName;
  kind: SlaAlertKind;
  reading: SlaClock;
}

const TARGET_HOURS: Record<SlaClockName, keyof ClockTargets> = {
  firstReply: 'firstReplyHours',
  resolution: 'resolutionHours',
};

/** The words of each alert (docs/texts.md#clock-alerts); `due` is the due time as the server writes it. */
export const SLA_ALERT_TEXT = {
  warningTitle: { firstReply: 'First reply due soon', resolution: 'Resolution due soon' },
  breachTitle: { firstReply: 'First reply overdue', resolution: 'Resolution overdue' },
  warning: (clock: SlaClockName, id: string, due: string) =>
    `${clock === 'firstReply' ? 'The first reply on' : 'The resolution of'} dispute ${id} is due by ${due}.`,
  breach: (clock: SlaClockName, id: string, due: string) =>
    `${clock === 'firstReply' ? 'The first reply on' : 'The resolution of'} dispute ${id} was due by ${due}.`,
  /** The timeline entry a breach leaves, at its due time. */
  timeline: { firstReply: 'First-reply target missed', resolution: 'Resolution target missed' },
} as const;

/** `2026-12-02 14:00 UTC`: the server cannot know the reader's time zone. */
const dueText = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/**
 * The alerts a dispute is owed at `now` and has not been sent: a warning once a running clock is
 * within its lead (warningLeadMs) of its due time, a breach once it has breached. A clock that
 * breached before its warning went out gets the breach alone.
 */
export function alertsOwed(dispute: StoredDispute, targets: ClockTargets, now: number): SlaAlert[] {
  if (!isActiveStatus(dispute.status)) return [];
  const sla = slaOf(dispute, targets, now);
  const owed: SlaAlert[] = [];
  for (const clock of ['firstReply', 'resolution'] as const) {
    const reading = sla[clock];
    const sent = dispute.slaAlerts?.[clock];
    if (reading.state === 'breached' && !sent?.breachedAt) owed.push({ clock, kind: 'breach', reading });
    else if (
      reading.state === 'running' &&
      reading.remainingSeconds !== null &&
      reading.remainingSeconds * 1000 <= warningLeadMs(targets[TARGET_HOURS[clock]]) &&
      !sent?.warnedAt &&
      !sent?.breachedAt
    ) {
      owed.push({ clock, kind: 'warning', reading });
    }
  }
  return owed;
}

/** The status a dispute had at `stamp`: that of its latest timeline entry by then. */
function statusAt(dispute: StoredDispute, stamp: string): DisputeStatus {
  let status: DisputeStatus = 'New';
  for (const entry of dispute.timeline) if (entry.timestamp <= stamp) status = entry.status;
  return status;
}

/** The dispute with the alerts marked sent at `at`, and each breach on its timeline at its due time. */
export function withAlertsSent(dispute: StoredDispute, alerts: readonly SlaAlert[], at: string): StoredDispute {
  const marks: StoredSlaAlerts = { ...dispute.slaAlerts };
  const timeline = [...dispute.timeline];
  for (const { clock, kind, reading } of alerts) {
    const mark = { ...marks[clock] };
    mark.warnedAt ??= at;
    if (kind === 'breach') {
      mark.breachedAt = at;
      const entry = {
        status: statusAt(dispute, reading.dueAt),
        timestamp: reading.dueAt,
        details: SLA_ALERT_TEXT.timeline[clock],
      };
      // In time order: the sweep may run after later entries were written.
      const index = timeline.findIndex((other) => other.timestamp > reading.dueAt);
      timeline.splice(index < 0 ? timeline.length : index, 0, entry);
    }
    marks[clock] = mark;
  }
  return { ...dispute, slaAlerts: marks, timeline };
}

/**
 * The dispute with every alert it is owed at `now` marked as sent, without sending any: for
 * demo data made at `now`, whose past has nobody to warn (docs/clock.md#warnings).
 */
export function withPastAlertsMarked(dispute: StoredDispute, targets: ClockTargets, now: number): StoredDispute {
  const owed = alertsOwed(dispute, targets, now);
  if (owed.length === 0) return dispute;
  const at = new Date(now).toISOString();
  const marks: StoredSlaAlerts = { ...dispute.slaAlerts };
  for (const { clock, kind } of owed) marks[clock] = { warnedAt: at, ...(kind === 'breach' ? { breachedAt: at } : {}) };
  return { ...dispute, slaAlerts: marks };
}

/** Who is told: the assignee, or every admin while nobody holds the dispute. */
function recipients(data: DbDocument, dispute: StoredDispute): string[] {
  const admins = data.users.filter((user) => user.isAdmin && user.isSuspended !== true);
  const holder = dispute.assignee ? admins.find((admin) => admin.id === dispute.assignee?.id) : undefined;
  return holder ? [holder.id] : admins.map((admin) => admin.id);
}

/** Sends what `dispute` is owed inside `tx`; how many alerts went out. */
function sendOwed(tx: Transaction, dispute: StoredDispute, now: number): number {
  const owed = alertsOwed(dispute, storedSettings(tx.data).targets, now);
  if (owed.length === 0) return 0;
  const at = new Date(now).toISOString();
  tx.put('disputes', withAlertsSent(dispute, owed, at));
  for (const { clock, kind, reading } of owed) {
    const title = kind === 'warning' ? SLA_ALERT_TEXT.warningTitle[clock] : SLA_ALERT_TEXT.breachTitle[clock];
    const message = SLA_ALERT_TEXT[kind](clock, dispute.id, dueText(reading.dueAt));
    for (const userId of recipients(tx.data, dispute)) {
      tx.put('notifications', {
        id: tx.nextId('notification'),
        userId,
        disputeId: dispute.id,
        type: 'warning',
        date: at,
        title: `${title}: ${dispute.id}`,
        message,
      });
    }
  }
  return owed.length;
}

/**
 * One sweep: finds the disputes owed an alert (a read, no write when none is), then sends them in
 * one write that reads each dispute again as it is then. Resolves with how many alerts went out.
 */
export async function sweepSlaAlerts(
  db: { data: DbDocument; write: <T>(body: (tx: Transaction) => T) => Promise<T> },
  now: number,
): Promise<number> {
  const targets = storedSettings(db.data).targets;
  const candidates = db.data.disputes.filter((dispute) => alertsOwed(dispute, targets, now).length > 0);
  if (candidates.length === 0) return 0;
  const ids = new Set(candidates.map((dispute) => dispute.id));
  return db.write((tx) => {
    let sent = 0;
    for (const dispute of tx.data.disputes) if (ids.has(dispute.id)) sent += sendOwed(tx, dispute, now);
    return sent;
  });
}
