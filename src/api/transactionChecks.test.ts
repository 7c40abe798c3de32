/**
 * The network rules of a filing: generated values of every network pass on their own network, fail
 * on another with a message that names theirs, and fail their checksum with one character changed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressOn, transactionHashOn, type ByteSource } from '../../mocks/db/chainValues';
import { readAddress, readTransactionHash, toChecksumAddress } from './chainFormats';
import {
  ADDRESS_PATTERNS,
  explorerUrl,
  HASH_PATTERNS,
  NETWORK_IDS,
  NETWORKS,
  networkById,
  type NetworkId,
} from './networks';
import { checkAddress, checkMemo, checkTransactionHash, transactionFieldErrors } from './transactionChecks';

/** A byte source that replays fast-check's bytes, so a failure shrinks to the value that broke. */
const bytesFrom =
  (seed: Uint8Array): ByteSource =>
  (length) =>
    Uint8Array.from({ length }, (_, i) => seed[i % seed.length] ?? i);

const seeds = fc.uint8Array({ minLength: 64, maxLength: 64 });
const networks = fc.constantFrom(...NETWORK_IDS);

const ALPHABETS: Record<string, string> = {
  hex: '0123456789abcdef',
  base58: '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz',
  xrp: 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz',
  bech32: 'qpzry9x8gf2tvdw0s3jn54khce6mua7l',
  base32: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567',
};

/** The alphabet a value's body is written in, so a changed character is still a well-formed one. */
function alphabetOf(value: string): string {
  if (value.startsWith('0x')) return ALPHABETS.hex ?? '';
  if (/^(bc|ltc)1/.test(value)) return ALPHABETS.bech32 ?? '';
  if (value.startsWith('G') && value.length === 56) return ALPHABETS.base32 ?? '';
  if (value.startsWith('r')) return ALPHABETS.xrp ?? '';
  return ALPHABETS.base58 ?? '';
}

/** The value with the character at `index` (past any prefix) replaced by another of its alphabet. */
function changeOne(value: string, index: number): string {
  const alphabet = alphabetOf(value);
  const at = 4 + (index % (value.length - 4));
  const current = value.charAt(at);
  const lower = alphabet === ALPHABETS.hex ? current.toLowerCase() : current;
  const next = alphabet.charAt((alphabet.indexOf(lower) + 1 + (index % (alphabet.length - 1))) % alphabet.length);
  // EIP-55's checksum is the letter case: keep a hex letter's case so only the character changes.
  const cased = alphabet === ALPHABETS.hex && current !== current.toLowerCase() ? next.toUpperCase() : next;
  return value.slice(0, at) + cased + value.slice(at + 1);
}

describe('generated values, every network', () => {
  it('an address and a hash of the network pass its checks, in every shape', () => {
    fc.assert(
      fc.property(networks, seeds, fc.nat(3), (network, seed, shape) => {
        const address = addressOn(network, bytesFrom(seed), shape);
        const hash = transactionHashOn(network, bytesFrom(seed));
        expect(
          transactionFieldErrors({ network, transactionId: hash, fromAddress: address, toAddress: address }),
        ).toEqual({});
      }),
    );
  });

  it('a Solana key with one character changed is another well-formed key: it has no checksum', () => {
    fc.assert(
      fc.property(seeds, fc.nat(200), (seed, index) => {
        const changed = changeOne(addressOn('solana', bytesFrom(seed)), index);
        fc.pre(readAddress(changed) !== null);
        expect(checkAddress('solana', changed)).toBeNull();
      }),
    );
  });

  it('an address with one character changed fails its checksum where the format has one', () => {
    fc.assert(
      fc.property(networks, seeds, fc.nat(3), fc.nat(200), (network, seed, shape, index) => {
        const address = addressOn(network, bytesFrom(seed), shape);
        const changed = changeOne(address, index);
        // An EVM address of digits alone, or in one letter case, has no checksum to fail. And EIP-55
        // only sets the case of the letters: with few letters, a changed character can by chance
        // give exactly the case its new hash asks for, which makes it another valid address.
        fc.pre(
          changed !== address &&
            readAddress(address)?.checksum !== 'none' &&
            readAddress(changed)?.checksum !== 'none' &&
            !(changed.startsWith('0x') && toChecksumAddress(changed) === changed),
        );
        const read = readAddress(changed);
        expect(read?.checksum).not.toBe('valid');
        expect(checkAddress(network, changed)).not.toBeNull();
      }),
    );
  });

  it('a value of another address format names its network, and the chosen one', () => {
    fc.assert(
      fc.property(networks, networks, seeds, (chosen, actual, seed) => {
        const [chosenNetwork, actualNetwork] = [networkById(chosen), networkById(actual)];
        fc.pre(chosenNetwork?.addressFamily !== actualNetwork?.addressFamily);
        const address = addressOn(actual, bytesFrom(seed));
        const message = checkAddress(chosen, address) ?? '';
        expect(message).toMatch(/^This looks like an? .+ address/);
        expect(message).toContain(actualNetwork?.addressFamily === 'evm' ? 'EVM' : (actualNetwork?.name ?? '?'));
        expect(message).toMatch(new RegExp(`the network chosen is ${chosenNetwork?.name ?? '?'}$`));
      }),
    );
  });

  it('a hash of another format names it; an address where a hash goes says so', () => {
    fc.assert(
      fc.property(networks, networks, seeds, (chosen, actual, seed) => {
        const chosenNetwork = networkById(chosen);
        const hash = transactionHashOn(actual, bytesFrom(seed));
        const sameFormat = readTransactionHash(hash) === chosenNetwork?.hashFamily;
        expect(checkTransactionHash(chosen, hash) === null).toBe(sameFormat);
        expect(checkTransactionHash(chosen, addressOn(actual, bytesFrom(seed)))).toMatch(
          /^This is an address, not a transaction hash$|^This is not an? .+ transaction hash|^This looks like/,
        );
      }),
    );
  });
});

