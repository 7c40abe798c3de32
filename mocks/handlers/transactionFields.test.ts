/**
 * A filing's network-aware fields on the mock backend: stored and answered as sent, refused with
 * 400 and the field's message (docs/transactions.md). That the form judges them the same way is
 * src/features/disputes/new/networkAgreement.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { calls } from '../../src/api';
import type { CreateDisputeRequest } from '../../src/api/disputeRequest';
import {
  expectFieldError,
  raw,
  signInAsDemoUser,
  startTestBackend,
  validDispute,
} from '../../tests/kit/handlerTestkit';

const backend = startTestBackend();

const TRON = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const ETH = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const ETH_HASH = `0x${'ab'.repeat(32)}`;

describe('POST /api/disputes with the network-aware fields', () => {
  it('→ 201, and the dispute answers them as sent (trimmed), to its owner and to support', async () => {
    await signInAsDemoUser();
    const response = await raw(
      'POST',
      '/api/disputes',
      validDispute({
        network: 'ethereum',
        asset: ' USDT ',
        transactionId: ETH_HASH,
        fromAddress: ` ${ETH}`,
        toAddress: ETH.toLowerCase(),
        memo: '',
      }),
    );
    expect(response.status, response.text).toBe(201);
    const filed = await calls.getDispute({ id: (response.json as { id: string }).id });
    expect(filed).toMatchObject({
      network: 'ethereum',
      asset: 'USDT',
      transactionId: ETH_HASH,
      fromAddress: ETH,
      toAddress: ETH.toLowerCase(),
      memo: null,
    });
  });

  it('→ 201 with the original fields alone, answering the new ones as null', async () => {
    await signInAsDemoUser();
    const response = await raw('POST', '/api/disputes', validDispute());
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ network: null, asset: null, fromAddress: null, toAddress: null, memo: null });
  });

  it.each<[string, Partial<CreateDisputeRequest>, string, string]>([
    [
      'another network’s address',
      { network: 'ethereum', toAddress: TRON },
      'toAddress',
      'This looks like a Tron address; the network chosen is Ethereum',
    ],
    [
      'a checksum that fails',
      { network: 'ethereum', fromAddress: ETH.replace('aAeb', 'aaeb') },
      'fromAddress',
      'This Ethereum address fails its checksum: a character is wrong, missing or swapped',
    ],
    [
      'a hash of another format',
      { network: 'bitcoin', transactionId: ETH_HASH },
      'transactionId',
      'This looks like an EVM transaction hash (Ethereum, BNB Smart Chain, Polygon, Arbitrum, Optimism or Base); the network chosen is Bitcoin, whose transaction hashes are 64 hex characters',
    ],
    [
      'a memo where the network has none',
      { network: 'tron', memo: '12' },
      'memo',
      'Tron transactions carry no memo; leave this empty',
    ],
    [
      'a destination tag that is not a number',
      { network: 'xrp-ledger', memo: 'abc' },
      'memo',
      'A destination tag is a whole number from 0 to 4294967295',
    ],
    ['an unknown network', { network: 'cardano' as 'bitcoin' }, 'network', 'Choose a network from the list'],
    [
      'an asset that is not a symbol',
      { asset: 'US Dollar Tether' },
      'asset',
      'An asset is a symbol such as BTC, ETH or USDT: letters and digits, at most 12',
    ],
    ['an address over 128 characters', { toAddress: 'a'.repeat(129) }, 'toAddress', 'Must be at most 128 characters'],
  ])('→ 400 for %s, with the field’s message, storing nothing', async (_name, fields, field, message) => {
    await signInAsDemoUser();
    await expectFieldError(backend, () => raw('POST', '/api/disputes', validDispute(fields)), field, message);
  });
});

describe('POST /api/auth/register, the wallet', () => {
  it.each([
    [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD',
      'This EVM address fails its checksum: a character is wrong, missing or swapped',
    ],
    [`0x${'ab'.repeat(32)}`, 'This is a transaction hash, not an address'],
  ])('→ 400 for %s, creating no account', async (walletAddress, message) => {
    await expectFieldError(
      backend,
      () =>
        raw('POST', '/api/auth/register', {
          username: 'wallet.tester',
          email: `wallet-${walletAddress.length}@example.org`,
          password: 'long-enough-1',
          walletAddress,
        }),
      'walletAddress',
      message,
    );
  });

  it('→ 201 for a valid address and for text no listed network uses', async () => {
    for (const [n, walletAddress] of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      'addr1-some-other-chain',
    ].entries()) {
      const response = await raw('POST', '/api/auth/register', {
        username: 'wallet.tester',
        email: `wallet-ok-${n}@example.org`,
        password: 'long-enough-1',
        walletAddress,
      });
      expect(response.status, response.text).toBe(201);
    }
  });
});
