/** Addresses and hashes, with published test vectors (EIP-55, BIP 173, BIP 350, well-known accounts). */
import { describe, expect, it } from 'vitest';
import { analyse, evmChecksum, toChecksumAddress } from '.';

const ids = (value: string) => analyse(value).findings.map((item) => item.id);
const flipCase = (value: string, index: number) => {
  const char = value.charAt(index);
  const flipped = char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase();
  return value.slice(0, index) + flipped + value.slice(index + 1);
};
/** Replaces one character with another of the same alphabet. */
const changeChar = (value: string, index: number, replacement: string) =>
  value.slice(0, index) + replacement + value.slice(index + 1);

describe('EVM addresses (EIP-55)', () => {
  const EIP55_VECTORS = [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ];

  it.each(EIP55_VECTORS)('%s has a valid checksum', (address) => {
    expect(toChecksumAddress(address.toLowerCase())).toBe(address);
    expect(evmChecksum(address)).toBe('valid');
    const result = analyse(address);
    expect(result).toMatchObject({
      kind: 'evm-address',
      label: 'Ethereum-style (EVM) address',
      isAddress: true,
      findings: [],
    });
  });

  it.each(EIP55_VECTORS)('%s with one letter flipped fails the checksum', (address) => {
    const index = address.slice(2).search(/[a-f]/i) + 2;
    const tampered = flipCase(address, index);
    expect(evmChecksum(tampered)).toBe('invalid');
    const [checksum] = analyse(tampered).findings;
    expect(checksum).toEqual({
      id: 'checksum',
      severity: 'High',
      title: 'Does not match its checksum',
      detail: 'The capital letters in this address do not match its checksum: it may have been mistyped or altered.',
    });
  });

  it.each([
    '0x52908400098527886E0F7030069857D2E9169EA7',
    '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
    '0xde709f2102306220921060314715629080e2fb77',
    '0x27b1fdb04752bbc536007a920d24acb045561c26',
  ])('%s (one letter case) is valid but carries no checksum', (address) => {
    expect(evmChecksum(address)).toBe('unchecksummed');
    expect(analyse(address).findings).toEqual([expect.objectContaining({ id: 'no-checksum', severity: 'Low' })]);
  });

  it('warns about the zero (burn) address', () => {
    expect(ids(`0x${'0'.repeat(40)}`)).toContain('burn-address');
  });

  it('names a 0x value of the wrong length', () => {
    const result = analyse('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA');
    expect(result.kind).toBe('unknown');
    expect(result.findings[0]?.detail).toContain('38 characters after 0x');
  });
});

describe('Bitcoin addresses', () => {
  it.each([
    ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'Bitcoin address (legacy, P2PKH)'],
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'Bitcoin address (P2SH)'],
    ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'Bitcoin address (bech32)'],
    ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'Bitcoin address (bech32)'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', 'Bitcoin address (bech32m, Taproot)'],
  ])('%s is a valid %s', (address, label) => {
    expect(analyse(address)).toMatchObject({
      kind: 'bitcoin-address',
      label,
      network: 'Bitcoin',
      isAddress: true,
      findings: [],
    });
  });

  it.each([
    changeChar('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 10, 'X'),
    changeChar('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 20, 'a'),
    changeChar('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 20, 'p'),
    changeChar('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', 30, 'q'),
  ])('%s (one character changed) fails its checksum', (address) => {
    const result = analyse(address);
    expect(result.kind).toBe('bitcoin-address');
    expect(result.findings).toEqual([expect.objectContaining({ id: 'checksum', severity: 'High' })]);
  });

  it('rejects a bech32 address that mixes letter cases', () => {
    expect(ids('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwF5mdq')).toEqual(['checksum']);
  });

  it('flags a test-network address', () => {
    expect(ids('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toEqual(['testnet']);
  });
});

describe('Tron and Solana addresses', () => {
  it.each(['TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'])(
    '%s is a valid Tron address (base58check, 0x41)',
    (address) => {
      expect(analyse(address)).toMatchObject({
        kind: 'tron-address',
        label: 'Tron address',
        isAddress: true,
        findings: [],
      });
    },
  );

  it('a Tron address with one character changed fails its checksum', () => {
    const result = analyse(changeChar('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', 12, 'z'));
    expect(result.kind).toBe('tron-address');
    expect(result.findings.map((item) => item.id)).toEqual(['checksum']);
  });

  it.each([
    'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    'So11111111111111111111111111111111111111112',
    '11111111111111111111111111111111',
  ])('%s is a Solana address (base58 of 32 bytes)', (address) => {
    const result = analyse(address);
    expect(result).toMatchObject({
      kind: 'solana-address',
      label: 'Solana address',
      network: 'Solana',
      isAddress: true,
    });
    expect(result.findings.map((item) => item.id)).toEqual(['no-checksum']);
  });
});

describe('transaction hashes', () => {
  it('0x and 64 hex characters is an EVM transaction', () => {
    const result = analyse('0x88df016429689c079f3b2f6ad39fa052532c56795b733da78a91ebe6a713944b');
    expect(result).toMatchObject({
      kind: 'evm-transaction',
      label: 'Ethereum-style (EVM) transaction hash',
      isAddress: false,
    });
    expect(result.findings.map((item) => item.id)).toEqual(['transaction-not-address']);
  });

  it('64 hex characters is a Bitcoin- or Tron-style transaction', () => {
    const result = analyse('f4184fc596403b9d638783cf57adfe4c75c605f6356fbc91338530e9831e9e16');
    expect(result).toMatchObject({ kind: 'transaction', label: 'Transaction hash (Bitcoin, Tron or similar)' });
  });
});

describe('anything else', () => {
  it.each(['<script>alert(1)</script>', 'hello world', 'x'.repeat(600)])(
    '%s is not recognised, without throwing',
    (value) => {
      expect(analyse(value)).toMatchObject({ kind: 'unknown', isAddress: false });
    },
  );

  it('finds invisible characters inside a copied address', () => {
    const result = analyse('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed\u200b');
    expect(result.kind).toBe('evm-address');
    expect(result.value).toBe('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    expect(result.findings.map((item) => item.id)).toEqual(['hidden-characters']);
  });
});
