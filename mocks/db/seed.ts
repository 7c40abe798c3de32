/**
 * The deterministic demo data: the same `now` and iterations give the same document. Sample
 * users have no password (they cannot sign in); the demo user and the three admins can.
 */
import { Faker, en } from '@faker-js/faker';
import {
  DISPUTE_STATUSES,
  DISPUTE_TYPES,
  type DisputeStatus,
  type DisputeType,
  type PersonRef,
  type TimelineEntry,
} from '../../src/api';
import { sortNewestFirst } from './order';
import { seedEvidence, type SeedFile } from './seedEvidence';
import { seedSettings } from './seedSettings';
import { seedTransaction, walletFromDraw } from './seedTransactions';
import { DEFAULT_ITERATIONS } from './passwords';
import { seedPasswordHash } from './seedPasswords';
import { hashRecoveryCode } from '../twoStep/recoveryCodes';
import {
  SCHEMA_VERSION,
  type DbDocument,
  type StoredDispute,
  type StoredEvidence,
  type StoredMessage,
  type StoredNotification,
  type StoredUser,
} from './types';
import * as content from './seedContent';
import { withPastAlertsMarked } from '../sla/slaAlerts';

export const DEMO_USER = { email: 'demo@example.com', password: 'Password123!' } as const;
/**
 * The admins sign in with a code too (docs/server.md#two-step-sign-in): their TOTP secrets are fixed
 * and public, so tests and a presenter can compute codes (README, "Signing in as the demo admin"),
 * and so are their recovery codes. Demo data only: a real account's secret is never written down.
 */
export const DEMO_ADMIN = {
  email: 'admin@example.com',
  password: 'Admin123!',
  totpSecret: 'DSPUTECENTREDEMOADMINTOTPSECRET2',
  recoveryCodes: Array.from({ length: 10 }, (_, i) => `rescue-sam-${String(i + 1).padStart(2, '0')}`),
} as const;
/** A second admin, so the support desk can show disputes assigned to each and two admins at once. */
export const DEMO_SUPPORT = {
  email: 'support@example.com',
  password: 'Support123!',
  totpSecret: 'DSPUTECENTREDEMOSUPPORTTOTPKEY23',
  recoveryCodes: Array.from({ length: 10 }, (_, i) => `rescue-jordan-${String(i + 1).padStart(2, '0')}`),
} as const;
/** An admin yet to set up two-step sign-in: signed in, they are sent to set it up before anything else. */
export const DEMO_NEW_ADMIN = { email: 'new.admin@example.com', password: 'Enrol123!' } as const;

/** A seeded admin's second step, enrolled when the demo was made. */
const seededTwoStep = (account: { totpSecret: string; recoveryCodes: readonly string[] }, enrolledAt: string) => ({
  secret: account.totpSecret,
  enrolledAt,
  lastStep: null,
  recoveryCodes: account.recoveryCodes.map(hashRecoveryCode),
});

const SEED = 20261121;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** How far back the open cases were filed (their oldest ten days ago). */
const OPEN_SPAN = 10 * DAY;
const SAMPLE_USERS = 38;
const DEMO_DISPUTES_PER_STATUS = 3;
const TOTAL_DISPUTES = 120;
/** Disputes made between two pauses for the browser (see `nextTask`). */
const DISPUTES_PER_SLICE = 10;

