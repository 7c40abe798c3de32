import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api';
import { SAVED_REPLIES_MAX, type Settings, SETTINGS_CHANGED_MESSAGE, type SettingsRequest } from '../../../api/admin';
import { applySettingsChange, SAVE_ATTEMPTS, saveSettingsChange, type SettingsEdit } from './applySettingsChange';

const SAM = { id: 'usr-2', name: 'Sam Rivera' };
const AT = '2026-03-01T10:00:00.000Z';

const reply = (id: string, title: string, text = `${title} text`) => ({
  id,
  title,
  text,
  createdAt: AT,
  createdBy: SAM,
  updatedAt: null,
  updatedBy: null,
});

const base: Settings = {
  revision: 3,
  targets: { firstReplyHours: 24, resolutionHours: 72, resolutionRate: 90, updatedAt: null, updatedBy: null },
  savedReplies: [reply('r1', 'Refund sent'), reply('r2', 'Need statement')],
  history: [],
};

/** A server holding one settings value, refusing a save from a stale revision as the real one does. */
function fakeServer(start: Settings) {
  let current = start;
  let nextId = 100;
  const writes: SettingsRequest[] = [];
  return {
    get current() {
      return current;
    },
    writes,
    read: async () => {
      await Promise.resolve();
      return current;
    },
    write: async (request: SettingsRequest) => {
      writes.push(request);
      // Both saves are in flight before either is answered.
      await Promise.resolve();
      if (request.revision !== current.revision)
        throw new ApiError(409, 'Conflict', { message: SETTINGS_CHANGED_MESSAGE });
      current = {
        revision: current.revision + 1,
        targets: { ...current.targets, ...request.targets },
        savedReplies: request.savedReplies.map((input) => ({
          ...reply(input.id ?? `r${(nextId += 1)}`, input.title, input.text),
        })),
        history: current.history,
      };
      return current;
    },
  };
}

const titles = (settings: Settings) => settings.savedReplies.map((saved) => saved.title);

describe('applySettingsChange', () => {
  it('sets only the targets it names, at the revision read', () => {
    const applied = applySettingsChange(base, { kind: 'targets', targets: { resolutionHours: 48 } });
    expect(applied).toEqual({
      kind: 'request',
      request: expect.objectContaining({
        revision: 3,
        targets: { firstReplyHours: 24, resolutionHours: 48, resolutionRate: 90 },
      }),
    });
  });

  it('adds a reply at the end without an id, keeping the others', () => {
    const applied = applySettingsChange(base, { kind: 'add', reply: { title: 'Welcome', text: 'Hello' } });
    if (applied.kind !== 'request') throw new Error(applied.kind);
    expect(applied.request.savedReplies).toEqual([
      { id: 'r1', title: 'Refund sent', text: 'Refund sent text' },
      { id: 'r2', title: 'Need statement', text: 'Need statement text' },
      { id: null, title: 'Welcome', text: 'Hello' },
    ]);
  });

  it('refuses a title another reply has, regardless of case and spaces', () => {
    expect(applySettingsChange(base, { kind: 'add', reply: { title: ' refund SENT ', text: 'x' } })).toEqual({
      kind: 'refused',
      refusal: { kind: 'titleTaken', title: 'refund SENT' },
    });
    expect(
      applySettingsChange(base, { kind: 'edit', id: 'r2', reply: { title: 'Refund sent', text: 'x' } }),
    ).toMatchObject({ kind: 'refused' });
  });

  it('lets an edited reply keep its own title', () => {
    const applied = applySettingsChange(base, {
      kind: 'edit',
      id: 'r1',
      reply: { title: 'Refund Sent', text: 'New text' },
    });
    if (applied.kind !== 'request') throw new Error(applied.kind);
    expect(applied.request.savedReplies[0]).toEqual({ id: 'r1', title: 'Refund Sent', text: 'New text' });
  });

  it('refuses to edit a reply that is gone, naming it', () => {
    expect(applySettingsChange(base, { kind: 'edit', id: 'gone', reply: { title: 'Old one', text: 'x' } })).toEqual({
      kind: 'refused',
      refusal: { kind: 'gone', title: 'Old one' },
    });
  });

  it('deletes by id; a reply already gone needs nothing', () => {
    const applied = applySettingsChange(base, { kind: 'delete', id: 'r1', title: 'Refund sent' });
    if (applied.kind !== 'request') throw new Error(applied.kind);
    expect(applied.request.savedReplies.map((saved) => saved.id)).toEqual(['r2']);
    expect(applySettingsChange(base, { kind: 'delete', id: 'gone', title: 'x' })).toEqual({ kind: 'done' });
  });

  it(`refuses a reply beyond ${SAVED_REPLIES_MAX}`, () => {
    const full = {
      ...base,
      savedReplies: Array.from({ length: SAVED_REPLIES_MAX }, (_, index) => reply(`f${index}`, `Reply ${index}`)),
    };
    expect(applySettingsChange(full, { kind: 'add', reply: { title: 'One more', text: 'x' } })).toEqual({
      kind: 'refused',
      refusal: { kind: 'full' },
    });
  });
});

