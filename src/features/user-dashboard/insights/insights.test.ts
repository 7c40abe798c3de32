import { describe, expect, it } from 'vitest';
import type { Dispute, DisputeStatus, DisputeSummary, Message, TimelineEntry } from '../../../api';
import { amountsByType, attentionList, countByStatus, needsDetails, waitingOnUser } from './insights';

const summary = (id: string, status: DisputeStatus, extra: Partial<DisputeSummary> = {}): DisputeSummary => ({
  id,
  status,
  type: 'other',
  transactionId: `tx-${id}`,
  amount: 10,
  createdAt: '2026-03-10T12:00:00.000Z',
  userEmail: 'a@b.c',
  // No `awaiting` unless a test gives one: the row of a server without that extension.
  assignee: null,
  lastMessageAt: null,
  awaitingSince: null,
  ...extra,
});

let seq = 0;
const message = (isFromAdmin: boolean, timestamp: string): Message => ({
  id: `m${++seq}`,
  content: 'text',
  timestamp,
  isFromAdmin,
  attachments: [],
  author: null,
  internal: false,
});
const entry = (status: DisputeStatus, timestamp: string, details = 'step'): TimelineEntry => ({
  status,
  timestamp,
  details,
});

function detail(id: string, status: DisputeStatus, messages: Message[], timeline: TimelineEntry[] = []): Dispute {
  return {
    ...summary(id, status),
    transactionDate: '2026-03-01',
    description: 'd',
    contactEmail: 'a@b.c',
    contactPhone: null,
    termsAccepted: true,
    userId: 'u',
    messages,
    timeline,
    transactionDetails: null,
    technicalAnalysis: null,
    network: null,
    asset: null,
    fromAddress: null,
    toAddress: null,
    memo: null,
  };
}

describe('waitingOnUser', () => {
  it('waits on the user when the newest message is from support, whatever the array order', () => {
    const d = detail('D1', 'In Progress', [
      message(true, '2026-03-05T00:00:00Z'),
      message(false, '2026-03-02T00:00:00Z'),
    ]);
    expect(waitingOnUser(d)).toEqual({ reason: 'support-replied', since: '2026-03-05T00:00:00Z' });
  });

  it('does not wait when the user wrote last, or nobody wrote', () => {
    expect(
      waitingOnUser(
        detail('D1', 'In Progress', [message(true, '2026-03-01T00:00:00Z'), message(false, '2026-03-02T00:00:00Z')]),
      ),
    ).toBeNull();
    expect(waitingOnUser(detail('D1', 'New', []))).toBeNull();
  });

  it('waits on an unanswered request for additional information while Under Review', () => {
    const timeline = [
      entry('New', '2026-03-01T00:00:00Z'),
      entry('Under Review', '2026-03-04T00:00:00Z', 'Additional information requested from the user'),
    ];
    const d = detail('D1', 'Under Review', [message(false, '2026-03-03T00:00:00Z')], timeline);
    expect(waitingOnUser(d)).toEqual({ reason: 'information-requested', since: '2026-03-04T00:00:00Z' });
    const answered = detail('D1', 'Under Review', [message(false, '2026-03-05T00:00:00Z')], timeline);
    expect(waitingOnUser(answered)).toBeNull();
  });

  it('ignores an ordinary Under Review step', () => {
    const d = detail(
      'D1',
      'Under Review',
      [message(false, '2026-03-03T00:00:00Z')],
      [entry('Under Review', '2026-03-04T00:00:00Z', 'Evidence under review')],
    );
    expect(waitingOnUser(d)).toBeNull();
  });

  it('never waits on a closed dispute, even when support wrote last', () => {
    expect(waitingOnUser(detail('D1', 'Resolved', [message(true, '2026-03-05T00:00:00Z')]))).toBeNull();
    expect(waitingOnUser(detail('D1', 'Rejected', [message(true, '2026-03-05T00:00:00Z')]))).toBeNull();
  });
});

