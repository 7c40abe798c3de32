/**
 * The live stream (`GET /api/events`, an extension) over HTTP, held to the document: every event's
 * type is one openapi.json's `x-events` names and its `data` passes that event's schema (ajv, as
 * an integrator would check); who receives what; resuming by `Last-Event-ID`; the refusals.
 */
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../src/api';
import * as adminApi from '../../src/api/admin';
import { readEventStream, type EventStreamReader, type StreamMessage } from '../../mocks/events/readEventStream';
import { BASE_URL, registerUser, signInAdmin, validDispute } from './accounts';
import { anonymous, as, type Identity } from './identities';

const document = JSON.parse(readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<
    string,
    {
      get?: {
        responses: Record<string, { content?: Record<string, { 'x-events'?: Record<string, { $ref: string }> }> }>;
      };
    }
  >;
  components: { schemas: Record<string, unknown> };
};
const ajv = new Ajv2020({ strict: false });
addFormats(ajv);
ajv.addSchema({ $id: 'doc', components: document.components });
const documentedEvents =
  document.paths['/api/events']?.get?.responses['200']?.content?.['text/event-stream']?.['x-events'] ?? {};

/** Fails unless the document names the event's type and its schema accepts the event's data. */
function expectDocumented(message: StreamMessage) {
  const schema = documentedEvents[message.event];
  expect(schema, `event type "${message.event}" is not in the document`).toBeDefined();
  const validate = ajv.getSchema(`doc${schema?.$ref ?? ''}`);
  expect(validate?.(message.data), `${message.event}: ${JSON.stringify(validate?.errors)}`).toBe(true);
  expect(message.id, 'every event has an id').toMatch(/\S/);
}

const openStreams: EventStreamReader[] = [];
afterAll(async () => {
  await Promise.all(openStreams.map((stream) => stream.cancel().catch(() => undefined)));
});

async function open(
  identity: Identity,
  headers: Record<string, string> = {},
): Promise<{ response: Response; stream: EventStreamReader | null }> {
  const response = await identity.fetch(`${BASE_URL}/api/events`, {
    headers: { Accept: 'text/event-stream', ...headers },
  });
  if (response.status !== 200 || !response.body) return { response, stream: null };
  const stream = readEventStream(response.body);
  openStreams.push(stream);
  return { response, stream };
}

/** Reads to `ready`, checking every message against the document on the way. */
async function toReady(stream: EventStreamReader | null): Promise<StreamMessage[]> {
  if (!stream) throw new Error('the stream did not open');
  const messages = await stream.until('ready');
  for (const message of messages) expectDocumented(message);
  return messages;
}

let owner: Identity;
let other: Identity;
let admin: Identity;
let disputeId = '';

beforeAll(async () => {
  owner = await registerUser('streamer');
  other = await registerUser('bystander');
  admin = await signInAdmin();
  disputeId = (await as(owner, () => api.calls.createDispute({ body: validDispute() }))).id;
});

