/** The scam-centre and dashboard reads: notifications, alerts, tips, resources. */
import { describe, expect, it } from 'vitest';
import { calls, RISK_LEVELS } from '../../src/api';
import {
  raw,
  registerFreshUser,
  signInAsDemoUser,
  statusOf,
  startTestBackend,
  validDispute,
  readList,
} from '../../tests/kit/handlerTestkit';

const backend = startTestBackend();

const isNewestFirst = (dates: string[]) => dates.join() === [...dates].sort().reverse().join();

describe('GET /api/notifications', () => {
  it("lists the caller's and the broadcast notifications, newest first, without owner ids", async () => {
    await signInAsDemoUser();
    const response = await raw('GET', '/api/notifications');
    expect(response.status).toBe(200);
    expect(response.text).not.toContain('userId');
    const notifications = await readList(calls.getNotifications());
    const visible = backend.db.data.notifications.filter((n) => n.userId === null || n.userId === 'usr-1');
    expect(notifications.map((n) => n.id).sort()).toEqual(visible.map((n) => n.id).sort());
    expect(notifications.length).toBeGreaterThan(0);
    expect(notifications.some((n) => n.type === 'warning')).toBe(true);
    expect(isNewestFirst(notifications.map((n) => n.date))).toBe(true);
  });

  it("does not show one user's notifications to another", async () => {
    const user = await registerFreshUser();
    const broadcast = backend.db.data.notifications.filter((n) => n.userId === null).map((n) => n.id);
    expect((await readList(calls.getNotifications())).map((n) => n.id).sort()).toEqual(broadcast.sort());
    const created = await calls.createDispute({ body: validDispute({ contactEmail: user.email }) });
    const [newest] = await readList(calls.getNotifications());
    expect(newest?.message).toContain(created.id);
    await signInAsDemoUser();
    expect((await readList(calls.getNotifications())).some((n) => n.message.includes(created.id))).toBe(false);
  });
});

describe('GET /api/scam-alerts', () => {
  it('lists alerts with a known risk level, newest first', async () => {
    await signInAsDemoUser();
    const alerts = await readList(calls.getScamAlerts());
    expect(alerts).toHaveLength(backend.db.data.scamAlerts.length);
    expect(alerts.length).toBeGreaterThan(0);
    for (const alert of alerts) expect(RISK_LEVELS).toContain(alert.riskLevel);
    expect(isNewestFirst(alerts.map((alert) => alert.date))).toBe(true);
  });
});

describe('GET /api/security-tips', () => {
  it('lists the security tips', async () => {
    await signInAsDemoUser();
    const tips = await readList(calls.getSecurityTips());
    expect(tips.length).toBeGreaterThan(0);
    expect(tips.map((tip) => tip.id)).toEqual(backend.db.data.securityTips.map((tip) => tip.id));
    expect(tips.every((tip) => typeof tip.isCompleted === 'boolean' && tip.title.length > 0)).toBe(true);
  });
});

describe('GET /api/educational-resources', () => {
  it('lists resources with a link', async () => {
    await signInAsDemoUser();
    const resources = await readList(calls.getEducationalResources());
    expect(resources.length).toBeGreaterThan(0);
    expect(resources).toHaveLength(backend.db.data.educationalResources.length);
    for (const resource of resources) {
      expect(resource.linkUrl).not.toBe('');
      expect(resource.linkText).not.toBe('');
    }
  });
});

describe('without a session', () => {
  it.each([
    ['notifications', calls.getNotifications],
    ['scam alerts', calls.getScamAlerts],
    ['security tips', calls.getSecurityTips],
    ['educational resources', calls.getEducationalResources],
  ] as const)('%s → 401 through the typed client', async (_name, call) => {
    expect(await statusOf(call())).toBe(401);
  });
});
