/**
 * GET and PUT /api/admin/settings (docs/server.md#team-settings): the defaults, a save read back
 * with who changed what and when, the history, every refusal (400, 409, 422, 401, 403) leaving the
 * store as it was, and the report judging by the saved target. Two admins at once:
 * ./settingsConcurrency.test.ts.
 */
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  REPLY_TEXT_MESSAGE,
  REPLY_TITLE_MESSAGE,
  REPLY_TITLE_TAKEN_MESSAGE,
  type Report,
  RESOLUTION_HOURS_MESSAGE,
  RESOLUTION_RATE_MESSAGE,
  SAVED_REPLIES_TOO_MANY_MESSAGE,
  type Settings,
  SETTINGS_CHANGED_MESSAGE,
  SETTINGS_HISTORY_MAX,
  SETTINGS_REVISION_MESSAGE,
  type SettingsRequest,
  settingsRequestOf,
} from '../../src/api/admin';
import { readEventStream } from '../events/readEventStream';
import { TEST_NOW } from '../node';
import { adminWorld, type AdminWorld } from '../../tests/kit/adminTestkit';

const NOW = new Date(TEST_NOW).toISOString();
const snapshot = (w: AdminWorld) => JSON.stringify(w.backend.db.data);
const person = (w: AdminWorld, email: string) => {
  const user = w.backend.db.data.users.find((candidate) => candidate.email === email);
  return { id: user?.id, name: `${user?.firstName ?? ''} ${user?.lastName ?? ''}` };
};