/**
 * Lets the browser handle what waits (a tap, a paint) before the seed goes on: the demo's first
 * visit makes its sample data on the page's main thread, on a phone a few hundred milliseconds of
 * it, and in one piece it would hold every tap that long (docs/performance.md#main-thread). A
 * message on a channel of its own, not a timer: fake timers in a test would never fire it.
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

export interface SeedOptions {
  now?: number;
  hashIterations?: number;
}

const PATH: Record<DisputeStatus, DisputeStatus[]> = {
  New: ['New'],
  'In Progress': ['New', 'In Progress'],
  'Under Review': ['New', 'In Progress', 'Under Review'],
  Resolved: ['New', 'In Progress', 'Under Review', 'Resolved'],
  Rejected: ['New', 'In Progress', 'Rejected'],
};

const STEP_DETAILS: Record<DisputeStatus, string> = {
  New: 'Dispute submitted',
  'In Progress': 'Assigned to an investigator',
  'Under Review': 'Evidence and on-chain data under review',
  Resolved: 'Refund approved and sent to the wallet on file',
  Rejected: 'Claim declined after investigation',
};

/** How an account is named on messages and the timeline, as the handlers name it (../handlers/views.ts). */
const nameOf = (user: StoredUser) => ({
  id: user.id,
  name: `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.username,
});

export async function buildSeed({
  now = Date.now(),
  hashIterations = DEFAULT_ITERATIONS,
}: SeedOptions = {}): Promise<DbDocument> {
  const faker = new Faker({ locale: [en], seed: SEED });
  const iso = (time: number) => new Date(time).toISOString();
  const evmAddress = () => faker.string.hexadecimal({ length: 40, casing: 'lower' });
  const saltFrom = (source: Faker) => Uint8Array.from({ length: 16 }, () => source.number.int(255));
  const salt = () => saltFrom(faker);

  const demoUser: StoredUser = {
    id: 'usr-1',
    username: 'alex.morgan',
    email: DEMO_USER.email,
    firstName: 'Alex',
    lastName: 'Morgan',
    walletAddress: '0x52908400098527886e0f7030069857d2e4169ee7',
    isAdmin: false,
    createdAt: iso(now - 400 * DAY),
    passwordHash: await seedPasswordHash(DEMO_USER.password, hashIterations, salt()),
  };
  const demoAdmin: StoredUser = {
    id: 'usr-2',
    username: 'admin',
    email: DEMO_ADMIN.email,
    firstName: 'Sam',
    lastName: 'Rivera',
    walletAddress: null,
    isAdmin: true,
    createdAt: iso(now - 800 * DAY),
    passwordHash: await seedPasswordHash(DEMO_ADMIN.password, hashIterations, salt()),
    twoStep: seededTwoStep(DEMO_ADMIN, iso(now - 700 * DAY)),
  };
  const users: StoredUser[] = [demoUser, demoAdmin];
  for (let i = 0; i < SAMPLE_USERS; i++) {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    users.push({
      id: `usr-${users.length + 1}`,
      username: `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, ''),
      email: faker.internet.email({ firstName, lastName, provider: 'example.net' }).toLowerCase(),
      firstName,
      lastName,
      walletAddress: faker.datatype.boolean(0.8)
        ? walletFromDraw(evmAddress(), false)
        : walletFromDraw(faker.string.alphanumeric({ length: 38, casing: 'lower' }), true),
      isAdmin: false,
      createdAt: iso(now - faker.number.int({ min: 30, max: 700 }) * DAY),
      passwordHash: null,
    });
  }

  let messageSeq = 0;
  const disputes: StoredDispute[] = [];
  const addDispute = (owner: StoredUser, status: DisputeStatus, type: DisputeType) => {
    const network = faker.helpers.arrayElement(content.NETWORKS);
    const closedStatus = status === 'Resolved' || status === 'Rejected';
    // A few closed cases close during the current UTC day, so the admin's resolved-today figure is
    // never empty; they were filed days before, not months, like the rest of the closed cases.
    const closesToday = closedStatus && disputes.length % 9 === 0;
    const drawn = closesToday
      ? faker.number.int({ min: DAY, max: 5 * DAY })
      : faker.number.int({ min: 2 * HOUR, max: 120 * DAY });
    // Most open cases are recent, as on a desk that keeps its targets (docs/clock.md): the same
    // draw squeezed into the last ten days, so their clocks show every state and nothing else
    // moves; every fourth keeps its age, the backlog any desk has.
    const squeezed = !closedStatus && disputes.length % 4 !== 0;
    const created = now - (squeezed ? 2 * HOUR + Math.round(((drawn - 2 * HOUR) * OPEN_SPAN) / (120 * DAY)) : drawn);
    const startOfToday = new Date(now).setUTCHours(0, 0, 0, 0);
    const lastStep = closesToday ? faker.number.int({ min: startOfToday, max: now }) : undefined;
    const timeline = buildTimeline(PATH[status], created, now, lastStep, faker);
    const messages: StoredMessage[] = [];
    const id = `DSP-${100001 + disputes.length}`;
    const evidence: StoredEvidence[] = [];
    const addEvidence = (file: SeedFile, at: string): { id: string; name: string } => {
      const record = {
        id: `${id}-E${evidence.length + 1}`,
        name: file.name,
        size: file.size,
        contentType: file.contentType,
        sha256: file.sha256,
        uploadedAt: at,
        uploadedBy: nameOf(owner),
      };
      evidence.push(record);
      return { id: record.id, name: record.name };
    };
    // Every fifth case was filed with the exchange's statement (a PDF).
    if (disputes.length % 5 === 0) addEvidence(seedEvidence().statement, iso(created));
    if (status !== 'New') {
      messages.push({
        id: `msg-${++messageSeq}`,
        content: content.ADMIN_FIRST_REPLY,
        timestamp: timeline[1]?.timestamp ?? iso(created),
        isFromAdmin: true,
        attachments: [],
        author: nameOf(demoAdmin),
        internal: false,
      });
      if (faker.datatype.boolean()) {
        // Never after now: a case filed an hour ago has its answer already.
        const at = iso(Math.min(Date.parse(timeline[1]?.timestamp ?? iso(created)) + 3 * HOUR, now));
        const attachments = faker.datatype.boolean() ? [addEvidence(seedEvidence().screenshot, at)] : [];
        messages.push({
          id: `msg-${++messageSeq}`,
          content: faker.helpers.arrayElement(content.USER_FOLLOW_UPS),
          timestamp: at,
          isFromAdmin: false,
          attachments,
          author: nameOf(owner),
          internal: false,
        });
      }
    }
    const amount = faker.number.float({ min: 15, max: 25_000, fractionDigits: 2 });
    const expectedFee = faker.number.float({ min: 0.0005, max: 0.004, fractionDigits: 4 });
    const charged = expectedFee * faker.number.float({ min: 1.5, max: 9, fractionDigits: 2 });
    disputes.push({
      id,
      evidence,
      type,
      status,
      amount,
      transactionId: network.evm
        ? faker.string.hexadecimal({ length: 64, casing: 'lower' })
        : faker.string.hexadecimal({ length: 64, casing: 'lower', prefix: '' }),
      transactionDate: iso(created - faker.number.int({ min: 1, max: 10 }) * DAY).slice(0, 10),
      description: faker.helpers.arrayElement(content.DESCRIPTIONS[type]),
      contactEmail: owner.email,
      contactPhone: faker.datatype.boolean(0.6) ? faker.phone.number({ style: 'international' }) : null,
      termsAccepted: true,
      createdAt: iso(created),
      userId: owner.id,
      userEmail: owner.email,
      messages,
      timeline,
      transactionDetails: faker.datatype.boolean(0.85)
        ? {
            transactionType: faker.helpers.arrayElement(content.TRANSACTION_TYPES),
            network: network.network,
            gasPriceAtTime: network.evm
              ? `${faker.number.int({ min: 8, max: 140 })} gwei`
              : `${faker.number.int({ min: 4, max: 60 })} sat/vB`,
            expectedFeeRange: `${expectedFee.toFixed(4)} - ${(expectedFee * 1.4).toFixed(4)} ${network.unit}`,
            actualFeeCharged: `${charged.toFixed(4)} ${network.unit}`,
            feeDiscrepancy: `+${Math.round((charged / expectedFee - 1) * 100)}%`,
            sample: true,
          }
        : null,
      technicalAnalysis:
        status !== 'New' && faker.datatype.boolean(0.6)
          ? {
              systemReport: `On-chain trace on ${network.network} confirms the transfer; ${faker.number.int({ min: 1, max: 4 })} related addresses were flagged in earlier reports.`,
              recommendation: faker.helpers.arrayElement([
                'Refund the fee difference.',
                'Request the exchange statement before deciding.',
                'Escalate to the fraud team and freeze the linked account.',
              ]),
              sample: true,
            }
          : null,
      adminNotes:
        status === 'New'
          ? null
          : faker.helpers.arrayElement([
              null,
              'Checked the explorer; amounts match the report.',
              "Similar pattern to last month's phishing wave.",
            ]),
      resolution:
        status === 'Resolved'
          ? {
              type: 'refund',
              refundAmount: Math.max(0, amount - 5),
              resolvedAt: timeline[timeline.length - 1]?.timestamp ?? iso(now),
            }
          : status === 'Rejected'
            ? { type: 'decline', refundAmount: null, resolvedAt: timeline[timeline.length - 1]?.timestamp ?? iso(now) }
            : null,
    });
    // The transaction's own fields, drawn apart (./seedTransactions.ts); a dispute that has them
    // carries no sample details, which describe no transaction it names.
    const filed = disputes.at(-1);
    const transaction = seedTransaction(disputes.length - 1, owner.walletAddress);
    if (filed && transaction) {
      const { description, ...fields } = transaction;
      Object.assign(filed, fields, { transactionDetails: null, technicalAnalysis: null });
      if (description) filed.description = description;
    } else if (filed) {
      Object.assign(filed, { network: null, asset: null, fromAddress: null, toAddress: null, memo: null });
    }
  };

  DISPUTE_STATUSES.forEach((status, s) => {
    for (let i = 0; i < DEMO_DISPUTES_PER_STATUS; i++)
      addDispute(demoUser, status, DISPUTE_TYPES[(s + i) % DISPUTE_TYPES.length] ?? 'other');
  });
  const sampleUsers = users.slice(2);
  while (disputes.length < TOTAL_DISPUTES) {
    const n = disputes.length;
    if (n % DISPUTES_PER_SLICE === 0) await nextTask();
    // Skewed towards the first users, and none for the last ten: some accounts have many
    // disputes, some one, some none, so the KYC badge and stats show both states.
    const owner = sampleUsers[Math.floor(faker.number.float() ** 2 * (sampleUsers.length - 10))] ?? demoUser;
    addDispute(
      owner,
      DISPUTE_STATUSES[n % DISPUTE_STATUSES.length] ?? 'New',
      faker.helpers.arrayElement(DISPUTE_TYPES),
    );
  }

  // Made after everything else, so the sample data drawn before it is the same as without it. Its
  // salt has a generator of its own: the draws before this point vary with `now`, and a salt that
  // never changes lets its hash be worked out once (./seedPasswords.ts).
  const support: StoredUser = {
    id: `usr-${users.length + 1}`,
    username: 'jordan.lee',
    email: DEMO_SUPPORT.email,
    firstName: 'Jordan',
    lastName: 'Lee',
    walletAddress: null,
    isAdmin: true,
    createdAt: iso(now - 500 * DAY),
    passwordHash: await seedPasswordHash(
      DEMO_SUPPORT.password,
      hashIterations,
      saltFrom(new Faker({ locale: [en], seed: SEED + 1 })),
    ),
    twoStep: seededTwoStep(DEMO_SUPPORT, iso(now - 400 * DAY)),
  };
  users.push(support);
  // Last, with a salt of its own like the one above: nothing drawn before changes.
  users.push({
    id: `usr-${users.length + 1}`,
    username: 'casey.nguyen',
    email: DEMO_NEW_ADMIN.email,
    firstName: 'Casey',
    lastName: 'Nguyen',
    walletAddress: null,
    isAdmin: true,
    createdAt: iso(now - 2 * DAY),
    passwordHash: await seedPasswordHash(
      DEMO_NEW_ADMIN.password,
      hashIterations,
      saltFrom(new Faker({ locale: [en], seed: SEED + 2 })),
    ),
  });
  messageSeq = addDeskThreads(disputes, users, { sam: demoAdmin, jordan: support }, messageSeq, now);

  const notifications: StoredNotification[] = content.NOTIFICATION_TEXTS.map((text, i) => ({
    id: `ntf-${i + 1}`,
    ...text,
    date: iso(now - (i * 2 + 1) * 9 * HOUR),
    userId: text.type === 'warning' && i === 3 ? null : demoUser.id,
  }));

  const settings = seedSettings(now, { sam: nameOf(demoAdmin), jordan: nameOf(support) });
  return {
    schemaVersion: SCHEMA_VERSION,
    users,
    sessions: [],
    // What the demo's past owed its clocks is marked sent: the first sweep warns of nothing old.
    disputes: sortNewestFirst(disputes.map((dispute) => withPastAlertsMarked(dispute, settings.targets, now))),
    notifications,
    scamAlerts: content.SCAM_ALERTS.map(({ daysAgo, ...alert }, i) => ({
      id: `alert-${i + 1}`,
      ...alert,
      date: iso(now - daysAgo * DAY),
    })),
    securityTips: content.SECURITY_TIPS.map((tip, i) => ({ id: `tip-${i + 1}`, ...tip })),
    educationalResources: content.EDUCATIONAL_RESOURCES.map((resource, i) => ({ id: `res-${i + 1}`, ...resource })),
    settings: [settings],
    passwordResets: [],
    outbox: [],
    sequences: {
      user: users.length,
      dispute: 100000 + disputes.length,
      message: messageSeq,
      notification: notifications.length,
    },
  };
}

