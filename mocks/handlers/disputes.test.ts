/** The user's dispute calls: ownership, validation and what gets stored. */
import { describe, expect, it } from 'vitest';
import { calls, DISPUTE_STATUSES } from '../../src/api';
import {
  expectFieldError,
  expectRejected,
  raw,
  registerFreshUser,
  signInAsDemoUser,
  statusOf,
  startTestBackend,
  validDispute,
  readList,
} from '../../tests/kit/handlerTestkit';

const backend = startTestBackend();

/** A dispute in the seed that belongs to someone other than the demo user. */
const someoneElsesDispute = () => {
  const dispute = backend.db.data.disputes.find((candidate) => candidate.userId !== 'usr-1');
  if (!dispute) throw new Error("the seed has no other user's dispute");
  return dispute;
};
const storedDispute = (id: string) => backend.db.data.disputes.find((candidate) => candidate.id === id);

describe('seed sanity', () => {
  it('the demo user has disputes in all five statuses', async () => {
    await signInAsDemoUser();
    const statuses = new Set((await readList(calls.getDisputes())).map((dispute) => dispute.status));
    expect([...statuses].sort()).toEqual([...DISPUTE_STATUSES].sort());
  });
});

describe('GET /api/disputes', () => {
  it("lists only the caller's disputes, newest first", async () => {
    await signInAsDemoUser();
    const mine = await readList(calls.getDisputes());
    const expected = backend.db.data.disputes.filter((dispute) => dispute.userId === 'usr-1');
    expect(mine).toHaveLength(expected.length);
    expect(mine.every((dispute) => dispute.userEmail === 'demo@example.com')).toBe(true);
    const created = mine.map((dispute) => dispute.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    await registerFreshUser();
    expect(await readList(calls.getDisputes())).toEqual([]);
  });
});

describe('POST /api/disputes', () => {
  it('→ 201 with a New dispute owned by the caller, with a first timeline entry', async () => {
    const me = await signInAsDemoUser();
    const response = await raw('POST', '/api/disputes', validDispute());
    expect(response.status).toBe(201);
    const created = await calls.getDispute({ id: (response.json as { id: string }).id });
    expect(created).toMatchObject({
      type: 'fee_dispute',
      transactionId: '0xabc123def456',
      amount: 42.5,
      status: 'New',
      userId: me.id,
      userEmail: me.email,
      contactPhone: '+1 555 0100',
      termsAccepted: true,
      messages: [],
      timeline: [{ status: 'New', details: 'Dispute submitted' }],
    });
    expect(response.text).not.toContain('adminNotes');
  });

  it('through the typed client: it shows up in the list, last-created and previousDisputes', async () => {
    const before = (await signInAsDemoUser()).previousDisputes;
    const created = await calls.createDispute({ body: validDispute({ contactPhone: undefined }) });
    expect(created.contactPhone).toBeNull();
    expect((await readList(calls.getDisputes()))[0]?.id).toBe(created.id);
    expect(await calls.getLastCreatedDispute()).toEqual({ id: created.id });
    expect((await calls.getCurrentUser()).previousDisputes).toBe(before + 1);
  });

  it('an amount sent as the string "12.50" is stored and returned as the number 12.5', async () => {
    await signInAsDemoUser();
    const response = await raw('POST', '/api/disputes', validDispute({ amount: '12.50' }));
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ amount: 12.5 });
    const id = (response.json as { id: string }).id;
    expect(storedDispute(id)?.amount).toBe(12.5);
    const listed = await raw('GET', '/api/disputes');
    expect(listed.text).toContain(`"id":"${id}"`);
    expect((listed.json as { id: string; amount: unknown }[]).find((row) => row.id === id)?.amount).toBe(12.5);
  });

  it.each([
    ['type', { type: undefined }, 'Dispute type is required'],
    ['type', { type: 'not_a_type' }, 'Dispute type is required'],
    ['transactionId', { transactionId: undefined }, 'Transaction ID is required'],
    ['transactionId', { transactionId: '  ' }, 'Transaction ID is required'],
    ['transactionDate', { transactionDate: undefined }, 'Transaction date is required'],
    ['transactionDate', { transactionDate: '' }, 'Transaction date is required'],
    ['amount', { amount: 0 }, 'Amount must be greater than 0'],
    ['amount', { amount: undefined }, 'Amount must be greater than 0'],
    ['amount', { amount: 0.001 }, 'Amount must be greater than 0'],
    ['amount', { amount: -5 }, 'Amount must be greater than 0'],
    ['amount', { amount: '' }, 'Amount must be greater than 0'],
    ['amount', { amount: 'abc' }, 'Amount must be a number'],
    ['description', { description: 'Too short to help.' }, 'Please provide a detailed description (min 20 characters)'],
    ['description', { description: undefined }, 'Please provide a detailed description (min 20 characters)'],
    [
      'description',
      { description: `   ${'a'.repeat(19)}   ` },
      'Please provide a detailed description (min 20 characters)',
    ],
    ['contactEmail', { contactEmail: 'nope' }, 'Invalid email address'],
    ['contactEmail', { contactEmail: undefined }, 'Invalid email address'],
    ['termsAccepted', { termsAccepted: false }, 'You must confirm that the information provided is accurate'],
    ['termsAccepted', { termsAccepted: undefined }, 'You must confirm that the information provided is accurate'],
    ['termsAccepted', { termsAccepted: 'true' }, 'You must confirm that the information provided is accurate'],
  ])('400 on %s: %j', async (field, override, message) => {
    await signInAsDemoUser();
    await expectFieldError(
      backend,
      () => raw('POST', '/api/disputes', { ...validDispute(), ...override }),
      field,
      message,
    );
  });

  it('an amount "abc" is never stored', async () => {
    await signInAsDemoUser();
    await expectRejected(backend, 400, () => raw('POST', '/api/disputes', validDispute({ amount: 'abc' })));
    await expectRejected(backend, 400, () => raw('POST', '/api/disputes', validDispute({ amount: '12.5abc' })));
  });

  it('an unparseable transaction date is refused', async () => {
    await signInAsDemoUser();
    await expectFieldError(
      backend,
      () => raw('POST', '/api/disputes', validDispute({ transactionDate: 'yesterday-ish' })),
      'transactionDate',
      'Transaction date must be a valid date',
    );
  });

  it('a date after today in UTC+14 is valid by the schema and refused by the day: 422, nothing stored', async () => {
    await signInAsDemoUser();
    // The backend's clock is 2026-11-21T12:00Z: already the 22nd in UTC+14, not yet the 23rd anywhere.
    await expectFieldError(
      backend,
      () => raw('POST', '/api/disputes', validDispute({ transactionDate: '2026-11-23' })),
      'transactionDate',
      'Transaction date cannot be in the future',
      422,
    );
    expect((await raw('POST', '/api/disputes', validDispute({ transactionDate: '2026-11-22' }))).status).toBe(201);
  });
});