describe('saveSettingsChange', () => {
  it('keeps both of two changes saved at once from the same settings', async () => {
    const server = fakeServer(base);
    const first: SettingsEdit = { kind: 'add', reply: { title: 'Welcome', text: 'Hello' } };
    const second: SettingsEdit = { kind: 'add', reply: { title: 'Closing', text: 'Bye' } };
    const [a, b] = await Promise.all([
      saveSettingsChange(base, first, server),
      saveSettingsChange(base, second, server),
    ]);
    expect(titles(server.current)).toEqual(['Refund sent', 'Need statement', 'Welcome', 'Closing']);
    expect(server.current.revision).toBe(5);
    expect(a).toMatchObject({ kind: 'saved', merged: false });
    expect(b).toMatchObject({ kind: 'saved', merged: true });
    // The second was sent twice: from the revision it had, then from the one read after the 409.
    expect(server.writes.map((request) => request.revision)).toEqual([3, 3, 4]);
  });

  it('keeps a targets change and a reply deletion made at once', async () => {
    const server = fakeServer(base);
    await Promise.all([
      saveSettingsChange(base, { kind: 'delete', id: 'r2', title: 'Need statement' }, server),
      saveSettingsChange(base, { kind: 'targets', targets: { resolutionRate: 95 } }, server),
      saveSettingsChange(base, { kind: 'targets', targets: { resolutionHours: 24 } }, server),
    ]);
    expect(titles(server.current)).toEqual(['Refund sent']);
    expect(server.current.targets).toMatchObject({ resolutionHours: 24, resolutionRate: 95 });
  });

  it('says so when the reply being edited was deleted meanwhile, and saves nothing', async () => {
    const server = fakeServer(base);
    await saveSettingsChange(base, { kind: 'delete', id: 'r1', title: 'Refund sent' }, server);
    const seen: Settings[] = [];
    const outcome = await saveSettingsChange(
      base,
      { kind: 'edit', id: 'r1', reply: { title: 'Refund sent', text: 'Edited' } },
      {
        ...server,
        onRead: (settings) => seen.push(settings),
      },
    );
    expect(outcome).toEqual({
      kind: 'refused',
      refusal: { kind: 'gone', title: 'Refund sent' },
      settings: server.current,
    });
    expect(seen).toEqual([server.current]);
    expect(server.writes).toHaveLength(2);
  });

  it('says so when the title was taken meanwhile', async () => {
    const server = fakeServer(base);
    await saveSettingsChange(base, { kind: 'add', reply: { title: 'Welcome', text: 'Hello' } }, server);
    const outcome = await saveSettingsChange(base, { kind: 'add', reply: { title: 'welcome', text: 'Hi' } }, server);
    expect(outcome).toMatchObject({ kind: 'refused', refusal: { kind: 'titleTaken', title: 'welcome' } });
    expect(titles(server.current)).toEqual(['Refund sent', 'Need statement', 'Welcome']);
  });

  it(`gives up after ${SAVE_ATTEMPTS} conflicts, with the settings last read`, async () => {
    let writes = 0;
    const moved = { ...base, revision: 9 };
    const outcome = await saveSettingsChange(
      base,
      { kind: 'targets', targets: { resolutionHours: 10 } },
      {
        read: () => Promise.resolve(moved),
        write: () => {
          writes += 1;
          return Promise.reject(new ApiError(409, 'Conflict'));
        },
      },
    );
    expect(outcome).toEqual({ kind: 'conflict', settings: moved });
    expect(writes).toBe(SAVE_ATTEMPTS);
  });

  it('rejects with any other failure, untouched', async () => {
    const failure = new ApiError(422, 'Unprocessable', { message: 'Another saved reply is already called “X”' });
    await expect(
      saveSettingsChange(
        base,
        { kind: 'add', reply: { title: 'X', text: 'y' } },
        { read: () => Promise.resolve(base), write: () => Promise.reject(failure) },
      ),
    ).rejects.toBe(failure);
  });
});