describe('attentionList', () => {
  it('lists active disputes only, those waiting on the user first (oldest first), then the rest newest first', () => {
    const disputes = [
      summary('A', 'New', { createdAt: '2026-03-01T00:00:00Z' }),
      summary('B', 'In Progress', { createdAt: '2026-03-02T00:00:00Z' }),
      summary('C', 'Under Review', { createdAt: '2026-03-03T00:00:00Z' }),
      summary('D', 'Resolved', { createdAt: '2026-03-04T00:00:00Z' }),
      summary('E', 'In Progress', { createdAt: '2026-01-01T00:00:00Z' }),
    ];
    const details = new Map([
      ['B', detail('B', 'In Progress', [message(true, '2026-03-05T00:00:00Z')])],
      ['C', detail('C', 'Under Review', [message(false, '2026-03-05T00:00:00Z')])],
      ['E', detail('E', 'In Progress', [message(true, '2026-02-01T00:00:00Z')])],
    ]);
    const items = attentionList(disputes, details);
    expect(items.map((item) => [item.dispute.id, item.waiting?.reason ?? null])).toEqual([
      ['E', 'support-replied'],
      ['B', 'support-replied'],
      ['C', null],
      ['A', null],
    ]);
  });

  it('treats a dispute whose details are unknown as not waiting', () => {
    expect(attentionList([summary('A', 'In Progress')], new Map())).toEqual([
      { dispute: summary('A', 'In Progress'), waiting: null },
    ]);
  });

  it("takes the row's `awaiting` when the server sends it, and ignores details then", () => {
    const disputes = [
      summary('A', 'In Progress', { awaiting: 'user', lastMessageAt: '2026-03-06T00:00:00Z' }),
      summary('B', 'In Progress', { awaiting: 'support', lastMessageAt: '2026-03-07T00:00:00Z' }),
      summary('C', 'New', { awaiting: null }),
      summary('D', 'Under Review', { awaiting: 'user', lastMessageAt: null, createdAt: '2026-03-01T00:00:00Z' }),
    ];
    // A stale detail says B waits on the user: the row, which is newer, says otherwise.
    const details = new Map([['B', detail('B', 'In Progress', [message(true, '2026-03-05T00:00:00Z')])]]);
    expect(attentionList(disputes, details).map((item) => [item.dispute.id, item.waiting])).toEqual([
      ['D', { reason: 'support-replied', since: '2026-03-01T00:00:00Z' }],
      ['A', { reason: 'support-replied', since: '2026-03-06T00:00:00Z' }],
      ['B', null],
      ['C', null],
    ]);
  });
});

describe('needsDetails', () => {
  it('asks for the details of an active dispute only when its row does not say who is awaited', () => {
    expect(needsDetails(summary('A', 'In Progress'))).toBe(true);
    expect(needsDetails(summary('A', 'In Progress', { awaiting: null }))).toBe(false);
    expect(needsDetails(summary('A', 'Under Review', { awaiting: 'user' }))).toBe(false);
    expect(needsDetails(summary('A', 'Resolved'))).toBe(false);
  });
});

describe('chart figures', () => {
  const disputes = [
    summary('1', 'New', { type: 'fee_dispute', amount: 0.1, createdAt: '2026-01-15T12:00:00' }),
    summary('2', 'New', { type: 'fee_dispute', amount: 0.2, createdAt: '2026-01-20T12:00:00' }),
    summary('3', 'Rejected', { type: 'scam_report', amount: 100, createdAt: '2026-04-02T12:00:00' }),
  ];

  it('counts every status, zeros included, in the order New, In Progress, Under Review, Resolved, Rejected', () => {
    expect(countByStatus(disputes)).toEqual([
      { status: 'New', count: 2 },
      { status: 'In Progress', count: 0 },
      { status: 'Under Review', count: 0 },
      { status: 'Resolved', count: 0 },
      { status: 'Rejected', count: 1 },
    ]);
  });

  it('sums amounts per type to the cent and leaves out empty types', () => {
    expect(amountsByType(disputes)).toEqual([
      { type: 'fee_dispute', count: 2, amount: 0.3 },
      { type: 'scam_report', count: 1, amount: 100 },
    ]);
  });
});
