/**
 * The half of bench:store that runs wherever the store runs: in Node over SQLite
 * (scripts/bench-store-node.ts) and in a Chromium page over IndexedDB (bench/store-browser). It
 * calls the real handlers through msw's getResponse, as the reference server does, so a figure is
 * what a caller waits for, minus the network. Browser-safe: no Node modules.
 */
import { sessionKey } from '../mocks/handlers/http';
import { getResponse } from 'msw';
import type { MockBackend } from '../mocks/backend';
import type { Db } from '../mocks/db/store';
import type { RecordDriver, StoredDispute } from '../mocks/db/types';

/** Enough for steady medians on a busy 2-core machine; the whole bench still takes well under a minute. */
export const RUNS = { warmUp: 10, write: 100, list: 30, search: 30 } as const;

export interface Stat {
  median: number;
  p95: number;
}

/** One row of the table: a driver at one size of store. */
export interface PhaseFigures {
  disputes: number;
  write: Stat;
  /** The driver's own share of a write: `commit`, from the call to the durable transaction. */
  commit: Stat;
  list: Stat;
  search: Stat;
  /** What the store takes on disk, when the host can tell, and what makes it up. */
  size: { bytes: number; parts: string } | null;
}

export interface Account {
  email: string;
  password: string;
}

export interface BenchTarget {
  backend: MockBackend;
  /** The seed's demo accounts (mocks/db/seed.ts), passed in so a page loads the seed's module only when the backend does. */
  accounts: { user: Account; admin: Account };
  /** The origin requests are addressed to (a page's own, so its cookies go with them). */
  origin: string;
  /**
   * Makes the following requests carry `token` as the session, and returns the headers to send.
   * Node sends a Cookie header; a page cannot (a forbidden header), so it sets document.cookie,
   * which msw reads for same-origin requests as the browser sends it to the service worker.
   */
  useSession(token: string): Record<string, string>;
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function stat(samples: readonly number[]): Stat {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
}

/** The driver as it is, with the time of each commit noted in `commits`. */
export function timedDriver(driver: RecordDriver, commits: number[]): RecordDriver {
  return {
    ...driver,
    async commit(...args) {
      const started = performance.now();
      try {
        return await driver.commit(...args);
      } finally {
        commits.push(performance.now() - started);
      }
    },
  };
}

const NEW_DISPUTE = JSON.stringify({
  type: 'fee_dispute',
  transactionId: '0x5f1e9a7c',
  transactionDate: '2026-01-15',
  amount: 12.5,
  description: 'The network fee charged was far above the estimate shown before I confirmed.',
  contactEmail: 'bench@example.org',
  termsAccepted: true,
});

export function storeBench(target: BenchTarget, commits: number[]) {
  const { db } = target.backend;
  // Grown copies are made from the seed only, not from what the bench itself filed.
  const templates = structuredClone(db.data.disputes);

  const call = async (path: string, headers: Record<string, string>, init: RequestInit = {}): Promise<Response> => {
    const request = new Request(`${target.origin}${path}`, {
      ...init,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
    const response = await getResponse(target.backend.handlers, request);
    if (!response) throw new Error(`no handler answered ${path}`);
    return response;
  };
  const expect = async (response: Response, status: number, what: string) => {
    if (response.status !== status) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  };

  async function signIn(account: Account): Promise<Record<string, string>> {
    const body = JSON.stringify({ username: account.email, password: account.password });
    const response = await call('/api/auth/login', {}, { method: 'POST', body });
    await expect(response, 200, `sign-in as ${account.email}`);
    const { id } = (await response.json()) as { id: string };
    // A page cannot read Set-Cookie, and the store keeps only a token's hash: the bench starts a
    // session of its own for the signed-in user, whose token it then knows.
    const token = crypto.randomUUID();
    const now = new Date().toISOString();
    await db.write((tx) =>
      tx.put('sessions', { tokenHash: sessionKey(token), userId: id, createdAt: now, lastSeenAt: now }),
    );
    return target.useSession(token);
  }

  async function samples(runs: number, run: () => Promise<void>): Promise<number[]> {
    for (let i = 0; i < RUNS.warmUp; i++) await run();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    return times;
  }

  return {
    /** Times writes, lists and searches through the handlers, on the store as it is now. */
    async measure(): Promise<Omit<PhaseFigures, 'size'>> {
      const disputes = db.data.disputes.length;
      const scamReport = db.data.disputes.find((dispute) => dispute.type === 'scam_report');
      if (!scamReport) throw new Error('the store holds no scam report to look up');
      const query = `/api/scam-check?q=${encodeURIComponent(scamReport.transactionId)}`;

      // Fresh sessions per phase: a session unused for a minute is touched, a write that would land in a read's time.
      const user = await signIn(target.accounts.user);
      const fileDispute = async () =>
        expect(await call('/api/disputes', user, { method: 'POST', body: NEW_DISPUTE }), 201, 'POST /api/disputes');
      commits.length = 0;
      const write = await samples(RUNS.write, fileDispute);
      const commit = commits.slice(-RUNS.write);
      const search = await samples(RUNS.search, async () =>
        expect(await call(query, user), 200, 'GET /api/scam-check'),
      );

      const admin = await signIn(target.accounts.admin);
      const list = await samples(RUNS.list, async () =>
        expect(await call('/api/admin/disputes', admin), 200, 'GET /api/admin/disputes'),
      );
      return { disputes, write: stat(write), commit: stat(commit), list: stat(list), search: stat(search) };
    },
    /**
     * Times uploads of a 10 MB evidence file through the handlers, each to a dispute of its own
     * (its first file), from the request to the answer: parsed, hashed, kept and committed.
     */
    async uploads(runs: number, fileBytes: number): Promise<Stat> {
      const user = await signIn(target.accounts.user);
      const bytes = new Uint8Array(fileBytes);
      bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const times: number[] = [];
      for (let run = 0; run <= runs; run++) {
        const filed = await call('/api/disputes', user, { method: 'POST', body: NEW_DISPUTE });
        await expect(filed, 201, 'POST /api/disputes');
        const { id } = (await filed.json()) as { id: string };
        const form = new FormData();
        form.append('file', new Blob([bytes]), `bench-${run}.png`);
        const started = performance.now();
        const request = new Request(`${target.origin}/api/disputes/${id}/evidence`, {
          method: 'POST',
          headers: user,
          body: form,
        });
        const answer = await getResponse(target.backend.handlers, request);
        if (answer?.status !== 201) throw new Error(`upload answered ${answer?.status}: ${await answer?.text()}`);
        if (run > 0) times.push(performance.now() - started); // the first warms up
      }
      return stat(times);
    },
    /** Brings the store to `total` disputes in one transaction, as if filed over the months before. */
    grow: (total: number) => grow(db, templates, total),
  };
}

const MINUTE = 60_000;

async function grow(db: Db, templates: readonly StoredDispute[], total: number): Promise<void> {
  const missing = total - db.data.disputes.length;
  if (missing <= 0 || templates.length === 0) return;
  await db.write((tx) => {
    for (let n = 0; n < missing; n++) {
      const template = templates[n % templates.length];
      if (!template) continue;
      // A few minutes apart, further back the more there are: 10,000 disputes span about half a year.
      const shift = (iso: string) => new Date(Date.parse(iso) - (n + 1) * 7 * MINUTE).toISOString();
      const copy = structuredClone(template);
      const dispute: StoredDispute = {
        ...copy,
        id: tx.nextId('dispute'),
        createdAt: shift(copy.createdAt),
        transactionDate: shift(`${copy.transactionDate}T12:00:00.000Z`).slice(0, 10),
        timeline: copy.timeline.map((step) => ({ ...step, timestamp: shift(step.timestamp) })),
        messages: copy.messages.map((message) => ({
          ...message,
          id: tx.nextId('message'),
          timestamp: shift(message.timestamp),
        })),
        resolution: copy.resolution && { ...copy.resolution, resolvedAt: shift(copy.resolution.resolvedAt) },
      };
      tx.put('disputes', dispute);
      // Each filed dispute also left its "received" notification, as POST /api/disputes does.
      tx.put('notifications', {
        id: tx.nextId('notification'),
        userId: dispute.userId,
        type: 'info',
        date: dispute.createdAt,
        title: 'Dispute received',
        message: `We received dispute ${dispute.id} and will review it shortly.`,
      });
    }
  });
}
