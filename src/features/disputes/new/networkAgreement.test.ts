/**
 * The new-dispute form and the server judge a filing's network-aware fields alike: over generated
 * values of every network (valid, of another network, with one character changed), the form's
 * resolver and the mock backend's answer give the same verdict and the same message, field by
 * field (docs/transactions.md#the-checks).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressOn, transactionHashOn, type ByteSource } from '../../../../mocks/db/chainValues';
import { raw, signInAsDemoUser, startTestBackend, validDispute } from '../../../../tests/kit/handlerTestkit';
import type { CreateDisputeRequest } from '../../../api/disputeRequest';
import { NETWORK_IDS, type NetworkId } from '../../../api/networks';
import { newDisputeResolver, type NewDisputeFormValues } from './schema';

startTestBackend();

const bytesFrom =
  (seed: Uint8Array): ByteSource =>
  (length) =>
    Uint8Array.from({ length }, (_, i) => seed[(i * 7) % seed.length] ?? i);

/** The form's messages for the values, by field, as react-hook-form's resolver gives them. */
async function formMessages(body: CreateDisputeRequest): Promise<Record<string, string>> {
  const values: NewDisputeFormValues = {
    type: body.type,
    network: body.network ?? '',
    asset: body.asset ?? '',
    transactionId: body.transactionId,
    fromAddress: body.fromAddress ?? '',
    toAddress: body.toAddress ?? '',
    memo: body.memo ?? '',
    transactionDate: body.transactionDate,
    amount: String(body.amount),
    description: body.description,
    contactEmail: body.contactEmail,
    contactPhone: body.contactPhone ?? '',
    termsAccepted: body.termsAccepted,
  };
  const result = await newDisputeResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, String(error?.message)]));
}

describe('the form and the server agree', () => {
  const networks = fc.constantFrom(...NETWORK_IDS);
  const seeds = fc.uint8Array({ minLength: 32, maxLength: 32 });
  type Pick = 'chosen' | 'other' | 'changed' | 'none';
  /** Which value a field gets: mostly the chosen network's, so filings that pass are drawn as often as refused ones. */
  const picks = fc.constantFrom<Pick>('chosen', 'chosen', 'chosen', 'chosen', 'other', 'changed', 'none');
  type Draw = [Pick, NetworkId, Uint8Array, number, number];
  const draw: fc.Arbitrary<Draw> = fc.tuple(picks, networks, seeds, fc.nat(3), fc.nat(60));

  /** The value a draw gives for `kind` when `chosen` is the filing's network (or none). */
  function valueOf(kind: 'address' | 'hash', chosen: NetworkId | undefined, [pick, other, seed, shape, at]: Draw) {
    if (pick === 'none') return kind === 'hash' ? 'any text at all' : undefined;
    const network = pick === 'other' || !chosen ? other : chosen;
    const value =
      kind === 'address' ? addressOn(network, bytesFrom(seed), shape) : transactionHashOn(network, bytesFrom(seed));
    if (pick !== 'changed') return value;
    const index = 3 + (at % (value.length - 3));
    const swapped = value.charAt(index) === 'a' ? 'b' : 'a';
    return value.slice(0, index) + swapped + value.slice(index + 1);
  }

  it('on every value of every network: the same verdict and the same message, field by field', async () => {
    const me = await signInAsDemoUser();
    const answered = { 201: 0, 400: 0 };
    await fc.assert(
      fc.asyncProperty(
        fc.option(networks, { nil: undefined, freq: 4 }),
        draw,
        draw,
        draw,
        fc.constantFrom(undefined, undefined, '', '123', 'memo text'),
        async (network, hash, from, to, memo) => {
          const body = validDispute({
            network,
            transactionId: valueOf('hash', network, hash) ?? '',
            fromAddress: valueOf('address', network, from),
            toAddress: valueOf('address', network, to),
            memo,
            contactEmail: me.email,
          });
          const response = await raw('POST', '/api/disputes', body);
          const server =
            response.status === 400
              ? Object.fromEntries(
                  Object.entries((response.json as { fieldErrors: Record<string, string[]> }).fieldErrors).map(
                    ([field, messages]) => [field, messages[0] ?? ''],
                  ),
                )
              : {};
          expect(response.status === 201 || response.status === 400, response.text).toBe(true);
          answered[response.status as 201 | 400] += 1;
          expect(await formMessages(body)).toEqual(server);
        },
      ),
      { numRuns: 150 },
    );
    // Both verdicts were reached, or the agreement proved little.
    expect(answered[201]).toBeGreaterThan(10);
    expect(answered[400]).toBeGreaterThan(10);
  });
});
