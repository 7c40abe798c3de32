/**
 * The server against the transition table of docs/statuses.md#transitions, read from the page
 * itself: every from × to pair, tried with the status call and, where the table names it, the
 * resolve or the reopen call. A cell the server disagrees with fails here, so the page and the server cannot drift.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DISPUTE_STATUSES, isActiveStatus, type DisputeStatus } from '../../src/api';
import {
  expectRejected,
  raw,
  signInAsAdmin,
  signInAsDemoUser,
  snapshot,
  startTestBackend,
} from '../../tests/kit/handlerTestkit';

const backend = startTestBackend();
const CELLS = ['no change', 'admin: status', 'admin: resolve', 'admin: reopen', 'nobody'] as const;
type Cell = (typeof CELLS)[number];

/** The table under "## Transitions": row status → column status → cell. */
function readTable(): Map<DisputeStatus, Map<DisputeStatus, Cell>> {
  const page = readFileSync(new URL('../../docs/statuses.md', import.meta.url), 'utf8');
  const section = page.split('\n## Transitions\n')[1]?.split('\n## ')[0] ?? '';
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|') && !line.startsWith('|---'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  const [header = [], ...body] = rows;
  expect(header.slice(1), 'the columns are the five statuses in order').toEqual([...DISPUTE_STATUSES]);
  expect(
    body.map((row) => row[0]),
    'the rows are the five statuses in order',
  ).toEqual([...DISPUTE_STATUSES]);
  const table = new Map<DisputeStatus, Map<DisputeStatus, Cell>>();
  for (const [from, ...cells] of body) {
    const row = new Map<DisputeStatus, Cell>();
    cells.forEach((cell, index) => {
      expect(CELLS, `cell "${cell}"`).toContain(cell);
      const to = DISPUTE_STATUSES[index];
      if (to) row.set(to, cell as Cell);
    });
    table.set(from as DisputeStatus, row);
  }
  return table;
}

const TABLE = readTable();
const PAIRS = DISPUTE_STATUSES.flatMap((from) =>
  DISPUTE_STATUSES.map((to) => ({ from, to, cell: TABLE.get(from)?.get(to) })),
);
const CLOSING: Partial<Record<DisputeStatus, object>> = {
  Resolved: { resolutionType: 'refund', refundAmount: 1, userResponse: 'Your refund is on its way.' },
  Rejected: { resolutionType: 'decline', userResponse: 'We declined the claim after review.' },
};

const demoDispute = (status: DisputeStatus) => {
  const dispute = backend.db.data.disputes.find(
    (candidate) => candidate.userId === 'usr-1' && candidate.status === status,
  );
  if (!dispute) throw new Error(`no ${status} dispute for the demo user`);
  return dispute;
};
const stored = (id: string) => backend.db.data.disputes.find((dispute) => dispute.id === id);

describe('the transition table of docs/statuses.md', () => {
  it('has a cell for every from × to pair', () => {
    expect(PAIRS.filter((pair) => pair.cell === undefined)).toEqual([]);
    expect(PAIRS).toHaveLength(25);
  });

  it.each(PAIRS)('$from → $to: $cell', async ({ from, to, cell }) => {
    const { id } = demoDispute(from);
    const statusCall = () => raw('POST', `/api/admin/disputes/${id}/status`, { status: to });
    const resolveCall = () => raw('POST', `/api/admin/disputes/${id}/resolve`, CLOSING[to] ?? {});
    const reopenCall = () => raw('POST', `/api/admin/disputes/${id}/reopen`, { reason: 'The refund bounced.' });
    const closing = CLOSING[to] !== undefined;

    // A user moves nothing.
    await signInAsDemoUser();
    await expectRejected(backend, 403, statusCall);
    await expectRejected(backend, 403, reopenCall);
    await signInAsAdmin();
    // Only a closed dispute is reopened.
    if (isActiveStatus(from)) await expectRejected(backend, 409, reopenCall);

    if (cell === 'no change') {
      const before = snapshot(backend);
      expect((await statusCall()).status).toBe(200);
      expect(snapshot(backend)).toBe(before);
    } else if (cell === 'admin: status') {
      expect((await statusCall()).status).toBe(200);
      expect(stored(id)?.status).toBe(to);
      expect(stored(id)?.timeline.at(-1)).toMatchObject({ status: to, actor: { id: 'usr-2' } });
    } else if (cell === 'admin: resolve') {
      await expectRejected(backend, 400, statusCall);
      expect((await resolveCall()).status).toBe(200);
      expect(stored(id)?.status).toBe(to);
      expect(stored(id)?.timeline.at(-1)).toMatchObject({ status: to, actor: { id: 'usr-2' } });
    } else if (cell === 'admin: reopen') {
      await expectRejected(backend, 409, statusCall);
      expect((await reopenCall()).status).toBe(200);
      expect(stored(id)?.status).toBe(to);
      expect(stored(id)?.timeline.at(-1)).toMatchObject({ status: to, actor: { id: 'usr-2' } });
    } else {
      // A closed dispute keeps its decision: the status call refuses it (400 for a closing status, which is never its to give).
      await expectRejected(backend, closing ? 400 : 409, statusCall);
      if (closing) await expectRejected(backend, 409, resolveCall);
      expect(stored(id)?.status).toBe(from);
    }
  });
});
