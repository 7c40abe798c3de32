/**
 * The fetch wrapper, against tiny handlers of its own (not the app's mock backend):
 * error messages, credentials, bodies and headers, contract parsing, base URL and timeout.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { delay, http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { ApiError, NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE, request, setApiBaseUrl } from './client';
import { calls } from './calls';
import { readable } from './lists';
import type { CreateDisputeRequest } from './disputeRequest';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  setApiBaseUrl('');
});
afterAll(() => server.close());

/** Runs the call and returns the ApiError it must throw. */
async function apiErrorOf(call: () => Promise<unknown>): Promise<ApiError> {
  try {
    await call();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to throw an ApiError');
}

interface Seen {
  method: string;
  url: string;
  credentials: RequestCredentials;
  contentType: string | null;
  body: string;
}

/** Records what reached the handler for `method path`, answering with `answer`. */
function recordRequests(method: 'get' | 'post', path: string, answer: () => Response): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http[method](path, async ({ request: req }) => {
      seen.push({
        method: req.method,
        url: req.url,
        credentials: req.credentials,
        contentType: req.headers.get('Content-Type'),
        body: await req.text(),
      });
      return answer();
    }),
  );
  return seen;
}

const user = { id: 'usr-1', username: 'alex', email: 'alex@example.com', previousDisputes: 2, isAdmin: false };

const summary = {
  id: 'DSP-1',
  type: 'fee_dispute',
  transactionId: '0xabc',
  amount: 12.5,
  status: 'New',
  createdAt: '2026-11-20T10:00:00.000Z',
  userEmail: 'alex@example.com',
};

