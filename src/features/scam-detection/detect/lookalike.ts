/**
 * Look-alike domains of well-known exchanges and wallets: a near-miss spelling (edit distance),
 * the name plus extra words (binance-login), letters from another alphabet or digits standing in
 * for letters (bіnance with a Cyrillic і, c0inbase), and the right name under the wrong ending.
 */

export interface KnownSite {
  name: string;
  /** The name as it appears in a domain. */
  token: string;
  /** The official domains; their subdomains are official too. */
  domains: string[];
  /** An ordinary word as well (crypto, ledger): only stricter rules apply, to spare honest sites. */
  commonWord?: boolean;
}

export const KNOWN_SITES: KnownSite[] = [
  { name: 'Binance', token: 'binance', domains: ['binance.com', 'binance.us'] },
  { name: 'Coinbase', token: 'coinbase', domains: ['coinbase.com'] },
  { name: 'Kraken', token: 'kraken', domains: ['kraken.com'] },
  { name: 'KuCoin', token: 'kucoin', domains: ['kucoin.com'] },
  { name: 'OKX', token: 'okx', domains: ['okx.com'] },
  { name: 'Bybit', token: 'bybit', domains: ['bybit.com'] },
  { name: 'MetaMask', token: 'metamask', domains: ['metamask.io'] },
  { name: 'Ledger', token: 'ledger', domains: ['ledger.com'], commonWord: true },
  { name: 'Trezor', token: 'trezor', domains: ['trezor.io'] },
  { name: 'Crypto.com', token: 'crypto', domains: ['crypto.com'], commonWord: true },
  { name: 'Bitfinex', token: 'bitfinex', domains: ['bitfinex.com'] },
  { name: 'Trust Wallet', token: 'trustwallet', domains: ['trustwallet.com'] },
  { name: 'Phantom', token: 'phantom', domains: ['phantom.app', 'phantom.com'], commonWord: true },
  { name: 'Uniswap', token: 'uniswap', domains: ['uniswap.org'] },
  { name: 'OpenSea', token: 'opensea', domains: ['opensea.io'] },
  { name: 'Blockchain.com', token: 'blockchain', domains: ['blockchain.com'], commonWord: true },
  { name: 'Etherscan', token: 'etherscan', domains: ['etherscan.io'] },
  { name: 'WalletConnect', token: 'walletconnect', domains: ['walletconnect.com', 'walletconnect.network'] },
];

/** Words that turn "name-word.com" into a lure even for names that are ordinary words. */
const LURE_WORDS = new Set([
  'login',
  'signin',
  'log',
  'sign',
  'support',
  'help',
  'helpdesk',
  'service',
  'care',
  'wallet',
  'wallets',
  'app',
  'web',
  'secure',
  'security',
  'verify',
  'verification',
  'official',
  'claim',
  'airdrop',
  'bonus',
  'gift',
  'reward',
  'rewards',
  'recovery',
  'recover',
  'restore',
  'connect',
  'sync',
  'validate',
  'update',
  'account',
  'auth',
  'live',
  'com',
  'exchange',
  'pro',
  'team',
  'desk',
  'customer',
  'unlock',
  'giveaway',
  'promo',
  'io',
  'us',
  'net',
  'org',
]);

/** Characters that look like Latin letters: Cyrillic, Greek and Latin variants. */
const CONFUSABLES: Record<string, string> = {
  а: 'a',
  е: 'e',
  ё: 'e',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  о: 'o',
  р: 'p',
  с: 'c',
  ѕ: 's',
  у: 'y',
  х: 'x',
  һ: 'h',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ɡ: 'g',
  ı: 'i',
  ɩ: 'i',
  ł: 'l',
  ɑ: 'a',
  α: 'a',
  ο: 'o',
  ρ: 'p',
  ν: 'v',
  ι: 'i',
  κ: 'k',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ε: 'e',
  ѡ: 'w',
};
const DIGITS_AS_LETTERS: Record<string, string> = { '0': 'o', '1': 'l', '3': 'e', '5': 's', '7': 't' };

/** The characters of `text` that only look like Latin letters. */
export const confusablesIn = (text: string): string[] => [...new Set([...text].filter((char) => char in CONFUSABLES))];

/** What a label looks like to a reader: accents dropped, look-alike letters and digits made Latin. */
export function skeleton(label: string): string {
  const plain = label.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  return [...plain]
    .map((char) => CONFUSABLES[char] ?? DIGITS_AS_LETTERS[char] ?? char)
    .join('')
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w');
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let j = 0; j <= b.length; j += 1) (rows[0] ?? [])[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    const row = rows[i] ?? [];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      row[j] = best;
    }
  }
  return at(a.length, b.length);
}

const SECOND_LEVEL = new Set(['co', 'com', 'net', 'org', 'gov', 'ac', 'edu']);

/** The registrable part of a host (example.com, example.co.uk), a close-enough rule without the suffix list. */
export function registrableDomain(host: string): string {
  const labels = host.split('.');
  const [secondLast = '', last = ''] = labels.slice(-2);
  const keep = labels.length >= 3 && last.length === 2 && SECOND_LEVEL.has(secondLast) ? 3 : 2;
  return labels.slice(-keep).join('.');
}

const isOfficial = (host: string, site: KnownSite) =>
  site.domains.some((domain) => host === domain || host.endsWith(`.${domain}`));

/** The known site whose official domain this host is (or is under), if any. */
export const officialSiteOf = (host: string): KnownSite | undefined =>
  KNOWN_SITES.find((site) => isOfficial(host, site));

const maxDistance = (site: KnownSite) =>
  site.commonWord ? 1 : site.token.length >= 7 ? 2 : site.token.length >= 5 ? 1 : 0;

function near(word: string, site: KnownSite): boolean {
  const distance = editDistance(word, site.token);
  return distance <= maxDistance(site) || word === site.domains[0]?.replace('.', '');
}

function imitates(host: string, site: KnownSite): boolean {
  const site_ = registrableDomain(host);
  const label = site_.split('.')[0] ?? '';
  const segments = label.split('-').filter(Boolean).map(skeleton);
  const compact = segments.join('');
  if (near(compact, site)) return true;
  const named = segments.findIndex((segment) => near(segment, site));
  if (named !== -1 && segments.length > 1) {
    const others = segments.filter((_, i) => i !== named);
    if (!site.commonWord || others.every((word) => LURE_WORDS.has(word))) return true;
  }
  if (!site.commonWord && site.token.length >= 5 && compact.includes(site.token)) return true;
  // The name in front of someone else's domain: binance.com.account-check.io, coinbase.evil.io.
  const subdomains = host
    .slice(0, Math.max(0, host.length - site_.length - 1))
    .split('.')
    .filter(Boolean)
    .map(skeleton);
  return subdomains.some((sub) => sub.split('-').some((part) => part === site.token));
}

/** The known site this host imitates, or undefined (also for the official domains themselves). */
export function imitatedSite(host: string): KnownSite | undefined {
  if (officialSiteOf(host)) return undefined;
  return KNOWN_SITES.find((site) => imitates(host, site));
}
