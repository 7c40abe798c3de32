/**
 * The test clock (docs/clock.md#the-test-clock): browser journeys move the backend's clock forward
 * instead of waiting hours for a dispute's clock to run down. Only a reference server started with
 * `MOCK_SERVER_TEST_CLOCK=1` answers `POST /__test/clock`; in mock mode a test calls
 * `window.__disputeCentreTestClock.advance(minutes)`, and the offset is kept in localStorage so
 * that every tab's backend reads the same time. Time only moves forward; every move sweeps the
 * clocks' warnings at once, so what a move makes due is sent before its answer.
 */
export const TEST_CLOCK_PATH = '/__test/clock';
/** Where the browser's tabs share the offset, in milliseconds. */
export const TEST_CLOCK_STORAGE_KEY = 'dispute-centre:test-clock-offset-ms';
/** A move of at most a year, in whole minutes. */
const MAX_MINUTES = 525_600;

/** Where the offset lives: memory on the server, localStorage in the browser. */
export interface OffsetStore {
  read(): number;
  write(offsetMs: number): void;
}

export function memoryOffset(): OffsetStore {
  let offset = 0;
  return { read: () => offset, write: (next) => (offset = next) };
}

export function storageOffset(storage: Storage | undefined): OffsetStore {
  return {
    read: () => {
      const value = Number(storage?.getItem(TEST_CLOCK_STORAGE_KEY) ?? 0);
      return Number.isFinite(value) && value > 0 ? value : 0;
    },
    write: (next) => storage?.setItem(TEST_CLOCK_STORAGE_KEY, String(next)),
  };
}

/** Whether `minutes` is a move the clock takes: a whole number of minutes, forward, at most a year. */
export const isClockMove = (minutes: unknown): minutes is number =>
  Number.isInteger(minutes) && (minutes as number) > 0 && (minutes as number) <= MAX_MINUTES;

export function createTestClock(offset: OffsetStore = memoryOffset()) {
  const now = () => Date.now() + offset.read();
  /** Moves the clock `minutes` forward and sends what that made due; resolves with the new time. */
  const advance = async (minutes: number, sweep: () => Promise<number>) => {
    offset.write(offset.read() + minutes * 60_000);
    const alertsSent = await sweep();
    return { now: new Date(now()).toISOString(), alertsSent };
  };
  const reply = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  return {
    now,
    advance,
    handles: (request: Request) => new URL(request.url).pathname === TEST_CLOCK_PATH,
    /** GET: the clock's time; POST `{ "advanceMinutes": n }`: moves it. */
    answer: async (request: Request, sweep: () => Promise<number>): Promise<Response> => {
      if (request.method === 'GET') return reply(200, { now: new Date(now()).toISOString(), alertsSent: 0 });
      if (request.method !== 'POST') return reply(405, { message: 'Use GET or POST' });
      const body: unknown = await request.json().catch(() => null);
      const minutes =
        typeof body === 'object' && body !== null ? (body as { advanceMinutes?: unknown }).advanceMinutes : null;
      if (!isClockMove(minutes)) {
        return reply(400, { message: `advanceMinutes must be a whole number from 1 to ${MAX_MINUTES}` });
      }
      return reply(200, await advance(minutes, sweep));
    },
  };
}

export type TestClock = ReturnType<typeof createTestClock>;