/**
 * The support desk's states, by each dispute's position (no random draws, so nothing else moves):
 * New disputes are unassigned, some with a triage note or a user's question waiting on support;
 * the others are assigned to one admin or the other (every fourth active one to nobody), their
 * first reply written by that admin, and every other active one carries an internal note.
 * Returns the last message number handed out.
 */
function addDeskThreads(
  disputes: StoredDispute[],
  users: StoredUser[],
  admins: { sam: StoredUser; jordan: StoredUser },
  lastMessage: number,
  now: number,
): number {
  let messageSeq = lastMessage;
  const at = (time: number) => new Date(Math.min(time, now)).toISOString();
  disputes.forEach((dispute, index) => {
    const created = Date.parse(dispute.createdAt);
    const owner = users.find((user) => user.id === dispute.userId);
    const extra: StoredMessage[] = [];
    if (dispute.status === 'New') {
      if (index % 3 === 1)
        extra.push({
          id: '',
          content: content.USER_QUESTION,
          timestamp: at(created + HOUR),
          isFromAdmin: false,
          attachments: [],
          author: owner ? nameOf(owner) : null,
          internal: false,
        });
      if (index % 4 === 0)
        extra.push({
          id: '',
          content: content.TRIAGE_NOTE,
          timestamp: at(created + 2 * HOUR),
          isFromAdmin: true,
          attachments: [],
          author: nameOf(admins.sam),
          internal: true,
        });
    } else {
      const holder = index % 2 === 0 ? admins.sam : admins.jordan;
      const active = dispute.status === 'In Progress' || dispute.status === 'Under Review';
      dispute.assignee = active && index % 4 === 3 ? null : nameOf(holder);
      if (dispute.assignee) addAssignment(dispute, dispute.assignee, nameOf(admins.sam));
      for (const message of dispute.messages) if (message.isFromAdmin) message.author = nameOf(holder);
      if (active && index % 2 === 0) {
        const replied = Date.parse(dispute.messages[0]?.timestamp ?? dispute.createdAt);
        const note = content.INTERNAL_NOTES[index % content.INTERNAL_NOTES.length] ?? content.TRIAGE_NOTE;
        extra.push({
          id: '',
          content: note,
          timestamp: at(replied + HOUR),
          isFromAdmin: true,
          attachments: [],
          author: nameOf(holder),
          internal: true,
        });
      }
    }
    for (const message of extra) message.id = `msg-${++messageSeq}`;
    dispute.messages = [...dispute.messages, ...extra].sort((a, b) => a.timestamp.localeCompare(b.timestamp));
  });
  return messageSeq;
}

