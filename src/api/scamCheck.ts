/**
 * An extension of the contract: GET /api/scam-check?q= looks a wallet address, transaction hash
 * or website up in what has been reported (scam reports and scam alerts). The answer carries
 * counts of reporting accounts, categories and days only, never who reported it or their disputes.
 *
 * The query rule (trimmed, 1 to 512 characters) and the normalisation live here, so the form, the
 * SWR key and any server share them.
 */
import * as v from 'valibot';
import { DateTimeSchema } from './dateTime';

export const SCAM_CHECK_MAX_LENGTH = 512;
export const SCAM_CHECK_EMPTY_MESSAGE = 'Enter an address, transaction hash or website to check';
export const SCAM_CHECK_TOO_LONG_MESSAGE = `That is too long to be an address, hash or website (${SCAM_CHECK_MAX_LENGTH} characters at most)`;

/** Extension: the `q` parameter, and the one field of the scam-detection form. */
export const ScamCheckQuerySchema = v.pipe(
  v.string(SCAM_CHECK_EMPTY_MESSAGE),
  v.trim(),
  v.nonEmpty(SCAM_CHECK_EMPTY_MESSAGE),
  v.maxLength(SCAM_CHECK_MAX_LENGTH, SCAM_CHECK_TOO_LONG_MESSAGE),
);

export const ScamCheckFormSchema = v.object({ query: ScamCheckQuerySchema });

export const SCAM_CHECK_RISK_LEVELS = ['High', 'Medium', 'Low', 'Unknown'] as const;

/** The categories the reference backend sorts reports into (the scam centre's chart categories). */
export const SCAM_CATEGORIES = ['Phishing', 'Fake ICOs', 'Giveaways', 'Malware', 'Other'] as const;

const IsoDateTime = DateTimeSchema;

/** Extension: the answer of GET /api/scam-check. `query` is the normalised value that was looked up. */
export const ScamCheckResultSchema = v.object({
  query: v.string(),
  /** Accounts that reported the value (each counted once) plus published scam alerts that mention it. */
  reports: v.pipe(v.number(), v.integer(), v.minValue(0)),
  categories: v.array(v.string()),
  /** The day (midnight UTC) of the first and last mention: never the moment, which would point at a reporter. */
  firstReportedAt: v.nullable(IsoDateTime),
  lastReportedAt: v.nullable(IsoDateTime),
  riskLevel: v.picklist(SCAM_CHECK_RISK_LEVELS),
  /**
   * Extension: closed disputes in which support confirmed the value as a scam address, and the day
   * of the last; a count and a day, never the disputes (docs/transactions.md#confirmed-scams).
   */
  confirmedScams: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  lastConfirmedAt: v.nullish(IsoDateTime, null),
});

export type ScamCheckResult = v.InferOutput<typeof ScamCheckResultSchema>;
export type ScamCategory = (typeof SCAM_CATEGORIES)[number];
export type ScamCheckRiskLevel = (typeof SCAM_CHECK_RISK_LEVELS)[number];
export type ScamCheckForm = v.InferInput<typeof ScamCheckFormSchema>;

export interface NormalisedQuery {
  /** The value to look for. */
  value: string;
  /** Hex, bech32 and host names are case-insensitive; base58 addresses are not. */
  caseInsensitive: boolean;
}

const HEX_LIKE = /^(0x)?[0-9a-f]+$/i;
const BECH32_LIKE = /^(bc|tb)1[0-9a-z]+$/i;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
/** A host name with a dot and a letters-only last label, then a path, query, port or nothing. */
const HOST_LIKE = /^[^\s/?#@]+\.[^\s\d./?#:@]{2,}\.?(?::\d+)?(?:[/?#]|$)/u;

/**
 * Normalises a query the way the lookup compares it: trimmed; hex and bech32 in lower case; a URL
 * or domain reduced to its lower-case host without `www.` (so `https://www.site.com/login` finds
 * reports of `site.com`); anything else (base58 addresses) exactly as typed.
 */
export function normaliseScamQuery(raw: string): NormalisedQuery {
  const trimmed = raw.trim();
  if (HEX_LIKE.test(trimmed) || BECH32_LIKE.test(trimmed))
    return { value: trimmed.toLowerCase(), caseInsensitive: true };
  const withoutScheme = trimmed.replace(HAS_SCHEME, '');
  if (HAS_SCHEME.test(trimmed) || HOST_LIKE.test(withoutScheme)) {
    const authority = withoutScheme.split(/[/?#]/u)[0] ?? '';
    const host = (authority.split('@').pop() ?? '').replace(/:\d*$/u, '').replace(/\.$/u, '').toLowerCase();
    const value = host.replace(/^www\./u, '');
    if (value !== '') return { value, caseInsensitive: true };
  }
  return { value: trimmed, caseInsensitive: false };
}