describe('the patterns the document states', () => {
  const matchesOneOf = (patterns: string, value: string) =>
    patterns.split(' or ').some((pattern) => new RegExp(pattern, 'u').test(value));

  it('every generated address and hash matches its format’s pattern', () => {
    fc.assert(
      fc.property(networks, seeds, fc.nat(3), (id, seed, shape) => {
        const network = networkById(id);
        if (!network) throw new Error(id);
        expect(matchesOneOf(ADDRESS_PATTERNS[network.addressFamily], addressOn(id, bytesFrom(seed), shape))).toBe(true);
        expect(matchesOneOf(HASH_PATTERNS[network.hashFamily], transactionHashOn(id, bytesFrom(seed)))).toBe(true);
      }),
    );
  });
});

describe('the messages, word for word', () => {
  const tron = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
  const eth = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
  it.each<[NetworkId | null, string, string | null]>([
    ['ethereum', tron, 'This looks like a Tron address; the network chosen is Ethereum'],
    [
      'bitcoin',
      eth,
      'This looks like an EVM address (Ethereum, BNB Smart Chain, Polygon, Arbitrum, Optimism or Base); the network chosen is Bitcoin',
    ],
    ['polygon', eth, null],
    ['ethereum', eth.toLowerCase(), null],
    [
      'ethereum',
      eth.replace('aAeb', 'aaeb'),
      'This Ethereum address fails its checksum: a character is wrong, missing or swapped',
    ],
    [
      null,
      eth.replace('aAeb', 'aaeb'),
      'This EVM address fails its checksum: a character is wrong, missing or swapped',
    ],
    [null, 'not an address at all', null],
    ['tron', 'hello', 'This is not a Tron address: a Tron address starts with T and has 34 characters'],
    // Also a mixed-case Bitcoin test-network bech32 by its look ("TB1…"), whose checksum fails.
    ['tron', 'TB115BhpCAFbjPUgniZ36TZYxNB67fPKzr', null],
    ['bitcoin', 'TB115BhpCAFbjPUgniZ36TZYxNB67fPKzr', 'This looks like a Tron address; the network chosen is Bitcoin'],
    ['solana', `0x${'ab'.repeat(32)}`, 'This is a transaction hash, not an address'],
    [
      'bitcoin',
      'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      'This is a Bitcoin test-network address: its coins have no value',
    ],
  ])('address on %s: %s', (network, value, message) => {
    expect(checkAddress(network, value)).toBe(message);
  });

  it.each<[NetworkId | null, string, string | null]>([
    [null, '0xabc', null],
    [
      'ethereum',
      '0xabc',
      'This is not an Ethereum transaction hash: an Ethereum transaction hash is 0x followed by 64 hex characters',
    ],
    [
      'ethereum',
      'ab'.repeat(32),
      'This looks like a Bitcoin, Tron, Litecoin, XRP Ledger or Stellar transaction hash; the network chosen is Ethereum, whose transaction hashes are 0x followed by 64 hex characters',
    ],
    ['tron', tron, 'This is an address, not a transaction hash'],
    ['tron', 'AB'.repeat(32), null],
  ])('hash on %s: %s', (network, value, message) => {
    expect(checkTransactionHash(network, value)).toBe(message);
  });

  it.each<[NetworkId | null, string, string | null]>([
    ['xrp-ledger', '4294967295', null],
    ['xrp-ledger', '4294967296', 'A destination tag is a whole number from 0 to 4294967295'],
    ['xrp-ledger', 'abc', 'A destination tag is a whole number from 0 to 4294967295'],
    ['stellar', 'x'.repeat(28), null],
    ['stellar', 'é'.repeat(15), 'A Stellar memo is at most 28 bytes'],
    ['ethereum', '123', 'Ethereum transactions carry no memo; leave this empty'],
    [null, 'anything', null],
  ])('memo on %s: %s', (network, value, message) => {
    expect(checkMemo(network, value)).toBe(message);
  });
});

describe('explorer links', () => {
  it('every network links a transaction and an address, with the value encoded', () => {
    for (const network of NETWORKS) {
      expect(explorerUrl(network.id, 'transaction', 'abc')).toMatch(/^https:\/\/.+abc/);
      expect(explorerUrl(network.id, 'address', 'a/b')).toContain('a%2Fb');
    }
  });

  it('an integrator’s template replaces the default; a template that is not a web address links nowhere', () => {
    const overrides = {
      ethereum: { transaction: 'https://explorer.example/tx/{value}' },
      tron: { address: 'javascript:{value}' },
    };
    expect(explorerUrl('ethereum', 'transaction', '0x1', overrides)).toBe('https://explorer.example/tx/0x1');
    expect(explorerUrl('ethereum', 'address', '0x1', overrides)).toBe('https://etherscan.io/address/0x1');
    expect(explorerUrl('tron', 'address', 'T1', overrides)).toBeNull();
    expect(explorerUrl('cardano', 'address', 'addr1')).toBeNull();
  });
});