/**
 * The timeline entry an assignment writes (docs/server.md#support-desk), as if Sam triaged the
 * dispute soon after it was filed: between its first entry and its second, so the timeline still
 * runs forward and ends with the dispute's status.
 */
function addAssignment(dispute: StoredDispute, assignee: PersonRef, triage: PersonRef): void {
  const [filed, next, ...rest] = dispute.timeline;
  if (!filed || !next) return;
  const first = Date.parse(filed.timestamp);
  const at = first + Math.min(30 * 60_000, Math.floor((Date.parse(next.timestamp) - first) / 2));
  const entry = {
    status: filed.status,
    timestamp: new Date(at).toISOString(),
    details: `Assigned to ${assignee.name}`,
    actor: triage,
  };
  dispute.timeline = [filed, entry, next, ...rest];
}

function buildTimeline(
  path: DisputeStatus[],
  created: number,
  now: number,
  lastStepAt: number | undefined,
  faker: Faker,
): TimelineEntry[] {
  const closed = path[path.length - 1] === 'Resolved' || path[path.length - 1] === 'Rejected';
  // Closed cases took one to eight days, as a resolution-time figure would expect; open ones
  // spread their steps over the time since filing.
  const span = closed
    ? Math.min(Math.max(now - created, HOUR), faker.number.int({ min: DAY, max: 8 * DAY }))
    : Math.max(now - created, HOUR);
  return path.map((status, index) => {
    const isLast = index === path.length - 1 && index > 0;
    const time =
      index === 0
        ? created
        : isLast && lastStepAt !== undefined && lastStepAt > created
          ? lastStepAt
          : created + Math.floor((span * index) / (path.length + 1)) + faker.number.int({ min: 0, max: HOUR });
    return { status, timestamp: new Date(time).toISOString(), details: STEP_DETAILS[status] };
  });
}
