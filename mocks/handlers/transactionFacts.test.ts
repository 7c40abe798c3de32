/**
 * What support's review reads of a dispute's transaction, derived by the backend: each value's
 * verdict, the mismatches, each address's reputation, the analysis written from them; and a scam
 * that support confirms on closing, which the scam check then reports as a count and a day.
 */
import { describe, expect, it } from 'vitest';
import { calls } from '../../src/api';
import type { CreateDisputeRequest } from '../../src/api/disputeRequest';
import { CONFIRM_SCAM_NOT_NAMED_MESSAGE, CONFIRM_SCAM_OPEN_MESSAGE } from '../../src/api/admin';
import {
  expectFieldError,
  raw,
  registerFreshUser,
  signInAsAdmin,
  signInAsDemoUser,
  startTestBackend,
  validDispute,
} from '../../tests/kit/handlerTestkit';
import { MISSING_MEMO_DESCRIPTION, SEEDED_SHARED_RECIPIENT } from '../db/seedTransactions';

const backend = startTestBackend();

const ETH_HASH = `0x${'c4'.repeat(32)}`;
const SENDER = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

async function fileAsDemoUser(fields: Partial<CreateDisputeRequest>) {
  const me = await signInAsDemoUser();
  return calls.createDispute({ body: validDispute({ contactEmail: me.email, ...fields }) });
}

const resolve = (id: string, confirmedScamAddress: string | null, resolutionType = 'decline') =>
  raw('POST', `/api/admin/disputes/${id}/resolve`, {
    resolutionType,
    refundAmount: null,
    userResponse: 'We looked into it and closed your dispute.',
    confirmedScamAddress,
  });

describe('the facts of a filed Ethereum dispute', () => {
  it('reads each value, finds the recipient in the two seeded disputes, and writes the analysis from it', async () => {
    const filed = await fileAsDemoUser({
      type: 'scam_report',
      network: 'ethereum',
      transactionId: ETH_HASH,
      fromAddress: SENDER.toLowerCase(),
      toAddress: SEEDED_SHARED_RECIPIENT,
    });
    await signInAsAdmin();
    const dispute = await calls.getAdminDispute({ id: filed.id });
    expect(dispute.transactionFacts?.values.map(({ field, verdict }) => [field, verdict])).toEqual([
      ['transactionId', 'valid'],
      ['fromAddress', 'no-checksum'],
      ['toAddress', 'valid'],
    ]);
    expect(dispute.transactionFacts?.values[2]?.derivation).toMatch(/^EIP-55/);
    expect(dispute.transactionFacts?.values[2]?.fits).toContain('Base');
    expect(dispute.transactionFacts?.mismatches).toEqual([]);
    expect(dispute.transactionFacts?.reputation.find((entry) => entry.field === 'toAddress')).toMatchObject({
      otherDisputes: 2,
      confirmedScams: 0,
      lastConfirmedAt: null,
    });
    expect(dispute.technicalAnalysis?.recommendation).toBe(
      'Review the related disputes together: the recipient is named elsewhere.',
    );
  });

  it('names the missing destination tag of the seeded XRP Ledger deposit', async () => {
    await signInAsAdmin();
    const seeded = backend.db.data.disputes.find((dispute) => dispute.description === MISSING_MEMO_DESCRIPTION);
    const dispute = await calls.getAdminDispute({ id: seeded?.id ?? 'none' });
    expect(dispute.transactionFacts?.mismatches).toContain(
      'No destination tag: an exchange needs it to credit an XRP Ledger deposit.',
    );
    expect(dispute.transactionFacts?.values.find((fact) => fact.field === 'memo')?.verdict).toBe('missing');
  });

  it('leaves the facts out of a dispute filed with the original fields alone, keeping its stored analysis', async () => {
    const filed = await fileAsDemoUser({});
    await signInAsAdmin();
    expect(await calls.getAdminDispute({ id: filed.id })).toMatchObject({
      transactionFacts: null,
      technicalAnalysis: null,
    });
  });
});

describe('who reads what', () => {
  it('the owner reads the transaction as filed, never the facts, the reputation or a confirmation', async () => {
    const filed = await fileAsDemoUser({
      network: 'ethereum',
      transactionId: ETH_HASH,
      toAddress: SEEDED_SHARED_RECIPIENT,
    });
    await signInAsAdmin();
    expect((await resolve(filed.id, SEEDED_SHARED_RECIPIENT)).status).toBe(200);
    await signInAsDemoUser();
    const own = await raw('GET', `/api/disputes/${filed.id}`);
    expect(own.json).toMatchObject({ network: 'ethereum', toAddress: SEEDED_SHARED_RECIPIENT });
    for (const adminOnly of ['transactionFacts', 'confirmedScam', 'adminNotes'])
      expect(own.json).not.toHaveProperty(adminOnly);
    expect(own.text).not.toMatch(/otherDisputes|scamReports/);
  });
});

describe('confirming a scam on closing', () => {
  it('records the dispute’s own address, which another user’s scam check then reports by count and day', async () => {
    const filed = await fileAsDemoUser({ network: 'ethereum', transactionId: ETH_HASH, toAddress: SENDER });
    await signInAsAdmin();
    const response = await resolve(filed.id, SENDER.toLowerCase());
    expect(response.status, response.text).toBe(200);
    expect(response.json).toMatchObject({ status: 'Rejected', confirmedScam: { address: SENDER } });
    await registerFreshUser();
    const check = await calls.checkScam({ q: SENDER });
    expect(check).toMatchObject({ confirmedScams: 1, riskLevel: 'High' });
    expect(check.lastConfirmedAt).toMatch(/T00:00:00\.000Z$/);
    expect(JSON.stringify(check)).not.toContain(filed.id);
  });

  it('→ 422 for an address the dispute does not name, and for an outcome that keeps it open', async () => {
    const filed = await fileAsDemoUser({ network: 'ethereum', transactionId: ETH_HASH, toAddress: SENDER });
    await signInAsAdmin();
    await expectFieldError(
      backend,
      () => resolve(filed.id, SEEDED_SHARED_RECIPIENT),
      'confirmedScamAddress',
      CONFIRM_SCAM_NOT_NAMED_MESSAGE,
      422,
    );
    await expectFieldError(
      backend,
      () => resolve(filed.id, SENDER, 'additional_info'),
      'confirmedScamAddress',
      CONFIRM_SCAM_OPEN_MESSAGE,
      422,
    );
  });

  it('is withdrawn when the dispute is reopened', async () => {
    const filed = await fileAsDemoUser({ network: 'ethereum', transactionId: ETH_HASH, toAddress: SENDER });
    await signInAsAdmin();
    expect((await resolve(filed.id, SENDER)).status).toBe(200);
    await calls.reopenDispute({ id: filed.id, body: { reason: 'The user sent new evidence.' } });
    expect(await calls.getAdminDispute({ id: filed.id })).toMatchObject({ confirmedScam: null });
  });
});
