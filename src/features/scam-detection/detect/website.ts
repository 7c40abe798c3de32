/**
 * Websites: a URL or a bare domain, read without `new URL` (which would silently turn look-alike
 * letters into punycode), and checked for the patterns of the scams in the scam centre.
 */
import { decodeHost } from './punycode';
import { confusablesIn, imitatedSite, officialSiteOf, registrableDomain } from './lookalike';
import { finding, type Finding } from './types';

export interface ParsedWebsite {
  scheme: string | null;
  userinfo: string | null;
  /** Lower case, as typed (punycode stays punycode). */
  host: string;
  /** Path, query and fragment. */
  rest: string;
}

const SCHEME = /^([a-z][a-z0-9+.-]*):\/\//i;
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const IPV6 = /^\[[0-9a-f:.]+\]$/i;

export function parseWebsite(value: string): ParsedWebsite | null {
  if (/[\s<>"'`\\]/u.test(value)) return null;
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase() ?? null;
  if (scheme !== null && scheme !== 'http' && scheme !== 'https') return null;
  const withoutScheme = scheme === null ? value : value.slice(value.indexOf('//') + 2);
  const cut = withoutScheme.search(/[/?#]/u);
  const authority = cut === -1 ? withoutScheme : withoutScheme.slice(0, cut);
  const rest = cut === -1 ? '' : withoutScheme.slice(cut);
  const at = authority.lastIndexOf('@');
  const userinfo = at === -1 ? null : authority.slice(0, at);
  const hostPort = authority.slice(at + 1);
  const host = (IPV6.test(hostPort) ? hostPort : hostPort.replace(/:\d{1,5}$/u, '')).replace(/\.$/u, '').toLowerCase();
  if (IPV4.test(host) || IPV6.test(host)) return { scheme, userinfo, host, rest };
  const labels = host.split('.');
  const tld = labels.at(-1) ?? '';
  const tldOk = /^\p{L}{2,63}$/u.test(tld) || /^xn--[a-z0-9-]+$/.test(tld);
  if (labels.length < 2 || !tldOk || !labels.every((label) => LABEL.test(label))) return null;
  // Without a scheme only a plain domain with an optional path counts (not "user@example.com").
  if (scheme === null && userinfo !== null) return null;
  return { scheme, userinfo, host, rest };
}

const SHORTENERS = new Set([
  'bit.ly',
  'tinyurl.com',
  't.co',
  'goo.gl',
  'is.gd',
  'ow.ly',
  'buff.ly',
  'cutt.ly',
  'rebrand.ly',
  'shorturl.at',
  't.ly',
  'rb.gy',
  'tiny.cc',
  'v.gd',
  's.id',
  'shorte.st',
  'bl.ink',
  'lnkd.in',
  'qrco.de',
]);

/** Words of the scam centre's scam types, in a domain, a path or pasted text. */
export const PATTERNS: { test: RegExp; finding: Finding }[] = [
  {
    test: /giveaway|give-away|double[-_ ]?(?:your|my)?[-_ ]?(?:btc|eth|crypto|coins?|money|bitcoin)|doubler|\b2x[-_ ]?(?:btc|eth)|free[-_ ]?(?:btc|eth|bitcoin|crypto)/i,
    finding: finding(
      'giveaway',
      'High',
      'Giveaway or "double your coins" wording',
      'No real giveaway asks you to send crypto first. Anything you send to a "doubling" offer is gone.',
    ),
  },
  {
    test: /airdrop|claim|free[-_ ]?tokens?|reward/i,
    finding: finding(
      'airdrop',
      'Medium',
      'Airdrop or "claim" wording',
      'Fake airdrop and claim pages ask you to connect your wallet and approve a transfer that empties it.',
    ),
  },
  {
    test: /wallet[-_ ]?connect|recover|seed[-_ ]?phrase|secret[-_ ]?phrase|mnemonic|restore[-_ ]?wallet|(?:sync|validate|rectify|unlock)[-_ ]?wallet|wallet[-_ ]?(?:sync|validat|rectif|unlock)/i,
    finding: finding(
      'wallet-recovery',
      'High',
      'Asks about wallet connection, recovery or your seed phrase',
      'No genuine service ever needs your recovery (seed) phrase. Whoever has it can take everything in your wallet.',
    ),
  },
  {
    test: /support|help[-_ ]?desk|customer[-_ ]?(?:care|service)|live[-_ ]?chat/i,
    finding: finding(
      'support',
      'Medium',
      'Poses as customer support',
      'Scammers pose as support to get your login or recovery phrase. Reach support only from inside the official app or site.',
    ),
  },
  {
    test: /log[-_ ]?in|sign[-_ ]?in|verify|verification/i,
    finding: finding(
      'login',
      'Medium',
      'Login or verification wording',
      'Phishing pages put "login" or "verify" in their address to look like a sign-in page. Sign in only from your own bookmark.',
    ),
  },
];

export const patternFindings = (text: string): Finding[] =>
  PATTERNS.filter(({ test }) => test.test(text)).map((pattern) => pattern.finding);

export function websiteFindings({ scheme, userinfo, host, rest }: ParsedWebsite): {
  findings: Finding[];
  displayHost: string;
} {
  const findings: Finding[] = [];
  const displayHost = decodeHost(host);
  const isIp = IPV4.test(host) || IPV6.test(host);
  if (isIp) {
    findings.push(
      finding(
        'ip-address',
        'High',
        'A bare IP address instead of a name',
        'This link goes to a numeric address, not a named site. Real exchanges and wallets never send you links like this.',
      ),
    );
  }
  if (userinfo !== null) {
    findings.push(
      finding(
        'hidden-destination',
        'High',
        'The link hides where it goes',
        `Everything before the "@" is ignored by your browser: this link really opens ${displayHost}.`,
      ),
    );
  }
  if (scheme === 'http') {
    findings.push(
      finding(
        'not-https',
        'Medium',
        'Not a secure (HTTPS) link',
        'The connection is not encrypted. Never enter a password, code or recovery phrase on a page like this.',
      ),
    );
  }
  if (SHORTENERS.has(registrableDomain(host)) || SHORTENERS.has(host)) {
    findings.push(
      finding(
        'shortener',
        'Medium',
        'A shortened link',
        'Short links hide the real destination. Open it only if you trust the sender, and check where it lands before you type anything.',
      ),
    );
  }
  if (isIp) return { findings, displayHost };
  if (host.split('.').some((label) => label.startsWith('xn--'))) {
    findings.push(
      finding(
        'punycode',
        'Medium',
        'Special characters in disguise (xn--)',
        `This address is punycode for "${displayHost}". It can hide letters that only look like ordinary ones.`,
      ),
    );
  }
  const lookalikes = confusablesIn(displayHost);
  if (lookalikes.length > 0) {
    const chars = lookalikes
      .map((char) => `"${char}" (U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')})`)
      .join(', ');
    findings.push(
      finding(
        'mixed-script',
        'High',
        'Letters from another alphabet',
        `It contains ${chars}, which look like Latin letters but are not. The site is not the one it appears to be.`,
      ),
    );
  }
  const official = officialSiteOf(displayHost);
  const imitated = imitatedSite(displayHost);
  if (imitated) {
    const detail = `This domain imitates ${imitated.name} (${imitated.domains[0] ?? ''}). Scammers register near-identical names to steal logins.`;
    findings.push(finding('lookalike', 'High', 'Imitates a well-known site', detail));
  }
  if (!official) findings.push(...patternFindings(`${displayHost}${rest}`));
  return { findings, displayHost };
}
