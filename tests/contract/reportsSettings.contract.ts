/**
 * Reports and the team's settings (extensions, docs/reports.md, docs/server.md#team-settings)
 * over HTTP: a report whose figures add up, a save read back with who made it, and every refusal
 * (400, 401, 403, 409, 413, 415, 422) as a JSON `{ message }` that changes nothing. Two saves at one
 * revision: one lands, the other is 409. What a test saves it takes back, so the server's settings
 * end as they began.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../src/api';
import * as adminApi from '../../src/api/admin';
import { BASE_URL, registerUser, signInAdmin, validDispute } from './accounts';
import { anonymous, as, type Identity, statusOf } from './identities';

let admin: Identity;
let second: Identity;
let user: Identity;
let original: adminApi.Settings;

/** The calendar day (UTC) `days` before today. */
function daysBefore(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}
const TODAY = daysBefore(0);
const unique = (label: string) =>
  `Contract ${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const settingsOf = (identity: Identity) => as(identity, () => api.calls.getAdminSettings());
const save = (identity: Identity, body: adminApi.SettingsRequest) =>
  as(identity, () => api.calls.updateAdminSettings({ body }));

/** A raw request by `identity`, for the refusals: its status and JSON body. */
async function send(
  identity: Identity,
  method: 'GET' | 'PUT',
  path: string,
  body?: string,
  headers: Record<string, string> = {},
) {
  const response = await identity.fetch(`${BASE_URL}${path}`, {
    method,
    body,
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
  });
  const json = (await response.json()) as { message?: unknown; fieldErrors?: Record<string, string[]> };
  return { status: response.status, json };
}

/** A refusal: `status` with a JSON `{ message }`, and the settings as they were. */
async function expectRefused(answer: ReturnType<typeof send>, status: number) {
  const before = await settingsOf(admin);
  const { status: got, json } = await answer;
  expect(got).toBe(status);
  expect(json.message).toEqual(expect.any(String));
  expect(await settingsOf(admin)).toEqual(before);
  return json;
}

beforeAll(async () => {
  admin = await signInAdmin();
  second = await signInAdmin();
  user = await registerUser('settings');
  original = await settingsOf(admin);
});

afterAll(async () => {
  // Whatever a test left, the replies and targets go back to what they were.
  const now = await settingsOf(admin);
  await save(admin, { ...adminApi.settingsRequestOf(original), revision: now.revision });
});

describe('GET /api/admin/reports (extension)', () => {
  it('answers the last 90 days with figures that add up', async () => {
    const from = daysBefore(89);
    const asked = Date.now();
    const report = await as(admin, () => api.calls.getAdminReport({ from, to: TODAY }));
    expect([report.from, report.to]).toEqual([from, TODAY]);
    // Worked out at the request, not kept from before it (a test clock may have moved the server's ahead).
    expect(Date.parse(report.asOf)).toBeGreaterThanOrEqual(asked - 60_000);
    const { totals, backlog } = report;
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    expect(sum(backlog.byStatus.map((row) => row.count))).toBe(backlog.total);
    expect(sum(backlog.byAge.map((row) => row.count))).toBe(backlog.total);
    expect(totals.open).toBe(backlog.total);
    expect(totals.resolved + totals.rejected).toBe(totals.resolution.count);
    expect(totals.withinTarget.of).toBe(totals.resolution.count);
    expect(totals.firstReply.count).toBeLessThanOrEqual(totals.filed);
    expect(report.byType.map((row) => row.type)).toEqual([...api.DISPUTE_TYPES]);
    expect(sum(report.byType.map((row) => row.figures.filed))).toBe(totals.filed);
    expect(report.byAssignee.at(-1)?.assignee).toBeNull();
    const settings = await settingsOf(admin);
    expect(report.targets).toEqual({
      resolutionHours: settings.targets.resolutionHours,
      resolutionRate: settings.targets.resolutionRate,
      firstReplyHours: settings.targets.firstReplyHours,
    });
    // The first-reply shares (an extension of the report) count only decided clocks.
    const firstReply = totals.firstReplyWithinTarget;
    expect(firstReply?.of).toBeLessThanOrEqual(totals.filed);
  });

  it('counts a dispute filed today', async () => {
    const before = await as(admin, () => api.calls.getAdminReport({ from: TODAY, to: TODAY }));
    await as(user, () => api.calls.createDispute({ body: validDispute() }));
    const after = await as(admin, () => api.calls.getAdminReport({ from: TODAY, to: TODAY }));
    expect(after.totals.filed).toBe(before.totals.filed + 1);
    expect(after.backlog.byAge.find((row) => row.age === 'under1Day')?.count).toBeGreaterThanOrEqual(1);
  });

  it('refuses a day that is not one, a reversed period, more than 366 days and a missing day with 400', async () => {
    const cases: [string, string, string][] = [
      ['?from=2026-02-30&to=2026-03-01', 'from', adminApi.REPORT_DATE_MESSAGE],
      ['?from=2026-11-21&to=2026-11-01', 'to', adminApi.REPORT_RANGE_REVERSED_MESSAGE],
      [`?from=${daysBefore(366)}&to=${TODAY}`, 'to', adminApi.REPORT_RANGE_TOO_LONG_MESSAGE],
      ['?from=2026-11-01', 'to', adminApi.REPORT_DATE_MESSAGE],
    ];
    for (const [query, field, message] of cases) {
      const { status, json } = await send(admin, 'GET', `/api/admin/reports${query}`);
      expect(status, query).toBe(400);
      expect(json.fieldErrors?.[field], query).toContain(message);
    }
  });

  it('is for admins only: 401 signed out, 403 for a user', async () => {
    expect(await statusOf(anonymous, () => api.calls.getAdminReport({ from: TODAY, to: TODAY }))).toBe(401);
    expect(await statusOf(user, () => api.calls.getAdminReport({ from: TODAY, to: TODAY }))).toBe(403);
  });
});

describe('GET and PUT /api/admin/settings (extension)', () => {
  it('saves a new reply with an id of the server’s and stamps it with the admin; a re-read says the same', async () => {
    const me = await as(admin, () => api.calls.getCurrentUser());
    const before = await settingsOf(admin);
    const title = unique('reply');
    const request = adminApi.settingsRequestOf(before);
    const saved = await save(admin, {
      ...request,
      savedReplies: [...request.savedReplies, { title: `  ${title} `, text: 'Checked by the conformance suite.' }],
    });
    expect(saved.revision).toBe(before.revision + 1);
    const added = saved.savedReplies.at(-1);
    expect(added).toMatchObject({
      title,
      text: 'Checked by the conformance suite.',
      createdBy: { id: me.id },
      updatedAt: null,
      updatedBy: null,
    });
    expect(before.savedReplies.map((reply) => reply.id)).not.toContain(added?.id);
    expect(saved.history[0]).toMatchObject({ by: { id: me.id }, summary: expect.stringContaining(title) });
    expect(await settingsOf(second)).toEqual(saved);
    const removed = await save(admin, { ...adminApi.settingsRequestOf(saved), savedReplies: request.savedReplies });
    expect(removed.savedReplies).toEqual(before.savedReplies);
  });

  it('refuses a save at another revision with 409', async () => {
    const request = adminApi.settingsRequestOf(await settingsOf(admin));
    const body = JSON.stringify({ ...request, revision: request.revision + 1, savedReplies: [] });
    await expectRefused(send(admin, 'PUT', '/api/admin/settings', body), 409);
  });

  it('refuses two replies with one title (in any case) with 422', async () => {
    const request = adminApi.settingsRequestOf(await settingsOf(admin));
    const title = unique('twin');
    const body = JSON.stringify({
      ...request,
      savedReplies: [
        { title, text: 'One.' },
        { title: title.toUpperCase(), text: 'Two.' },
      ],
    });
    const json = await expectRefused(send(admin, 'PUT', '/api/admin/settings', body), 422);
    expect(json.message).toBe(adminApi.REPLY_TITLE_TAKEN_MESSAGE(title.toUpperCase()));
  });

  it('refuses a target out of range, a blank title and a body that is not JSON with 400', async () => {
    const request = adminApi.settingsRequestOf(await settingsOf(admin));
    const hours = await expectRefused(
      send(
        admin,
        'PUT',
        '/api/admin/settings',
        JSON.stringify({ ...request, targets: { ...request.targets, resolutionHours: 721 } }),
      ),
      400,
    );
    expect(hours.fieldErrors?.['targets.resolutionHours']).toContain(adminApi.RESOLUTION_HOURS_MESSAGE);
    const blank = await expectRefused(
      send(
        admin,
        'PUT',
        '/api/admin/settings',
        JSON.stringify({ ...request, savedReplies: [{ title: ' ', text: 'Text.' }] }),
      ),
      400,
    );
    expect(blank.fieldErrors?.['savedReplies.0.title']).toContain(adminApi.REPLY_TITLE_MESSAGE);
    await expectRefused(send(admin, 'PUT', '/api/admin/settings', '{"revision":'), 400);
  });

  it('refuses a body that is not JSON with 415, one over 1 MB with 413, and a page of another origin with 403', async () => {
    const request = adminApi.settingsRequestOf(await settingsOf(admin));
    const body = JSON.stringify(request);
    await expectRefused(send(admin, 'PUT', '/api/admin/settings', body, { 'Content-Type': 'text/plain' }), 415);
    await expectRefused(
      send(admin, 'PUT', '/api/admin/settings', JSON.stringify({ ...request, padding: 'x'.repeat(1_100_000) })),
      413,
    );
    await expectRefused(send(admin, 'PUT', '/api/admin/settings', body, { Origin: 'https://elsewhere.example' }), 403);
  });

  it('is for admins only: 401 signed out, 403 for a user, and nothing is written', async () => {
    const request = adminApi.settingsRequestOf(await settingsOf(admin));
    expect(await statusOf(anonymous, () => api.calls.getAdminSettings())).toBe(401);
    expect(await statusOf(user, () => api.calls.getAdminSettings())).toBe(403);
    await expectRefused(send(anonymous, 'PUT', '/api/admin/settings', JSON.stringify(request)), 401);
    await expectRefused(
      send(user, 'PUT', '/api/admin/settings', JSON.stringify({ ...request, savedReplies: [] })),
      403,
    );
  });

  it('lands one of two saves made at once at the same revision and answers the other 409; a retry on top keeps both', async () => {
    const before = await settingsOf(admin);
    const request = adminApi.settingsRequestOf(before);
    const titles = [unique('first'), unique('second')];
    const withReply = (base: adminApi.SettingsRequest, title: string) => ({
      ...base,
      savedReplies: [...base.savedReplies, { title, text: 'Saved at once.' }],
    });
    const statuses = await Promise.all(
      titles.map((title, index) =>
        statusOf(index === 0 ? admin : second, () => save(index === 0 ? admin : second, withReply(request, title))),
      ),
    );
    expect([...statuses].sort()).toEqual([200, 409]);
    const loser = statuses[0] === 409 ? 0 : 1;
    const fresh = adminApi.settingsRequestOf(await settingsOf(second));
    const final = await save(second, withReply(fresh, titles[loser] ?? ''));
    expect(final.savedReplies.map((reply) => reply.title)).toEqual(expect.arrayContaining(titles));
    await save(admin, { ...adminApi.settingsRequestOf(final), savedReplies: request.savedReplies });
  });
});
