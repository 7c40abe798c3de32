/**
 * A person's name for the device a session signed in from, read from its User-Agent: the browser
 * and the system, "Chrome on Linux", "Safari on iPhone" (docs/server.md#signed-in-devices). Only
 * the families people recognise are told apart; anything else reads "Unknown device". A guess to
 * help someone recognise their own devices, never a check: a User-Agent says what its sender likes.
 */

/** A User-Agent is kept to this many characters: enough for any browser's, not a place to store text. */
export const USER_AGENT_MAX = 512;

/** Shown when neither the browser nor the system can be told (docs/texts.md#account-page). */
export const UNKNOWN_DEVICE = 'Unknown device';

/** Browsers, first match wins: each names itself beside the engines it claims to be (Edge says "Chrome" and "Safari" too). */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|OPiOS|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Systems, first match wins: an iPhone says "like Mac OS X", an Android phone "Linux". */
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (text: string, table: readonly (readonly [RegExp, string])[]) =>
  table.find(([pattern]) => pattern.test(text))?.[1];

/** "Browser on System", the one that could be told alone, or "Unknown device". */
export function deviceName(userAgent: string | null | undefined): string {
  const text = userAgent?.trim() ?? '';
  if (text === '') return UNKNOWN_DEVICE;
  const browser = firstMatch(text, BROWSERS);
  const system = firstMatch(text, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? UNKNOWN_DEVICE;
}

/** The User-Agent as a session keeps it: trimmed, at most `USER_AGENT_MAX` characters, absent when empty. */
export function keptUserAgent(userAgent: string | null | undefined): string | undefined {
  const text = userAgent?.trim() ?? '';
  return text === '' ? undefined : text.slice(0, USER_AGENT_MAX);
}
