/**
 * The clock on every dispute (an extension, docs/clock.md) over HTTP: a new dispute's two clocks
 * on both sides' answers, a reply that meets the first and pauses the second, the user's answer
 * that resumes it, an internal note that does neither; the first-reply target saved, kept when a
 * save leaves it out, and refused out of range with 400. What a test saves it takes back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../src/api';
import * as adminApi from '../../src/api/admin';
import { BASE_URL, registerUser, signInAdmin, validDispute } from './accounts';
import { as, type Identity } from './identities';

const HOUR = 3_600_000;
let admin: Identity;
let user: Identity;
let original: adminApi.Settings;

const settingsOf = () => as(admin, () => api.calls.getAdminSettings());
const save = (body: adminApi.SettingsRequest) => as(admin, () => api.calls.updateAdminSettings({ body }));

beforeAll(async () => {
  admin = await signInAdmin();
  user = await registerUser('clock');
  original = await settingsOf();
});

afterAll(async () => {
  const now = await settingsOf();
  await save({ ...adminApi.settingsRequestOf(original), revision: now.revision });
});

/** Both sides' reading of one dispute's clocks: the user's page, the user's list, the admin's page and list. */
async function clocksOf(id: string) {
  const own = await as(user, () => api.calls.getDispute({ id }));
  const list = api.readable(await as(user, () => api.calls.getDisputes()));
  const desk = await as(admin, () => api.calls.getAdminDispute({ id }));
  const queue = api.readable(await as(admin, () => api.calls.getAdminDisputes()));
  return { own, ownRow: list.find((row) => row.id === id), desk, deskRow: queue.find((row) => row.id === id) };
}

describe('the dispute clocks (extension)', () => {
  it('start running at filing on every answer, due at the targets, and the same on both sides', async () => {
    const { targets } = await settingsOf();
    const filed = await as(user, () => api.calls.createDispute({ body: validDispute() }));
    const { own, ownRow, desk, deskRow } = await clocksOf(filed.id);
    const created = Date.parse(filed.createdAt);
    expect(filed.sla?.firstReply).toMatchObject({
      state: 'running',
      dueAt: new Date(created + targets.firstReplyHours * HOUR).toISOString(),
    });
    expect(filed.sla?.resolution).toMatchObject({
      state: 'running',
      dueAt: new Date(created + targets.resolutionHours * HOUR).toISOString(),
    });
    const left = filed.sla?.firstReply.remainingSeconds ?? 0;
    expect(left).toBeGreaterThan(targets.firstReplyHours * 3600 - 600);
    expect(left).toBeLessThanOrEqual(targets.firstReplyHours * 3600);
    for (const answer of [own, ownRow, desk, deskRow]) {
      expect(answer?.sla?.firstReply.dueAt).toBe(filed.sla?.firstReply.dueAt);
      expect(answer?.sla?.resolution.dueAt).toBe(filed.sla?.resolution.dueAt);
    }
  });

  it('an internal note meets nothing; support’s reply meets the first and pauses the second; the user’s answer resumes it', async () => {
    const filed = await as(user, () => api.calls.createDispute({ body: validDispute() }));
    const id = filed.id;
    await as(admin, () => api.calls.postAdminMessage({ id, body: { content: 'Note to self.', internal: true } }));
    expect((await clocksOf(id)).desk.sla?.firstReply.state).toBe('running');

    await as(admin, () => api.calls.postAdminMessage({ id, body: { content: 'Which wallet did you send from?' } }));
    const waiting = await clocksOf(id);
    for (const answer of [waiting.own, waiting.desk, waiting.deskRow]) {
      expect(answer?.sla?.firstReply).toMatchObject({ state: 'met', remainingSeconds: null });
      expect(answer?.sla?.resolution.state).toBe('paused');
    }

    await as(user, () => api.calls.postDisputeMessage({ id, body: { content: 'From my hardware wallet.' } }));
    const resumed = await clocksOf(id);
    expect(resumed.own.sla?.resolution.state).toBe('running');
    expect(resumed.desk.sla?.resolution.state).toBe('running');
  });

  it('a closed dispute’s clocks are stopped: met, with nothing remaining', async () => {
    const filed = await as(user, () => api.calls.createDispute({ body: validDispute() }));
    await as(admin, () =>
      api.calls.resolveDispute({
        id: filed.id,
        body: { resolutionType: 'decline', userResponse: 'We could not find the transaction.' },
      }),
    );
    const { own } = await clocksOf(filed.id);
    expect(own.sla?.firstReply).toMatchObject({ state: 'met', remainingSeconds: null });
    expect(own.sla?.resolution).toMatchObject({ state: 'met', remainingSeconds: null });
  });
});

describe('the first-reply target (extension of the settings)', () => {
  it('is saved and read back, with its history line; a save that leaves it out keeps it', async () => {
    const before = await settingsOf();
    const hours = before.targets.firstReplyHours === 30 ? 31 : 30;
    const saved = await save({
      ...adminApi.settingsRequestOf(before),
      targets: { ...adminApi.settingsRequestOf(before).targets, firstReplyHours: hours },
    });
    expect(saved.targets.firstReplyHours).toBe(hours);
    expect(saved.history[0]?.summary).toBe(`Set the first-reply target to ${hours} hours`);

    const { firstReplyHours: _left, ...otherTargets } = adminApi.settingsRequestOf(saved).targets;
    const kept = await save({ ...adminApi.settingsRequestOf(saved), targets: otherTargets });
    expect(kept.targets.firstReplyHours).toBe(hours);
  });

  it('refuses 0, 721 and a fraction with 400 on targets.firstReplyHours, saving nothing', async () => {
    for (const firstReplyHours of [0, 721, 1.5]) {
      const before = await settingsOf();
      const request = adminApi.settingsRequestOf(before);
      const response = await admin.fetch(`${BASE_URL}/api/admin/settings`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...request, targets: { ...request.targets, firstReplyHours } }),
      });
      expect(response.status, String(firstReplyHours)).toBe(400);
      const json = (await response.json()) as { fieldErrors?: Record<string, string[]> };
      expect(json.fieldErrors?.['targets.firstReplyHours']).toContain(api.FIRST_REPLY_HOURS_MESSAGE);
      expect(await settingsOf()).toEqual(before);
    }
  });
});
