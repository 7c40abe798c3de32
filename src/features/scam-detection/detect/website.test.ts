/** Websites: look-alike domains of known exchanges and wallets, and the patterns of scam sites. */
import { describe, expect, it } from 'vitest';
import { analyse, imitatedSite } from '.';
import { decodePunycode } from './punycode';
import { editDistance, skeleton } from './lookalike';

const ids = (value: string) => analyse(value).findings.map((item) => item.id);
const lookalike = (value: string) => analyse(value).findings.find((item) => item.id === 'lookalike');

describe('look-alike domains', () => {
  it.each([
    ['binnance.com', 'Binance', 'binance.com'],
    ['binnance-login.com', 'Binance', 'binance.com'],
    ['coinbase-support.net', 'Coinbase', 'coinbase.com'],
    ['https://www.coinbsae.com/login', 'Coinbase', 'coinbase.com'],
    ['krakken.io', 'Kraken', 'kraken.com'],
    ['binance.net', 'Binance', 'binance.com'],
    ['metamask-wallet.io', 'MetaMask', 'metamask.io'],
    ['ledger-live-support.com', 'Ledger', 'ledger.com'],
    ['trezor.app', 'Trezor', 'trezor.io'],
    ['c0inbase.com', 'Coinbase', 'coinbase.com'],
    ['okx-verify.com', 'OKX', 'okx.com'],
    ['crypto-com.net', 'Crypto.com', 'crypto.com'],
    ['binance.com.account-check.io', 'Binance', 'binance.com'],
  ])('%s imitates %s', (value, name, domain) => {
    expect(lookalike(value)).toEqual({
      id: 'lookalike',
      severity: 'High',
      title: 'Imitates a well-known site',
      detail: `This domain imitates ${name} (${domain}). Scammers register near-identical names to steal logins.`,
    });
  });

  it('bіnance.com with a Cyrillic і is a look-alike written in another alphabet', () => {
    const result = analyse('bіnance.com');
    expect(result.kind).toBe('website');
    expect(result.findings.map((item) => item.id)).toEqual(['mixed-script', 'lookalike']);
    expect(result.findings[0]?.detail).toContain('U+0456');
    expect(lookalike('bіnance.com')?.detail).toContain('Binance (binance.com)');
  });

  it('the punycode (xn--) form of the same domain is decoded and flagged', () => {
    expect(decodePunycode('bnance-pvf')).toBe('bіnance');
    const result = analyse('https://xn--bnance-pvf.com/');
    expect(result.host).toBe('bіnance.com');
    expect(result.findings.map((item) => item.id)).toEqual(['punycode', 'mixed-script', 'lookalike']);
  });

  it('a Cyrillic а in coinbаse.com (xn--coinbse-6fg.com)', () => {
    expect(ids('xn--coinbse-6fg.com')).toContain('lookalike');
    expect(skeleton('coinbаse')).toBe('coinbase');
  });

  it.each([
    'binance.com',
    'https://www.binance.com/en/login',
    'accounts.coinbase.com',
    'metamask.io',
    'crypto.com',
    'ledger.com/support',
  ])('the official %s is not a look-alike, and its own words are not held against it', (value) => {
    const result = analyse(value);
    expect(result.kind).toBe('website');
    expect(result.findings).toEqual([]);
  });

  it.each(['example.com', 'cryptonews.com', 'lender.com', 'wikipedia.org', 'github.com', 'ledgerinsights.com'])(
    '%s imitates nobody',
    (value) => {
      expect(imitatedSite(value)).toBeUndefined();
      expect(ids(value)).not.toContain('lookalike');
    },
  );

  it('measures edit distance with swapped neighbours as one edit', () => {
    expect(editDistance('binance', 'binnance')).toBe(1);
    expect(editDistance('coinbase', 'coinbsae')).toBe(1);
    expect(editDistance('kraken', 'kraken')).toBe(0);
  });
});

describe('scam patterns in links', () => {
  it.each([
    ['eth-giveaway.live', 'giveaway'],
    ['double-your-btc.net', 'giveaway'],
    ['claim-airdrop.xyz', 'airdrop'],
    ['wallet-connect-sync.app', 'wallet-recovery'],
    ['https://example.org/recover-seed-phrase', 'wallet-recovery'],
    ['crypto-support-desk.com', 'support'],
    ['http://example.org', 'not-https'],
    ['http://192.168.10.4/wallet', 'ip-address'],
    ['https://bit.ly/3xYzAbc', 'shortener'],
    ['https://binance.com@evil.example/login', 'hidden-destination'],
  ])('%s → %s', (value, id) => {
    expect(ids(value)).toContain(id);
  });

  it('names every finding in plain words with a severity', () => {
    const result = analyse('http://binnance-login.com/claim-airdrop');
    expect(result.findings.length).toBeGreaterThan(2);
    for (const item of result.findings) {
      expect(['High', 'Medium', 'Low']).toContain(item.severity);
      expect(item.title).toMatch(/^[A-Z]/);
      expect(item.detail.length).toBeGreaterThan(20);
    }
  });

  it('an email address or a script tag is not a website', () => {
    expect(analyse('someone@example.com').kind).toBe('unknown');
    expect(analyse('<script>alert("x")</script>').kind).toBe('unknown');
    expect(analyse('javascript:alert(1)').kind).toBe('unknown');
  });

  it('unicode look-alikes outside a domain are still named', () => {
    expect(ids('bіnance')).toEqual(['mixed-script']);
  });

  it('a plain safe site has no findings', () => {
    expect(analyse('https://ethereum.org/en/security/')).toMatchObject({
      kind: 'website',
      host: 'ethereum.org',
      findings: [],
    });
  });
});
