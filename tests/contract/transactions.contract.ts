/**
 * The transaction extensions (docs/transactions.md), as a conforming server must answer them: a
 * filing's network-aware fields stored and answered, every refusal with its field's message, the
 * registration wallet's checksum, support's derived facts and related disputes, and a scam that
 * support confirms, which the scam check reports by count and day without naming any dispute.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../src/api';
import { BASE_URL, PASSWORD, registerUser, signInAdmin, uniqueEmail, validDispute } from './accounts';
import { as, Identity } from './identities';

const ETH_HASH = `0x${'e7'.repeat(32)}`;
/** Valid EIP-55 addresses (the standard's own examples). */
const RECIPIENT = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const SENDER = '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb';
const TRON = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

let alice: Identity;
let bob: Identity;
let admin: Identity;

beforeAll(async () => {
  alice = await registerUser('tx-alice');
  bob = await registerUser('tx-bob');
  admin = await signInAdmin();
});

const post = (identity: Identity, path: string, body: unknown) =>
  identity.fetch(`${BASE_URL}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
  });

async function expectRefusal(response: Response, status: number, field: string, message: string) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { message: string; fieldErrors?: Record<string, string[]> };
  expect(body.fieldErrors?.[field]).toContain(message);
}

describe('a filing with its transaction (extension)', () => {
  it('answers 201 with the network, asset, addresses and memo as sent, trimmed; null where not given', async () => {
    const filed = await as(alice, () =>
      api.calls.createDispute({
        body: validDispute({
          network: 'ethereum',
          asset: ' USDT',
          transactionId: ETH_HASH,
          fromAddress: SENDER,
          toAddress: ` ${RECIPIENT} `,
        }),
      }),
    );
    expect(filed).toMatchObject({
      network: 'ethereum',
      asset: 'USDT',
      transactionId: ETH_HASH,
      fromAddress: SENDER,
      toAddress: RECIPIENT,
      memo: null,
    });
    const plain = await as(alice, () => api.calls.createDispute({ body: validDispute({ transactionId: 'tx-plain' }) }));
    expect(plain).toMatchObject({ network: null, asset: null, fromAddress: null, toAddress: null, memo: null });
  });

  it.each([
    [
      'another network’s address',
      { network: 'ethereum', toAddress: TRON },
      'toAddress',
      'This looks like a Tron address; the network chosen is Ethereum',
    ],
    [
      'a failing checksum',
      { network: 'ethereum', toAddress: RECIPIENT.replace('fB69', 'fb69') },
      'toAddress',
      'This Ethereum address fails its checksum: a character is wrong, missing or swapped',
    ],
    [
      'a hash of another format',
      { network: 'tron', transactionId: ETH_HASH },
      'transactionId',
      'This looks like an EVM transaction hash (Ethereum, BNB Smart Chain, Polygon, Arbitrum, Optimism or Base); the network chosen is Tron, whose transaction hashes are 64 hex characters',
    ],
    [
      'a memo on a network without one',
      { network: 'ethereum', transactionId: ETH_HASH, memo: '42' },
      'memo',
      'Ethereum transactions carry no memo; leave this empty',
    ],
    ['an unknown network', { network: 'cardano' }, 'network', 'Choose a network from the list'],
    [
      'an asset that is not a symbol',
      { asset: 'Tether USD' },
      'asset',
      'An asset is a symbol such as BTC, ETH or USDT: letters and digits, at most 12',
    ],
  ])('answers 400 for %s, with the field’s message', async (_name, fields, field, message) => {
    await expectRefusal(await post(alice, '/api/disputes', validDispute(fields as never)), 400, field, message);
  });

  it('answers 400 for a registration wallet whose checksum fails', async () => {
    const response = await post(new Identity('tx-wallet'), '/api/auth/register', {
      username: 'tx.wallet',
      email: uniqueEmail('tx-wallet'),
      password: PASSWORD,
      walletAddress: TRON.replace(/U7$/, 'U8'),
    });
    await expectRefusal(
      response,
      400,
      'walletAddress',
      'This Tron address fails its checksum: a character is wrong, missing or swapped',
    );
  });
});

describe('support reads the transaction, and confirms a scam (extension)', () => {
  it('derives the facts, lists the other dispute naming the recipient first, and the scam check reports the confirmation alone', async () => {
    const first = await as(alice, () =>
      api.calls.createDispute({
        body: validDispute({ type: 'scam_report', network: 'ethereum', transactionId: ETH_HASH, toAddress: RECIPIENT }),
      }),
    );
    const second = await as(bob, () =>
      api.calls.createDispute({
        body: validDispute({
          network: 'polygon',
          transactionId: `0x${'4b'.repeat(32)}`,
          toAddress: RECIPIENT.toLowerCase(),
        }),
      }),
    );
    const review = await as(admin, () => api.calls.getAdminDispute({ id: first.id }));
    expect(review.transactionFacts?.values.find((fact) => fact.field === 'toAddress')?.verdict).toBe('valid');
    expect(
      review.transactionFacts?.reputation.find((entry) => entry.field === 'toAddress')?.otherDisputes,
    ).toBeGreaterThanOrEqual(1);
    const similar = await as(admin, () => api.calls.getSimilarCases({ id: first.id }));
    expect(similar.find((entry) => 'id' in entry && entry.id === second.id)).toMatchObject({ shared: ['toAddress'] });

    const closed = await post(admin, `/api/admin/disputes/${first.id}/resolve`, {
      resolutionType: 'decline',
      refundAmount: null,
      userResponse: 'We confirmed this address as a scam.',
      confirmedScamAddress: RECIPIENT,
    });
    expect(closed.status).toBe(200);
    const check = await as(bob, () => api.calls.checkScam({ q: RECIPIENT }));
    expect(check).toMatchObject({ riskLevel: 'High' });
    expect(check.confirmedScams).toBeGreaterThanOrEqual(1);
    const raw = JSON.stringify(check);
    for (const secret of [first.id, second.id, 'DSP-', '@', 'We confirmed']) expect(raw).not.toContain(secret);
  });

  it('answers 422 for a confirmation of an address the dispute does not name', async () => {
    const filed = await as(alice, () =>
      api.calls.createDispute({
        body: validDispute({ network: 'ethereum', transactionId: ETH_HASH, toAddress: RECIPIENT }),
      }),
    );
    const response = await post(admin, `/api/admin/disputes/${filed.id}/resolve`, {
      resolutionType: 'decline',
      refundAmount: null,
      userResponse: 'Closing this dispute now.',
      confirmedScamAddress: SENDER,
    });
    await expectRefusal(
      response,
      422,
      'confirmedScamAddress',
      'Only an address this dispute names can be confirmed as a scam',
    );
  });
});