/** A PUT that must be refused with `status` and write nothing; answers its body. */
async function refused(w: AdminWorld, status: number, body: unknown, token = w.tokens.sam) {
  const before = snapshot(w);
  const answer = await w.send<{ message: string; fieldErrors?: Record<string, string[]> }>(
    'PUT',
    '/api/admin/settings',
    token,
    body,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(snapshot(w)).toBe(before);
  return answer.body;
}

describe('GET /api/admin/settings', () => {
  it('answers the defaults on a store that holds none: 72 hours, 90%, set by nobody, no replies, revision 0', async () => {
    const w = await adminWorld();
    await w.backend.db.write((tx) => tx.remove('settings', 'team'));
    expect(await w.settings()).toEqual({
      revision: 0,
      targets: { firstReplyHours: 24, resolutionHours: 72, resolutionRate: 90, updatedAt: null, updatedBy: null },
      savedReplies: [],
      history: [],
    });
  });

  it('answers the seed’s saved replies, each made by an admin', async () => {
    const w = await adminWorld();
    const settings = await w.settings(w.tokens.jordan);
    expect(settings.savedReplies.map((reply) => reply.title)).toContain('Refund approved');
    expect(settings.savedReplies.every((reply) => reply.createdBy !== null)).toBe(true);
  });
});

describe('PUT /api/admin/settings', () => {
  it('saves the whole settings and stamps only what changed, with who and when, one history entry per change', async () => {
    const w = await adminWorld();
    const before = await w.settings();
    const [kept, renamed, edited, ...others] = before.savedReplies;
    const deleted = others.pop();
    if (!kept || !renamed || !edited || !deleted) throw new Error('the seed has at least four saved replies');
    const body: SettingsRequest = {
      revision: before.revision,
      targets: { resolutionHours: 48, resolutionRate: before.targets.resolutionRate },
      savedReplies: [
        { id: kept.id, title: kept.title, text: kept.text },
        { id: renamed.id, title: '  Send the TXID  ', text: renamed.text },
        { id: edited.id, title: edited.title, text: 'New wording. ' },
        { title: 'Wallet frozen', text: 'We have asked the exchange to freeze the receiving account.' },
        ...others.map(({ id, title, text }) => ({ id, title, text })),
      ],
    };
    const answer = await w.save(body, w.tokens.jordan);
    expect(answer.status).toBe(200);
    const saved = answer.body as Settings;
    const jordan = person(w, 'support@example.com');
    expect(saved.revision).toBe(before.revision + 1);
    expect(saved.targets).toEqual({
      firstReplyHours: 24,
      resolutionHours: 48,
      resolutionRate: before.targets.resolutionRate,
      updatedAt: NOW,
      updatedBy: jordan,
    });
    expect(saved.savedReplies).toEqual([
      kept,
      { ...renamed, title: 'Send the TXID', updatedAt: NOW, updatedBy: jordan },
      { ...edited, text: 'New wording.', updatedAt: NOW, updatedBy: jordan },
      {
        id: 'rpl-7',
        title: 'Wallet frozen',
        text: 'We have asked the exchange to freeze the receiving account.',
        createdAt: NOW,
        createdBy: jordan,
        updatedAt: null,
        updatedBy: null,
      },
      ...others,
    ]);
    expect(saved.history).toEqual([
      ...[
        'Set the resolution target to 48 hours',
        `Renamed the saved reply “${renamed.title}” to “Send the TXID”`,
        `Edited the text of the saved reply “${edited.title}”`,
        'Added the saved reply “Wallet frozen”',
        `Deleted the saved reply “${deleted.title}”`,
      ].map((summary) => ({ at: NOW, by: jordan, summary })),
      ...before.history,
    ]);
    expect(await w.settings()).toEqual(saved);
  });

  it('stamps the targets only when a target changed, and says which', async () => {
    const w = await adminWorld();
    const before = await w.settings();
    const rate = (await w.save({ ...settingsRequestOf(before), targets: { resolutionHours: 72, resolutionRate: 85 } }))
      .body as Settings;
    expect(rate.history[0]?.summary).toBe('Set the resolution rate target to 85%');
    expect(rate.targets.updatedBy).toEqual(person(w, 'admin@example.com'));
    const replyOnly = (await w.save({ ...settingsRequestOf(rate), savedReplies: [] }, w.tokens.jordan))
      .body as Settings;
    expect(replyOnly.targets).toEqual(rate.targets);
    const one = (await w.save({ ...settingsRequestOf(replyOnly), targets: { resolutionHours: 1, resolutionRate: 85 } }))
      .body as Settings;
    expect(one.history[0]?.summary).toBe('Set the resolution target to 1 hour');
  });

  it('writes nothing for a save that changes nothing, and keeps the revision', async () => {
    const w = await adminWorld();
    const before = await w.settings();
    const stored = snapshot(w);
    const answer = await w.save(settingsRequestOf(before), w.tokens.jordan);
    expect(answer).toEqual({ status: 200, body: before });
    expect(snapshot(w)).toBe(stored);
  });

  it('notes a new order as one change, leaving each reply’s stamps', async () => {
    const w = await adminWorld();
    const before = await w.settings();
    const request = settingsRequestOf(before);
    const saved = (await w.save({ ...request, savedReplies: [...request.savedReplies].reverse() })).body as Settings;
    expect(saved.savedReplies).toEqual([...before.savedReplies].reverse());
    expect(saved.history.slice(0, 2).map((change) => change.summary)).toEqual([
      'Changed the order of the saved replies',
      before.history[0]?.summary,
    ]);
  });

  it('adds a reply whose id it does not hold (deleted meanwhile) as a new one, and never gives an id twice', async () => {
    const w = await adminWorld();
    const before = await w.settings();
    const request = settingsRequestOf(before);
    const last = request.savedReplies.at(-1);
    const withoutLast = (await w.save({ ...request, savedReplies: request.savedReplies.slice(0, -1) }))
      .body as Settings;
    expect(withoutLast.savedReplies.map((reply) => reply.id)).not.toContain(last?.id);
    const [first] = request.savedReplies;
    const again = (
      await w.save({
        ...settingsRequestOf(withoutLast),
        savedReplies: [
          ...settingsRequestOf(withoutLast).savedReplies,
          { id: last?.id, title: 'Back again', text: 'Restored.' },
          { id: first?.id, title: 'Twin', text: 'A second reply sent with the first one’s id.' },
        ],
      })
    ).body as Settings;
    const added = again.savedReplies.slice(-2);
    expect(added.map((reply) => reply.title)).toEqual(['Back again', 'Twin']);
    expect(added.map((reply) => reply.id)).toEqual(['rpl-7', 'rpl-8']);
    expect(again.savedReplies[0]).toEqual(before.savedReplies[0]);
    expect(again.history.slice(0, 2).map((change) => change.summary)).toEqual([
      'Added the saved reply “Back again”',
      'Added the saved reply “Twin”',
    ]);
  });

  it(`keeps the latest ${SETTINGS_HISTORY_MAX} changes, newest first`, async () => {
    const w = await adminWorld();
    let settings = await w.settings();
    for (let hours = 1; hours <= SETTINGS_HISTORY_MAX + 5; hours += 1) {
      settings = (
        await w.save({ ...settingsRequestOf(settings), targets: { resolutionHours: hours, resolutionRate: 90 } })
      ).body as Settings;
    }
    expect(settings.history).toHaveLength(SETTINGS_HISTORY_MAX);
    expect(settings.history[0]?.summary).toBe(`Set the resolution target to ${SETTINGS_HISTORY_MAX + 5} hours`);
    expect(settings.history.at(-1)?.summary).toBe('Set the resolution target to 6 hours');
  });

  it('refuses a body that breaks the schema with 400 and the field’s message, writing nothing', async () => {
    const w = await adminWorld();
    const request = settingsRequestOf(await w.settings());
    const reply = { title: 'Fine', text: 'Fine.' };
    const cases: [unknown, string, string][] = [
      ...[0, 721, 1.5].map((hours): [unknown, string, string] => [
        { ...request, targets: { ...request.targets, resolutionHours: hours } },
        'targets.resolutionHours',
        RESOLUTION_HOURS_MESSAGE,
      ]),
      ...[0, 101].map((rate): [unknown, string, string] => [
        { ...request, targets: { ...request.targets, resolutionRate: rate } },
        'targets.resolutionRate',
        RESOLUTION_RATE_MESSAGE,
      ]),
      [{ ...request, savedReplies: [{ ...reply, title: '   ' }] }, 'savedReplies.0.title', REPLY_TITLE_MESSAGE],
      [{ ...request, savedReplies: [{ ...reply, text: ' \n ' }] }, 'savedReplies.0.text', REPLY_TEXT_MESSAGE],
      [
        { ...request, savedReplies: [{ ...reply, text: 'x'.repeat(5_001) }] },
        'savedReplies.0.text',
        'Must be at most 5000 characters',
      ],
      [
        { ...request, savedReplies: [{ ...reply, title: 't'.repeat(101) }] },
        'savedReplies.0.title',
        'Must be at most 100 characters',
      ],
      [
        { ...request, savedReplies: Array.from({ length: 101 }, (_, n) => ({ title: `Reply ${n}`, text: 'Text.' })) },
        'savedReplies',
        SAVED_REPLIES_TOO_MANY_MESSAGE,
      ],
      [{ targets: request.targets, savedReplies: [] }, 'revision', SETTINGS_REVISION_MESSAGE],
    ];
    for (const [body, field, message] of cases) {
      const answer = await refused(w, 400, body);
      expect(answer.fieldErrors?.[field], field).toContain(message);
    }
    expect((await refused(w, 400, '{"revision": 4,')).message).toBe('Request body must be valid JSON');
  });

  it('refuses two replies with one title, trimmed and in any case, with 422 on the second', async () => {
    const w = await adminWorld();
    const request = settingsRequestOf(await w.settings());
    const body = {
      ...request,
      savedReplies: [...request.savedReplies, { title: '  refund APPROVED ', text: 'Again.' }],
    };
    const answer = await refused(w, 422, body);
    const message = REPLY_TITLE_TAKEN_MESSAGE('refund APPROVED');
    expect(answer).toEqual({
      message,
      fieldErrors: { [`savedReplies.${request.savedReplies.length}.title`]: [message] },
    });
  });

  it('refuses a save made at another revision with 409, writing nothing', async () => {
    const w = await adminWorld();
    const request = settingsRequestOf(await w.settings());
    for (const revision of [request.revision - 1, request.revision + 1, 0]) {
      expect(await refused(w, 409, { ...request, revision, savedReplies: [] })).toEqual({
        message: SETTINGS_CHANGED_MESSAGE,
      });
    }
  });

  it('is for admins only: 403 for a user, 401 signed out, before the body is read', async () => {
    const w = await adminWorld();
    const request = settingsRequestOf(await w.settings());
    expect((await refused(w, 403, request, w.tokens.user)).message).toBe('Only admins can do this');
    expect((await refused(w, 403, { revision: 'bad' }, w.tokens.user)).message).toBe('Only admins can do this');
    expect((await refused(w, 401, request, '')).message).toBe('You need to sign in first');
    expect((await w.send('GET', '/api/admin/settings', w.tokens.user)).status).toBe(403);
    expect((await w.send('GET', '/api/admin/settings', null)).status).toBe(401);
  });

  it('moves the report’s share within target when the target changes', async () => {
    const w = await adminWorld();
    const path = '/api/admin/reports?from=2026-08-24&to=2026-11-21';
    const before = (await w.send<Report>('GET', path, w.tokens.sam)).body;
    expect(before.targets.resolutionHours).toBe(72);
    const settings = await w.settings();
    expect(
      (await w.save({ ...settingsRequestOf(settings), targets: { resolutionHours: 720, resolutionRate: 75 } })).status,
    ).toBe(200);
    const after = (await w.send<Report>('GET', path, w.tokens.sam)).body;
    expect(after.targets).toEqual({ resolutionHours: 720, resolutionRate: 75, firstReplyHours: 24 });
    expect(after.totals.withinTarget.of).toBe(before.totals.withinTarget.of);
    expect(after.totals.withinTarget.count).toBeGreaterThan(before.totals.withinTarget.count);
    expect(after.totals.withinTarget.share).toBe(100);
  });

  it("tells admins' live streams of a save, and no user's: the next event a user hears is the one after it", async () => {
    const w = await adminWorld();
    const streams = await Promise.all(
      [w.tokens.user, w.tokens.jordan].map(async (token) => {
        const answer = await getResponse(
          w.backend.handlers,
          new Request('http://localhost/api/events', { headers: { Cookie: `sid=${token}` } }),
        );
        if (!answer?.body) throw new Error('no stream');
        const stream = readEventStream(answer.body);
        await stream.until('ready');
        return stream;
      }),
    );
    expect((await w.save({ ...settingsRequestOf(await w.settings()), savedReplies: [] })).status).toBe(200);
    await w.backend.db.write((tx) =>
      tx.put('notifications', {
        id: 'ntf-900',
        userId: null,
        type: 'info',
        date: NOW,
        title: 'After the save',
        message: 'For everyone.',
      }),
    );
    const [userStream, adminStream] = streams;
    expect(await userStream?.until('notification.created')).toEqual([
      expect.objectContaining({ event: 'notification.created', data: { id: 'ntf-900' } }),
    ]);
    expect(await adminStream?.until('notification.created')).toEqual([
      expect.objectContaining({ event: 'settings.updated', data: {} }),
      expect.objectContaining({ event: 'notification.created', data: { id: 'ntf-900' } }),
    ]);
    w.backend.liveStreams.close();
  });
});