describe('GET /api/events (extension)', () => {
  it('documents every event type it can send', () => {
    expect(Object.keys(documentedEvents).sort()).toEqual([...api.STREAM_EVENT_TYPES].sort());
  });

  it('refuses a caller without a session with 401 and a message', async () => {
    const { response } = await open(anonymous);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: expect.any(String) });
  });

  it('streams text/event-stream, uncached, opening with ready', async () => {
    const { response, stream } = await open(owner);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('cache-control')).toMatch(/no-store|no-cache/);
    expect((await toReady(stream)).at(-1)?.event).toBe('ready');
  });

  it('gives the owner support’s reply as documented events, and nothing of it to another user', async () => {
    const mine = (await open(owner)).stream;
    const theirs = (await open(other)).stream;
    await toReady(mine);
    await toReady(theirs);
    const reply = await as(admin, () =>
      api.calls.postAdminMessage({ id: disputeId, body: { content: 'Support has your case.' } }),
    );
    const seen = await mine?.until('message.created');
    for (const message of seen ?? []) expectDocumented(message);
    expect(seen?.at(-1)?.data).toEqual({ disputeId, messageId: reply.id });

    // The other user's stream carries only their own things: a dispute they file comes next, not the reply.
    const own = await as(other, () => api.calls.createDispute({ body: validDispute() }));
    const next = await theirs?.next();
    if (next) expectDocumented(next);
    expect(next?.data).toMatchObject({ disputeId: own.id });
  });

  it('resumes after the last event seen, with what was missed', async () => {
    const first = (await open(owner)).stream;
    const resumeFrom = (await toReady(first)).at(-1)?.id ?? '';
    await first?.cancel();
    const reply = await as(admin, () =>
      api.calls.postAdminMessage({ id: disputeId, body: { content: 'While you were away.' } }),
    );
    const again = (await open(owner, { 'Last-Event-ID': resumeFrom })).stream;
    const missed = await toReady(again);
    expect(missed.filter((message) => message.event === 'message.created').map((message) => message.data)).toEqual([
      { disputeId, messageId: reply.id },
    ]);
  });

  it('sends what its ready names: the reader their notification marked read, admins the accounts and the settings, users neither', async () => {
    const mine = (await open(owner)).stream;
    const theirs = (await open(other)).stream;
    const desk = (await open(admin)).stream;
    const ready = (await toReady(mine)).at(-1)?.data as { events?: unknown };
    await toReady(theirs);
    await toReady(desk);
    // Optional: a server that leaves `events` out sends the original three, and the app refreshes the rest itself.
    const sends = Array.isArray(ready.events) ? (ready.events as string[]) : [...api.ORIGINAL_EVENT_TYPES];
    const readUntil = async (stream: EventStreamReader | null, done: (message: StreamMessage) => boolean) => {
      for (;;) {
        const message = await stream?.next();
        if (!message) throw new Error('the stream ended');
        expectDocumented(message);
        if (done(message)) return message;
      }
    };

    if (sends.includes('notification.read')) {
      const unread = api.readable(await as(owner, api.calls.getNotifications)).find((notice) => !notice.read);
      if (!unread) throw new Error('the owner has no unread notification (support replied earlier in this file)');
      await as(owner, () => api.calls.markNotificationRead({ id: unread.id }));
      const read = await readUntil(mine, (message) => message.event === 'notification.read');
      expect(read.data).toEqual({ ids: [unread.id] });
    }
    if (sends.includes('account.updated')) {
      const suspended = await registerUser('suspended');
      const suspendedId = (await as(suspended, api.calls.getCurrentUser)).id;
      await as(admin, () => api.calls.suspendUser({ id: suspendedId }));
      const updated = await readUntil(
        desk,
        (message) =>
          message.event === 'account.updated' && (message.data as { userId?: string }).userId === suspendedId,
      );
      expect(updated.data).toEqual({ userId: suspendedId });
    }
    if (sends.includes('settings.updated')) {
      // A save that changes something (one that changes nothing writes nothing), then the targets back.
      const settings = await as(admin, api.calls.getAdminSettings);
      const request = adminApi.settingsRequestOf(settings);
      const changed = await as(admin, () =>
        api.calls.updateAdminSettings({
          body: { ...request, targets: { ...request.targets, resolutionHours: request.targets.resolutionHours + 1 } },
        }),
      );
      expect((await readUntil(desk, (message) => message.event === 'settings.updated')).data).toEqual({});
      await as(admin, () => api.calls.updateAdminSettings({ body: { ...request, revision: changed.revision } }));
    }

    // The other user heard none of it: a dispute they file is the next thing on their stream.
    const own = await as(other, () => api.calls.createDispute({ body: validDispute() }));
    const next = await theirs?.next();
    if (next) expectDocumented(next);
    expect(next?.event).toBe('dispute.updated');
    expect(next?.data).toMatchObject({ disputeId: own.id });
  });

  it('answers an id it never gave with reset, then ready', async () => {
    const { stream } = await open(owner, { 'Last-Event-ID': 'never-given.1' });
    expect((await toReady(stream)).map((message) => message.event)).toEqual(['reset', 'ready']);
  });
});
