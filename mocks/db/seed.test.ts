/** The demo seed: deterministic, realistic, enough of everything, and valid against the contract. */
import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  DISPUTE_STATUSES,
  DISPUTE_TYPES,
  DisputeSchema,
  EducationalResourceSchema,
  NotificationSchema,
  RISK_LEVELS,
  ScamAlertSchema,
  SecurityTipSchema,
  UserSchema,
} from '../../src/api';
import { readAddress, readTransactionHash } from '../../src/api/chainFormats';
import { NETWORK_IDS } from '../../src/api/networks';
import { transactionFieldErrors } from '../../src/api/transactionChecks';
import { verifyPassword } from './passwords';
import { MISSING_MEMO_DESCRIPTION, SEEDED_SHARED_RECIPIENT, WRONG_NETWORK_DESCRIPTION } from './seedTransactions';
import { buildSeed, DEMO_ADMIN, DEMO_NEW_ADMIN, DEMO_SUPPORT, DEMO_USER } from './seed';
import { SCHEMA_VERSION, type DbDocument } from './types';

const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const options = { now: NOW, hashIterations: 1000 };
let seed: DbDocument;

beforeAll(async () => {
  seed = await buildSeed(options);
});

const demoUser = () => seed.users.find((user) => user.email === DEMO_USER.email);
const admin = () => seed.users.find((user) => user.email === DEMO_ADMIN.email);
const support = () => seed.users.find((user) => user.email === DEMO_SUPPORT.email);

