/**
 * A full storage: when the driver refuses a write, the request that changed data answers 507 with
 * the store's sentence, and the store (in memory and on the driver) is as it was before.
 */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setApiBaseUrl } from '../../src/api';
import { createMockBackend } from '../backend';
import { memoryDriver } from '../db/drivers';
import { DEMO_USER } from '../db/seed';
import type { Db } from '../db/store';
import { TEST_HASH_ITERATIONS, TEST_NOW } from '../node';
import { ORIGIN, raw, signInAsDemoUser, validDispute } from '../../tests/kit/handlerTestkit';

const FULL = 'The demo data could not be saved (browser storage may be full).';

/** A memory driver whose writes throw as a full browser storage does while `failing` is set. */
const driver = memoryDriver();
const stored = () => JSON.stringify([...(driver.database.collections?.disputes.keys() ?? [])]);

let db: Db;
let resetDemoData: () => Promise<void>;
const server = setupServer();

beforeAll(async () => {
  const backend = await createMockBackend({ driver, hashIterations: TEST_HASH_ITERATIONS, now: () => TEST_NOW });
  db = backend.db;
  resetDemoData = backend.resetDemoData;
  server.use(...backend.handlers);
  server.listen({ onUnhandledRequest: 'error' });
  setApiBaseUrl(ORIGIN);
});
beforeEach(async () => {
  driver.failing = false;
  await resetDemoData();
});
afterAll(() => server.close());

describe('a write the storage refuses', () => {
  it('answers 507 with the sentence for a new dispute, and changes nothing', async () => {
    await signInAsDemoUser();
    const inMemory = JSON.stringify(db.data);
    const persisted = stored();

    driver.failing = true;
    const response = await raw('POST', '/api/disputes', validDispute());
    expect(response.status).toBe(507);
    expect(response.json).toEqual({ message: FULL });
    expect(JSON.stringify(db.data)).toBe(inMemory);
    expect(stored()).toBe(persisted);

    // Space again: the same request succeeds and takes the next id, as if the failure never was.
    driver.failing = false;
    const retried = await raw('POST', '/api/disputes', validDispute());
    expect(retried.status).toBe(201);
    expect(driver.database.collections?.disputes.size).toBe(JSON.parse(persisted).length + 1);
  });

  it('answers 507 for a sign-in (a new session is a write), and keeps no session', async () => {
    const sessions = JSON.stringify(db.data.sessions);
    driver.failing = true;
    const response = await raw('POST', '/api/auth/login', { username: DEMO_USER.email, password: DEMO_USER.password });
    expect(response.status).toBe(507);
    expect(response.json).toEqual({ message: FULL });
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(JSON.stringify(db.data.sessions)).toBe(sessions);
  });

  it('answers 507 for an evidence upload, naming the file, and keeps neither record nor file', async () => {
    await signInAsDemoUser();
    const filed = await raw('POST', '/api/disputes', validDispute());
    const { id } = filed.json as { id: string };
    const files = driver.database.files.size;

    driver.failing = true;
    const form = new FormData();
    form.append(
      'file',
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7])], 'receipt.png'),
      'receipt.png',
    );
    const response = await fetch(`${ORIGIN}/api/disputes/${id}/evidence`, { method: 'POST', body: form });
    expect(response.status).toBe(507);
    expect(await response.json()).toEqual({ message: `receipt.png could not be stored. ${FULL}` });
    expect(db.data.disputes.find((dispute) => dispute.id === id)?.evidence ?? []).toEqual([]);
    expect(driver.database.files.size).toBe(files);
  });
});
