/**
 * Extension of the contract: GET /api/scam-check?q= answers how often a value appears in scam reports
 * and scam alerts, from the store, without revealing who reported it; nothing is written.
 */
import { describe, expect, it } from 'vitest';
import {
  calls,
  normaliseScamQuery,
  pathOf,
  SCAM_CHECK_EMPTY_MESSAGE,
  SCAM_CHECK_TOO_LONG_MESSAGE,
} from '../../src/api';
import { categoriseReport, mentions } from './scamCheck';
import {
  expectRejected,
  raw,
  registerFreshUser,
  signInAsDemoUser,
  snapshot,
  startTestBackend,
  statusOf,
  validDispute,
} from '../../tests/kit/handlerTestkit';

const backend = startTestBackend();

const TX = '0x7F3a9c2b5e8d1f4a6b0c9e2d7a5f3b8c1e4d6a9f2b7c0e5d8a3f6b9c2e1d4a7b';

const scamReport = (overrides: Parameters<typeof validDispute>[0] = {}) =>
  validDispute({
    type: 'scam_report',
    transactionId: TX,
    description: 'I was asked to send funds to a fake exchange support agent.',
    ...overrides,
  });

const seededScamReport = () => {
  const found = backend.db.data.disputes.find((dispute) => dispute.type === 'scam_report');
  if (!found) throw new Error('the seed has no scam report');
  return found;
};

/** Midnight UTC of a timestamp's day: the only time the answer gives. */
const dayOf = (iso: string) => `${iso.slice(0, 10)}T00:00:00.000Z`;

