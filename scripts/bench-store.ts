/**
 * npm run bench:store — the mock store and handlers with 10,000 disputes. Prints the median of
 * each operation and the size of the persisted document; exits 1 above a target.
 * Targets (issue 7): list and search under 16 ms, cold load under 100 ms, and a document that
 * fits the browser store it is kept in.
 */
import { getResponse } from 'msw';
import { createMockBackend } from '../mocks/backend';
import { memoryDriver } from '../mocks/db/drivers';
import { DEMO_ADMIN } from '../mocks/db/seed';
import { sortNewestFirst } from '../mocks/db/order';
import { openDb } from '../mocks/db/store';
import type { DbDocument, StoredDispute } from '../mocks/db/types';

const DISPUTES = 10_000;
const RUNS = 15;
const ORIGIN = 'http://bench.local';
const TARGETS = { load: 100, list: 16, search: 16 };
/** localStorage keeps about 5 MB per origin in Chromium; IndexedDB allows far more. */
const LOCAL_STORAGE_BYTES = 5 * 1024 * 1024;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function time(run: () => Promise<unknown> | unknown, runs = RUNS): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return median(samples);
}

function grow(data: DbDocument): void {
  const templates = data.disputes;
  for (let n = templates.length; n < DISPUTES; n++) {
    const template = templates[n % templates.length] as StoredDispute;
    data.sequences.dispute += 1;
    // Filed a few minutes apart, as real cases are, not on the template's exact millisecond.
    const createdAt = new Date(Date.parse(template.createdAt) - n * 7 * 60_000).toISOString();
    data.disputes.push({ ...structuredClone(template), id: `DSP-${data.sequences.dispute}`, createdAt });
  }
  // The store keeps disputes newest first (mocks/db/order.ts), as openDb would put them.
  data.disputes = sortNewestFirst(data.disputes);
}

const driver = memoryDriver();
const backend = await createMockBackend({ driver, hashIterations: 1_000 });
grow(backend.db.data);
await backend.db.commit();
const documentText = driver.text ?? '';

const request = (path: string, init: RequestInit = {}, cookie = '') =>
  getResponse(backend.handlers, new Request(`${ORIGIN}${path}`, { ...init, headers: { 'Content-Type': 'application/json', cookie, ...init.headers } }));

const loginResponse = await request('/api/auth/login', { method: 'POST', body: JSON.stringify({ username: DEMO_ADMIN.email, password: DEMO_ADMIN.password }) });
const cookie = (loginResponse?.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

const load = await time(() => openDb({ driver: memoryDriver(documentText), buildSeed: async () => { throw new Error('the document should load'); } }));
// The server's part of a list call: find, sort, map and serialise the answer.
const list = await time(() => request('/api/admin/disputes', {}, cookie));
const rows = (await (await request('/api/admin/disputes', {}, cookie))?.json()) as { id: string; userEmail: string; status: string; type: string }[];
// The admin table filters on the client: search by id or email, OR within a group, AND across.
const search = await time(() => {
  const query = 'example.net';
  const statuses = new Set(['New', 'Under Review']);
  const types = new Set(['fee_dispute', 'scam_report']);
  return rows.filter((row) =>
    (row.id.toLowerCase().includes(query) || row.userEmail.toLowerCase().includes(query)) && statuses.has(row.status) && types.has(row.type));
});
const count = backend.db.data.disputes.length;
const body = JSON.stringify({ type: 'fee_dispute', transactionId: '0xabc', transactionDate: '2026-11-01', amount: 12.5, description: 'A fee far above the estimate shown.', contactEmail: 'bench@example.org', termsAccepted: true });
const write = await time(async () => {
  const response = await request('/api/disputes', { method: 'POST', body }, cookie);
  if (response?.status !== 201) throw new Error(`write failed: ${response?.status}`);
}, 7);

const bytes = new TextEncoder().encode(documentText).length;
const lines = [
  ['disputes', `${count}`],
  ['document', `${(bytes / 1024 / 1024).toFixed(1)} MB (localStorage holds about 5 MB; the browser store is IndexedDB)`],
  ['load', `${load.toFixed(1)} ms median (target < ${TARGETS.load} ms)`],
  ['list', `${list.toFixed(1)} ms median, GET /api/admin/disputes, answer serialised (target < ${TARGETS.list} ms)`],
  ['search', `${search.toFixed(2)} ms median, id/email search + status and type filters (target < ${TARGETS.search} ms)`],
  ['write', `${write.toFixed(1)} ms median, POST /api/disputes including the persisted write`],
];
for (const [name, figure] of lines) console.log(`${(name ?? '').padEnd(9)} ${figure}`);

const over = [load > TARGETS.load && 'load', list > TARGETS.list && 'list', search > TARGETS.search && 'search'].filter(Boolean);
if (bytes > LOCAL_STORAGE_BYTES) console.log('note: the document is larger than localStorage allows; the browser driver must be IndexedDB');
if (over.length) {
  console.error(`over target: ${over.join(', ')}`);
  process.exit(1);
}