describe('ApiError messages (STATUS: TEXT)', () => {
  it('uses the response text after the status', async () => {
    server.use(http.get('*/api/thing', () => new HttpResponse('Not here', { status: 404 })));
    const error = await apiErrorOf(() => request('/api/thing', { schema: v.unknown() }));
    expect(error.message).toBe('404: Not here');
    expect(error.status).toBe(404);
    expect(error.body).toBeNull();
    expect(error.displayMessage).toBe('404: Not here');
  });

  it('falls back to the status text when the body is empty', async () => {
    server.use(
      http.get('*/api/thing', () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' })),
    );
    const error = await apiErrorOf(() => request('/api/thing', { schema: v.unknown() }));
    expect(error.message).toBe('503: Service Unavailable');
    expect(error.status).toBe(503);
  });

  it('keeps the raw JSON text in the message and parses field errors', async () => {
    const payload = { message: 'Invalid email address', fieldErrors: { email: ['Invalid email address'] } };
    server.use(http.post('*/api/auth/register', () => HttpResponse.json(payload, { status: 400 })));
    const error = await apiErrorOf(() =>
      request('/api/auth/register', { method: 'POST', body: {}, schema: v.unknown() }),
    );
    expect(error.message).toBe(`400: ${JSON.stringify(payload)}`);
    expect(error.status).toBe(400);
    expect(error.body?.fieldErrors).toEqual({ email: ['Invalid email address'] });
    expect(error.displayMessage).toBe('Invalid email address');
  });

  it('turns a network failure into status 0 with a readable message', async () => {
    server.use(http.get('*/api/auth/me', () => HttpResponse.error()));
    const error = await apiErrorOf(() => calls.getCurrentUser());
    expect(error.status).toBe(0);
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('gives up after timeoutMs with the timeout message', async () => {
    server.use(
      // Never answers: only the client's own timer can end the call.
      http.get('*/api/slow', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const error = await apiErrorOf(() => request('/api/slow', { schema: v.unknown(), timeoutMs: 50 }));
    expect(error.status).toBe(0);
    expect(error.message).toBe(TIMEOUT_MESSAGE);
  });
});

describe('what the client sends', () => {
  it('GET sends the cookie, no body and no Content-Type', async () => {
    const seen = recordRequests('get', '*/api/auth/me', () => HttpResponse.json(user));
    await expect(calls.getCurrentUser()).resolves.toMatchObject({ id: 'usr-1', firstName: null });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'GET', credentials: 'include', contentType: null, body: '' });
  });

  it('POST with a body sends JSON with Content-Type application/json and the cookie', async () => {
    const seen = recordRequests('post', '*/api/disputes', () =>
      HttpResponse.json(
        {
          ...summary,
          transactionDate: '2026-11-19',
          description: 'x'.repeat(30),
          contactEmail: 'a@b.c',
          termsAccepted: true,
          userId: 'usr-1',
          messages: [],
          timeline: [],
        },
        { status: 201 },
      ),
    );
    const body: CreateDisputeRequest = {
      type: 'fee_dispute',
      transactionId: '0xabc',
      transactionDate: '2026-11-19',
      amount: 12.5,
      description: 'The fee was far higher than estimated.',
      contactEmail: 'alex@example.com',
      contactPhone: null,
      termsAccepted: true,
    };
    await expect(calls.createDispute({ body: body })).resolves.toMatchObject({ id: 'DSP-1' });
    expect(seen[0]).toMatchObject({ method: 'POST', credentials: 'include', contentType: 'application/json' });
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual(body);
  });

  it('a call without a body (calls.logout) sends no body and no Content-Type', async () => {
    const seen = recordRequests('post', '*/api/auth/logout', () => new HttpResponse(null, { status: 204 }));
    await expect(calls.logout()).resolves.toBeUndefined();
    expect(seen[0]).toMatchObject({ method: 'POST', credentials: 'include', contentType: null, body: '' });
  });

  it('setApiBaseUrl prefixes the URL and strips a trailing slash', async () => {
    const seen = recordRequests('get', 'https://api.example.test/api/auth/me', () => HttpResponse.json(user));
    setApiBaseUrl('https://api.example.test/');
    await calls.getCurrentUser();
    expect(seen[0]?.url).toBe('https://api.example.test/api/auth/me');
    expect(seen[0]?.credentials).toBe('include');
  });
});

describe('answers are parsed with the contract', () => {
  it('rejects a 2xx body that breaks the contract, naming the field', async () => {
    server.use(http.get('*/api/auth/me', () => HttpResponse.json({ ...user, isAdmin: 'yes' })));
    const error = await apiErrorOf(() => calls.getCurrentUser());
    expect(error.status).toBe(200);
    expect(error.message).toMatch(/^200: unexpected response from the server \(isAdmin: /);
  });

  it('rejects a 2xx body that is not JSON', async () => {
    server.use(http.get('*/api/auth/me', () => HttpResponse.text('<html>')));
    const error = await apiErrorOf(() => calls.getCurrentUser());
    expect(error.message).toBe('200: the server sent a body that is not JSON');
  });

  it('parses numeric-string amounts in a dispute list to numbers', async () => {
    server.use(
      http.get('*/api/disputes', () =>
        HttpResponse.json([
          { ...summary, amount: '1250.75' },
          { ...summary, id: 'DSP-2', amount: ' 40 ' },
        ]),
      ),
    );
    const disputes = readable(await calls.getDisputes());
    expect(disputes.map((dispute) => dispute.amount)).toEqual([1250.75, 40]);
  });

  it('reads an item with a non-numeric amount string as unreadable, in its place, and keeps the rest', async () => {
    server.use(
      http.get('*/api/disputes', () =>
        HttpResponse.json([
          { ...summary, amount: '12abc' },
          { ...summary, id: 'DSP-2' },
        ]),
      ),
    );
    const [bad, good] = await calls.getDisputes();
    expect(bad).toEqual({ unreadable: true, position: 1, id: summary.id, problem: expect.stringContaining('amount') });
    expect(good).toMatchObject({ id: 'DSP-2', amount: summary.amount });
  });

  it('still refuses a list answer that is not an array', async () => {
    server.use(http.get('*/api/disputes', () => HttpResponse.json({ disputes: [] })));
    const error = await apiErrorOf(() => calls.getDisputes());
    expect(error.message).toContain('unexpected response');
  });
});

describe("an admin call's deferred schema (./deferredSchema.ts)", () => {
  const stats = {
    newDisputes: 1,
    inProgressDisputes: 2,
    userCount: 3,
    kycPending: 0,
    avgResolutionTime: 1.5,
    resolvedToday: 0,
  };

  it('reads the answer with the schema it loads beside the request', async () => {
    server.use(http.get('*/api/admin/stats', () => HttpResponse.json(stats)));
    await expect(calls.getAdminStats()).resolves.toEqual(stats);
  });

  it('refuses an answer that breaks the loaded schema, naming the field', async () => {
    server.use(http.get('*/api/admin/stats', () => HttpResponse.json({ ...stats, kycPending: -1 })));
    const error = await apiErrorOf(() => calls.getAdminStats());
    expect(error.message).toMatch(/^200: unexpected response from the server \(kycPending: /);
  });

  it("puts a deferred query's fields in the address before its schema has loaded", async () => {
    const seen = recordRequests('get', '*/api/admin/reports', () => HttpResponse.json({}));
    await calls.getAdminReport({ from: '2026-11-01', to: '2026-11-30' }).catch(() => undefined);
    expect(new URL(seen[0]?.url ?? 'http://x').search).toBe('?from=2026-11-01&to=2026-11-30');
  });

  it('fails as the network does when its schema cannot be loaded', async () => {
    server.use(http.get('*/api/auth/me', () => HttpResponse.json(user)));
    const error = await apiErrorOf(() =>
      request('/api/auth/me', { schema: Promise.reject<v.GenericSchema>(new Error('chunk failed')) }),
    );
    expect(error.status).toBe(0);
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
  });
});