describe('GET /api/scam-check', () => {
  it('answers 401 without a session, and writes nothing', async () => {
    await expectRejected(backend, 401, () => raw('GET', pathOf('checkScam', { q: 'binnance-login.com' })));
    expect(await statusOf(calls.checkScam({ q: 'binnance-login.com' }))).toBe(401);
  });

  it.each([
    ['an empty q', '/api/scam-check?q=', SCAM_CHECK_EMPTY_MESSAGE],
    ['a whitespace q', `/api/scam-check?q=${encodeURIComponent('   \t ')}`, SCAM_CHECK_EMPTY_MESSAGE],
    ['a missing q', '/api/scam-check', SCAM_CHECK_EMPTY_MESSAGE],
    ['a q over 512 characters', pathOf('checkScam', { q: 'a'.repeat(513) }), SCAM_CHECK_TOO_LONG_MESSAGE],
    ['a 10,000-character q', pathOf('checkScam', { q: 'x'.repeat(10_000) }), SCAM_CHECK_TOO_LONG_MESSAGE],
  ])('answers 400 with a clear message for %s', async (_case, path, message) => {
    await signInAsDemoUser();
    const response = await expectRejected(backend, 400, () => raw('GET', path));
    expect(response.json).toEqual({ message, fieldErrors: { q: [message] } });
  });

  it('accepts 512 characters once trimmed', async () => {
    await signInAsDemoUser();
    const response = await raw('GET', pathOf('checkScam', { q: `  ${'a'.repeat(512)}  ` }));
    expect(response.status).toBe(200);
  });

  it("finds a domain named in a scam alert, with the alert's day, category and risk", async () => {
    await signInAsDemoUser();
    const alert = backend.db.data.scamAlerts.find((candidate) => candidate.description.includes('binnance-login.com'));
    expect(alert).toBeDefined();
    const result = await calls.checkScam({ q: 'https://WWW.Binnance-Login.com/sign-in' });
    expect(result).toEqual({
      query: 'binnance-login.com',
      reports: 1,
      categories: ['Phishing'],
      firstReportedAt: dayOf(alert?.date ?? ''),
      lastReportedAt: dayOf(alert?.date ?? ''),
      riskLevel: 'High',
      confirmedScams: 0,
      lastConfirmedAt: null,
    });
  });

  it('counts a scam report’s recipient address, never its sending address (the reporter’s own)', async () => {
    await registerFreshUser();
    const recipient = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
    const sender = '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB';
    await calls.createDispute({
      body: scamReport({
        network: 'ethereum',
        transactionId: `0x${'7d'.repeat(32)}`,
        fromAddress: sender,
        toAddress: recipient,
      }),
    });
    expect(await calls.checkScam({ q: recipient.toLowerCase() })).toMatchObject({ reports: 1, riskLevel: 'Medium' });
    expect(await calls.checkScam({ q: sender })).toMatchObject({ reports: 0, riskLevel: 'Unknown' });
  });

  it('finds a seeded scam report by its transaction id, in any letter case', async () => {
    await signInAsDemoUser();
    const seeded = seededScamReport();
    const result = await calls.checkScam({ q: seeded.transactionId.toUpperCase().replace(/^0X/, '0x') });
    expect(result.reports).toBe(1);
    expect(result.firstReportedAt).toBe(dayOf(seeded.createdAt));
    expect(result.riskLevel).toBe('Medium');
  });

  it('counts reports from every user, gives their days, and rates 3 or more as High', async () => {
    await registerFreshUser();
    const first = await calls.createDispute({ body: scamReport() });
    await registerFreshUser();
    const second = await calls.createDispute({
      body: scamReport({ description: 'A giveaway promised to double your ETH; I sent funds to this transaction.' }),
    });
    expect(await calls.checkScam({ q: TX.toLowerCase() })).toMatchObject({ reports: 2, riskLevel: 'Medium' });

    await signInAsDemoUser();
    const third = await calls.createDispute({
      body: scamReport({
        transactionId: 'unrelated-id',
        description: `Paid a fake presale; the deposit went out in ${TX} and vanished.`,
      }),
    });
    const result = await calls.checkScam({ q: TX });
    expect(result.reports).toBe(3);
    expect(result.riskLevel).toBe('High');
    expect(result.categories).toEqual(['Phishing', 'Fake ICOs', 'Giveaways']);
    const dates = [first.createdAt, second.createdAt, third.createdAt].sort();
    expect(result.firstReportedAt).toBe(dayOf(dates[0] ?? ''));
    expect(result.lastReportedAt).toBe(dayOf(dates[2] ?? ''));
  });

  it('counts one account once, however many reports it files', async () => {
    await registerFreshUser();
    for (const n of [1, 2, 3])
      await calls.createDispute({ body: scamReport({ description: `Report ${n}: I lost funds in ${TX}.` }) });
    expect(await calls.checkScam({ q: TX })).toMatchObject({ reports: 1, riskLevel: 'Medium' });
  });

  it('never gives the moment of a report, only its day', async () => {
    await registerFreshUser();
    await calls.createDispute({ body: scamReport() });
    const result = await calls.checkScam({ q: TX });
    expect(result.firstReportedAt).toMatch(/T00:00:00\.000Z$/);
    expect(result.lastReportedAt).toMatch(/T00:00:00\.000Z$/);
  });

  it('ignores disputes that are not scam reports', async () => {
    await signInAsDemoUser();
    await calls.createDispute({ body: validDispute({ type: 'fee_dispute', transactionId: TX }) });
    expect(await calls.checkScam({ q: TX })).toMatchObject({
      reports: 0,
      categories: [],
      firstReportedAt: null,
      lastReportedAt: null,
      riskLevel: 'Unknown',
    });
  });

  it('says nothing about who reported: no emails, names, ids or texts in the raw answer, and writes nothing', async () => {
    const reporter = await registerFreshUser({ firstName: 'Quentin', lastName: 'Reporter' });
    const created = await calls.createDispute({
      body: scamReport({ contactEmail: reporter.email, contactPhone: '+44 20 7946 0000' }),
    });
    await signInAsDemoUser();
    const before = snapshot(backend);
    const response = await raw('GET', pathOf('checkScam', { q: TX }));
    expect(response.status).toBe(200);
    expect(snapshot(backend)).toBe(before);
    expect(Object.keys(response.json as object).sort()).toEqual([
      'categories',
      'confirmedScams',
      'firstReportedAt',
      'lastConfirmedAt',
      'lastReportedAt',
      'query',
      'reports',
      'riskLevel',
    ]);
    expect(response.text).not.toMatch(/@/);
    expect(response.text).not.toMatch(/DSP-\d+|usr-\d+/);
    for (const secret of [created.id, reporter.id, reporter.email, 'Quentin', 'Reporter', 'support agent', '7946']) {
      expect(response.text).not.toContain(secret);
    }
  });

  it('matches whole tokens only, and does not look up very short values', async () => {
    await signInAsDemoUser();
    expect((await calls.checkScam({ q: 'binnance-login.co' })).reports).toBe(0);
    expect((await calls.checkScam({ q: 'login.com' })).reports).toBe(0);
    expect((await calls.checkScam({ q: 'ETH' })).reports).toBe(0);
  });

  it('keeps base58 values case-sensitive', async () => {
    await signInAsDemoUser();
    const address = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
    await calls.createDispute({
      body: scamReport({
        transactionId: 'n/a',
        description: `The fake platform told me to deposit USDT to ${address} and then blocked me.`,
      }),
    });
    expect((await calls.checkScam({ q: address })).reports).toBe(1);
    expect((await calls.checkScam({ q: address.toLowerCase() })).reports).toBe(0);
  });

  it('treats a script tag as plain text and answers no reports', async () => {
    await signInAsDemoUser();
    const result = await calls.checkScam({ q: '<script>alert(1)</script>' });
    expect(result).toMatchObject({ query: '<script>alert(1)</script>', reports: 0, riskLevel: 'Unknown' });
    await calls.logout();
  });
});

describe('the helpers', () => {
  it('sorts report texts into the scam centre categories', () => {
    expect(categoriseReport('A fake login page stole my password')).toEqual(['Phishing']);
    expect(categoriseReport('The presale site vanished')).toEqual(['Fake ICOs']);
    expect(categoriseReport('Something else happened')).toEqual(['Other']);
  });

  it('mentions() respects token edges', () => {
    const query = { value: 'binance.com', caseInsensitive: true };
    expect(mentions('Log in at Binance.com.', query)).toBe(true);
    expect(mentions('see fake-binance.com', query)).toBe(false);
    expect(mentions('binance.community', query)).toBe(false);
  });

  it.each([
    ['https://WWW.Binnance-Login.com:8443/sign-in?x=1', 'binnance-login.com', true],
    ['https://user@phish.example/path', 'phish.example', true],
    ['user@phish.example', 'user@phish.example', false],
    ['  0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed ', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', true],
    ['BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', true],
    ['TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', false],
    ['<script>alert(1)</script>', '<script>alert(1)</script>', false],
  ])('normalises %s to %s', (raw, value, caseInsensitive) => {
    expect(normaliseScamQuery(raw)).toEqual({ value, caseInsensitive });
  });
});