describe('the seed', () => {
  it('is deterministic for a fixed now and iteration count', async () => {
    expect(await buildSeed(options)).toEqual(seed);
  });

  it('has about 40 users, 120 disputes, no sessions and the current schema version', () => {
    expect(seed.schemaVersion).toBe(SCHEMA_VERSION);
    expect(seed.users.length).toBeGreaterThanOrEqual(35);
    expect(seed.users.length).toBeLessThanOrEqual(45);
    expect(seed.disputes).toHaveLength(120);
    expect(seed.sessions).toEqual([]);
  });

  it('uses unique ids and emails, and sequences past every id handed out', () => {
    const unique = (values: string[]) => new Set(values).size === values.length;
    expect(unique(seed.users.map((user) => user.id))).toBe(true);
    expect(unique(seed.users.map((user) => user.email))).toBe(true);
    expect(unique(seed.disputes.map((dispute) => dispute.id))).toBe(true);
    const messageIds = seed.disputes.flatMap((dispute) => dispute.messages.map((message) => message.id));
    expect(unique(messageIds)).toBe(true);
    const highest = (ids: string[]) => Math.max(...ids.map((id) => Number(/\d+$/.exec(id)?.[0])));
    expect(seed.sequences.user).toBeGreaterThanOrEqual(highest(seed.users.map((user) => user.id)));
    expect(seed.sequences.dispute).toBeGreaterThanOrEqual(highest(seed.disputes.map((dispute) => dispute.id)));
    expect(seed.sequences.message).toBeGreaterThanOrEqual(highest(messageIds));
    expect(seed.sequences.notification).toBeGreaterThanOrEqual(highest(seed.notifications.map((n) => n.id)));
  });

  it('covers all five statuses and all five types', () => {
    expect(new Set(seed.disputes.map((dispute) => dispute.status))).toEqual(new Set(DISPUTE_STATUSES));
    expect(new Set(seed.disputes.map((dispute) => dispute.type))).toEqual(new Set(DISPUTE_TYPES));
  });

  it('gives the demo user a first name and several disputes in every status', async () => {
    const user = demoUser();
    expect(user?.firstName).toBeTruthy();
    expect(user?.isAdmin).toBe(false);
    const own = seed.disputes.filter((dispute) => dispute.userId === user?.id);
    for (const status of DISPUTE_STATUSES) {
      expect(own.filter((dispute) => dispute.status === status).length, status).toBeGreaterThanOrEqual(2);
    }
    await expect(verifyPassword(DEMO_USER.password, user?.passwordHash ?? null)).resolves.toBe(true);
  });

  it('makes the demo admin, the support admin and the admin yet to enrol admins who can sign in, and nobody else', async () => {
    const newAdmin = seed.users.find((user) => user.email === DEMO_NEW_ADMIN.email);
    expect(admin()?.isAdmin).toBe(true);
    expect(support()?.isAdmin).toBe(true);
    expect(newAdmin?.isAdmin).toBe(true);
    expect(seed.users.filter((user) => user.isAdmin)).toHaveLength(3);
    await expect(verifyPassword(DEMO_ADMIN.password, admin()?.passwordHash ?? null)).resolves.toBe(true);
    await expect(verifyPassword(DEMO_SUPPORT.password, support()?.passwordHash ?? null)).resolves.toBe(true);
    await expect(verifyPassword(DEMO_NEW_ADMIN.password, newAdmin?.passwordHash ?? null)).resolves.toBe(true);
    // Two-step sign-in (docs/server.md#two-step-sign-in): the first two have their fixed secrets, the third none yet.
    expect(admin()?.twoStep?.secret).toBe(DEMO_ADMIN.totpSecret);
    expect(support()?.twoStep?.recoveryCodes).toHaveLength(10);
    expect(newAdmin?.twoStep).toBeUndefined();
    const sample = seed.users.filter(
      (user) => user !== demoUser() && user !== admin() && user !== support() && user !== newAdmin,
    );
    expect(sample.every((user) => user.passwordHash === null)).toBe(true);
  });

  it('stores no password in plain text', () => {
    const text = JSON.stringify(seed);
    expect(text).not.toContain(DEMO_USER.password);
    expect(text).not.toContain(DEMO_ADMIN.password);
    expect(text).not.toContain(DEMO_SUPPORT.password);
  });

  it('has support-desk threads in every state, the demo user’s included', () => {
    const visible = (dispute: DbDocument['disputes'][number]) =>
      dispute.messages.filter((message) => message.internal !== true);
    const active = (dispute: DbDocument['disputes'][number]) =>
      ['New', 'In Progress', 'Under Review'].includes(dispute.status);
    const awaiting = (dispute: DbDocument['disputes'][number]) =>
      active(dispute) ? visible(dispute).at(-1)?.isFromAdmin : undefined;
    for (const disputes of [seed.disputes, seed.disputes.filter((dispute) => dispute.userId === demoUser()?.id)]) {
      expect(
        disputes.some((dispute) => awaiting(dispute) === false),
        'waiting on support',
      ).toBe(true);
      expect(
        disputes.some((dispute) => awaiting(dispute) === true),
        'waiting on the user',
      ).toBe(true);
      expect(
        disputes.some((dispute) => dispute.messages.some((message) => message.internal === true)),
        'with an internal note',
      ).toBe(true);
      expect(
        disputes.some((dispute) => active(dispute) && !dispute.assignee),
        'unassigned',
      ).toBe(true);
      for (const holder of [admin(), support()])
        expect(
          disputes.some((dispute) => dispute.assignee?.id === holder?.id),
          `assigned to ${holder?.id}`,
        ).toBe(true);
    }
    for (const dispute of seed.disputes) {
      for (const message of dispute.messages) {
        expect(message.author, message.id).not.toBeNull();
        // Internal notes and support replies are written by admins; the others by the dispute's owner.
        const admins = [admin()?.id, support()?.id];
        if (message.isFromAdmin) expect(admins).toContain(message.author?.id);
        else expect(message.author?.id).toBe(dispute.userId);
      }
      const times = dispute.messages.map((message) => message.timestamp);
      expect(times, dispute.id).toEqual([...times].sort());
    }
  });

  it('has at least 6 scam alerts across High, Medium and Low, 6 tips and 4 resources', () => {
    expect(seed.scamAlerts.length).toBeGreaterThanOrEqual(6);
    expect(new Set(seed.scamAlerts.map((alert) => alert.riskLevel))).toEqual(new Set(RISK_LEVELS));
    expect(seed.securityTips.length).toBeGreaterThanOrEqual(6);
    expect(seed.educationalResources.length).toBeGreaterThanOrEqual(4);
    for (const resource of seed.educationalResources) expect(resource.linkUrl).toMatch(/^https:\/\//);
  });

  it('builds timelines that start with New, end with the status and run forward in time', () => {
    for (const dispute of seed.disputes) {
      const statuses = dispute.timeline.map((entry) => entry.status);
      expect(statuses[0], dispute.id).toBe('New');
      expect(statuses.at(-1), dispute.id).toBe(dispute.status);
      const times = dispute.timeline.map((entry) => Date.parse(entry.timestamp));
      expect(times, dispute.id).toEqual([...times].sort((a, b) => a - b));
      expect(dispute.timeline[0]?.timestamp).toBe(dispute.createdAt);
      expect(Math.max(...times)).toBeLessThanOrEqual(NOW);
    }
  });

  it('records a resolution exactly on closed disputes', () => {
    for (const dispute of seed.disputes) {
      if (dispute.status === 'Resolved') expect(dispute.resolution?.type).toMatch(/refund/);
      else if (dispute.status === 'Rejected') expect(dispute.resolution?.type).toBe('decline');
      else expect(dispute.resolution).toBeNull();
    }
  });

  it('looks like crypto data: tx hashes and positive amounts', () => {
    for (const dispute of seed.disputes) {
      if (dispute.network) expect(readTransactionHash(dispute.transactionId), dispute.id).not.toBeNull();
      else expect(dispute.transactionId).toMatch(/^(0x)?[0-9a-f]{64}$/);
      expect(dispute.amount).toBeGreaterThan(0);
      expect(dispute.userEmail).toBe(seed.users.find((user) => user.id === dispute.userId)?.email);
    }
  });

  it('names real transactions: every network, valid by its own checks, a shared recipient and the two mistakes', () => {
    const withNetwork = seed.disputes.filter((dispute) => dispute.network);
    expect(new Set(withNetwork.map((dispute) => dispute.network))).toEqual(new Set(NETWORK_IDS));
    for (const dispute of withNetwork) expect(transactionFieldErrors(dispute), dispute.id).toEqual({});
    const sharing = seed.disputes.filter((dispute) => dispute.toAddress === SEEDED_SHARED_RECIPIENT);
    expect(sharing).toHaveLength(2);
    expect(seed.disputes.filter((dispute) => dispute.description === WRONG_NETWORK_DESCRIPTION)).toHaveLength(1);
    expect(seed.disputes.find((dispute) => dispute.description === MISSING_MEMO_DESCRIPTION)).toMatchObject({
      network: 'xrp-ledger',
      memo: null,
    });
    for (const user of seed.users) {
      if (user.walletAddress) expect(readAddress(user.walletAddress)?.checksum, user.email).not.toBe('invalid');
      if (user.walletAddress) expect(readAddress(user.walletAddress), user.email).not.toBeNull();
    }
  });

  it('passes the contract schemas of src/api, record by record', () => {
    for (const { passwordHash: _hash, createdAt: _created, twoStep: _twoStep, ...user } of seed.users) {
      const previousDisputes = seed.disputes.filter((dispute) => dispute.userId === user.id).length;
      expect(() => v.parse(UserSchema, { ...user, previousDisputes }), user.id).not.toThrow();
    }
    for (const {
      adminNotes: _notes,
      resolution: _resolution,
      assignee: _assignee,
      evidence: _evidence,
      slaAlerts: _alerts,
      ...dispute
    } of seed.disputes) {
      const parsed = v.safeParse(DisputeSchema, dispute);
      expect(
        parsed.issues?.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`),
        dispute.id,
      ).toBeUndefined();
      if (parsed.success) expect(parsed.output).toEqual(dispute);
    }
    for (const { userId: _user, ...notification } of seed.notifications) v.parse(NotificationSchema, notification);
    for (const alert of seed.scamAlerts) v.parse(ScamAlertSchema, alert);
    for (const tip of seed.securityTips) v.parse(SecurityTipSchema, tip);
    for (const resource of seed.educationalResources) v.parse(EducationalResourceSchema, resource);
  });
});
