/** Builds the mock backend (store + handlers) once, for whichever host runs it. */
import { DEFAULT_ITERATIONS } from './db/passwords';
import { openDb, type LegacySource } from './db/store';
import type { SeedOptions } from './db/seed';
import type { DbDocument, RecordDriver } from './db/types';
import { createLiveStreams, DEFAULT_STREAM_LIMITS, type StreamLimits } from './events/liveStreams';
import { createHandlers } from './handlers';
import { createDeviceCookies } from './handlers/deviceCookie';
import { DEFAULT_SESSION_POLICY, type BackendContext, type SessionPolicy } from './handlers/http';
import { createLoginLimits } from './handlers/loginLimits';
import { createAfterAnswer, type AfterAnswer } from './handlers/afterAnswer';
import { createResetLimits } from './handlers/resetLimits';
import type { Db } from './db/store';
import type { MailTransport } from './mail/message';
import { outboxTransport } from './mail/outbox';
import { createTwoStepState } from './twoStep/state';
import { sweepSlaAlerts } from './sla/slaAlerts';

export interface MockBackendOptions {
  driver: RecordDriver;
  /** Where an older version kept the whole store as one JSON document; moved in once. */
  legacy?: LegacySource;
  latencyMs?: number;
  /** Lower only in tests, where hashing at full strength would only slow the suite down. */
  hashIterations?: number;
  now?: () => number;
  sessions?: SessionPolicy;
  /** Origins besides the API's own that may send state-changing calls (browsers send Origin). */
  allowedOrigins?: Iterable<string>;
  /** The sentence a refused write (507) answers with; the browser's by default. */
  writeFailureMessage?: string;
  /** In the browser: the session cookie as every tab sees it (./sharedCookieJar.ts). */
  sharedSessionToken?: BackendContext['sharedSessionToken'];
  /** In the browser, a tab opened with a session of its own (./sharedCookieJar.ts, `ownTabSession`). */
  tabSession?: BackendContext['tabSession'];
  /** In the browser: the tab's User-Agent, for the sessions it signs in (docs/server.md#signed-in-devices). */
  browserUserAgent?: string;
  /** How many live streams may be open, per session, account and client and in all; the rest default. */
  streamLimits?: Partial<StreamLimits>;
  /** Builds the seed; ./db/seed.ts's `buildSeed`, loaded when first needed, unless a host keeps copies. */
  buildSeed?: (options: Required<SeedOptions>) => Promise<DbDocument>;
  /** How often the clocks' warnings are swept (docs/clock.md#warnings); 0, the default, never on a timer. */
  slaSweepMs?: number;
  /** The clock sign-in codes are checked by (BackendContext.codeClock); `now` unless a test clock moves that one. */
  codeClock?: () => number;
  /**
   * Where mail goes, given the store (./mail/message.ts): by default the store's outbox, as the
   * browser demo and the tests keep it; the reference server writes files (./mail/serverTransport.ts).
   */
  mail?: (db: Db) => MailTransport;
  /** How work after an answer is run (./handlers/afterAnswer.ts); tests may hold it. */
  afterAnswer?: AfterAnswer;
  /** Test servers only: a TOTP code may be used again within its window (./twoStep/state.ts). */
  reusableTotpCodes?: boolean;
}

export interface MockBackend {
  db: BackendContext['db'];
  handlers: ReturnType<typeof createHandlers>;
  /** Puts the seed back (every session ends), forgets failed sign-ins and voids device cookies. */
  resetDemoData: () => Promise<void>;
  /** The open live streams; `close()` ends them, as a server stopping must. */
  liveStreams: BackendContext['liveStreams'];
  /** Sends the clocks' warnings and breaches now owed (./sla/slaAlerts.ts); resolves with how many. */
  sweepSla: () => Promise<number>;
  /** Stops the sweeps on a timer, as a server stopping must. */
  stopSlaWatch: () => void;
  /** The backend's clock (tests compute two-step codes by it). */
  now: () => number;
  /** Resolves once the work handlers left for after their answers (a reset's mail) is done. */
  afterAnswers: () => Promise<void>;
}

export async function createMockBackend({
  driver,
  legacy,
  latencyMs = 0,
  hashIterations = DEFAULT_ITERATIONS,
  now = Date.now,
  sessions = DEFAULT_SESSION_POLICY,
  allowedOrigins = [],
  sharedSessionToken,
  tabSession,
  browserUserAgent,
  writeFailureMessage,
  streamLimits = {},
  buildSeed: buildSeedWith,
  slaSweepMs = 0,
  codeClock = now,
  mail = outboxTransport,
  afterAnswer = createAfterAnswer(),
  reusableTotpCodes: reusableCodes = false,
}: MockBackendOptions): Promise<MockBackend> {
  // The seed brings faker, about half of the mock backend's code: a browser that already holds its
  // demo data (every visit after the first) never downloads it.
  const buildSeed = async () =>
    (buildSeedWith ?? (await import('./db/seed')).buildSeed)({ now: now(), hashIterations });
  const seedFiles = async () => (await import('./db/seedEvidence')).seedEvidenceFiles();
  const db = await openDb({ driver, buildSeed, legacy, writeFailureMessage, seedFiles });
  const deviceCookies = () => createDeviceCookies({ now, lifetimeMs: sessions.absoluteMs });
  const ctx: BackendContext = {
    db,
    latencyMs,
    hashIterations,
    now,
    codeClock,
    sessions,
    allowedOrigins: new Set(allowedOrigins),
    loginLimits: createLoginLimits(now),
    resetLimits: createResetLimits(now),
    mail: mail(db),
    afterAnswer,
    twoStep: createTwoStepState(now, { reusableCodes }),
    deviceCookies: deviceCookies(),
    sharedSessionToken,
    tabSession,
    browserUserAgent,
    liveStreams: createLiveStreams(db, { now, limits: { ...DEFAULT_STREAM_LIMITS, ...streamLimits } }),
  };
  const handlers = createHandlers(ctx);
  const sweepSla = () => sweepSlaAlerts(db, now());
  let sweepFailed = false;
  const timer =
    slaSweepMs > 0
      ? setInterval(() => {
          sweepSla().then(
            () => (sweepFailed = false),
            (error: unknown) => {
              // Said once, not every minute; the next sweep tries again and sends what is still owed.
              if (!sweepFailed) console.warn('[mock backend] the clocks’ warnings could not be sent:', error);
              sweepFailed = true;
            },
          );
        }, slaSweepMs)
      : undefined;
  // A timer alone never keeps a process open (Node); the browser has no such notion.
  if (timer && typeof timer === 'object' && 'unref' in timer) timer.unref();
  return {
    db,
    handlers,
    liveStreams: ctx.liveStreams,
    sweepSla,
    stopSlaWatch: () => clearInterval(timer),
    now,
    afterAnswers: () => afterAnswer.idle(),
    resetDemoData: async () => {
      await db.reset();
      ctx.loginLimits = createLoginLimits(now);
      ctx.resetLimits = createResetLimits(now);
      ctx.twoStep = createTwoStepState(now, { reusableCodes });
      // A new key: cookies issued before the reset are void, as the accounts they named may be gone.
      ctx.deviceCookies = deviceCookies();
    },
  };
}