describe('GET /api/disputes/{id}', () => {
  it("returns the caller's dispute with messages and timeline, but never adminNotes", async () => {
    await signInAsDemoUser();
    const noted = backend.db.data.disputes.find((dispute) => dispute.userId === 'usr-1' && dispute.adminNotes);
    expect(noted).toBeDefined();
    const response = await raw('GET', `/api/disputes/${noted?.id}`);
    expect(response.status).toBe(200);
    expect(response.text).not.toContain('adminNotes');
    expect(response.text).not.toContain(noted?.adminNotes ?? '???');
    // The stored decision is the server's own; `sla.resolution` is the clock, which both sides read.
    expect(JSON.parse(response.text)).not.toHaveProperty('resolution');
    const dispute = await calls.getDispute({ id: noted?.id ?? '' });
    expect(dispute.id).toBe(noted?.id);
    expect(dispute.timeline.length).toBeGreaterThan(0);
  });

  it("another user's dispute and an unknown id → the same 404", async () => {
    await signInAsDemoUser();
    const theirs = await expectRejected(backend, 404, () => raw('GET', `/api/disputes/${someoneElsesDispute().id}`));
    const unknown = await expectRejected(backend, 404, () => raw('GET', '/api/disputes/DSP-999999'));
    expect(theirs.json).toEqual(unknown.json);
    expect(theirs.json).toEqual({ message: 'Dispute not found' });
  });

  it("a freshly registered user cannot read the demo user's dispute", async () => {
    await registerFreshUser();
    expect(await statusOf(calls.getDispute({ id: 'DSP-100001' }))).toBe(404);
  });
});

describe('POST /api/disputes/{id}/messages', () => {
  it('→ 201 with a user message, which then shows on the dispute', async () => {
    await signInAsDemoUser();
    const response = await raw('POST', '/api/disputes/DSP-100001/messages', { content: '  Any update on this?  ' });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ content: 'Any update on this?', isFromAdmin: false, attachments: [] });
    const message = await calls.postDisputeMessage({ id: 'DSP-100001', body: { content: 'A second note.' } });
    const messages = (await calls.getDispute({ id: 'DSP-100001' })).messages;
    expect(messages.slice(-2).map((entry) => entry.content)).toEqual(['Any update on this?', 'A second note.']);
    expect(messages.at(-1)?.id).toBe(message.id);
  });

  it.each([[''], ['   '], ['\n\t ']])('blank content %j → 400', async (content) => {
    await signInAsDemoUser();
    await expectFieldError(
      backend,
      () => raw('POST', '/api/disputes/DSP-100001/messages', { content }),
      'content',
      'Message cannot be empty',
    );
  });

  it('missing content → 400', async () => {
    await signInAsDemoUser();
    await expectFieldError(
      backend,
      () => raw('POST', '/api/disputes/DSP-100001/messages', {}),
      'content',
      'Message cannot be empty',
    );
  });

  it("another user's dispute and an unknown id → 404, nothing written", async () => {
    await signInAsDemoUser();
    const body = { content: 'Sneaky message' };
    await expectRejected(backend, 404, () => raw('POST', `/api/disputes/${someoneElsesDispute().id}/messages`, body));
    await expectRejected(backend, 404, () => raw('POST', '/api/disputes/DSP-999999/messages', body));
  });
});

describe('GET /api/disputes/last-created', () => {
  it("returns the caller's newest dispute", async () => {
    await signInAsDemoUser();
    const [newest] = await readList(calls.getDisputes());
    expect(await calls.getLastCreatedDispute()).toEqual({ id: newest?.id });
  });

  it('→ 404 for a user who has filed none, and then their own new dispute', async () => {
    await registerFreshUser();
    const response = await raw('GET', '/api/disputes/last-created');
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ message: 'You have not filed a dispute yet' });
    const created = await calls.createDispute({ body: validDispute() });
    expect(await calls.getLastCreatedDispute()).toEqual({ id: created.id });
  });
});
