/**
 * An extension of the contract: GET /api/scam-check?q= — how often a wallet address, transaction hash or
 * website appears in what has been reported: scam-report disputes (description, transaction id or
 * recipient address), scam alerts (title or description), and disputes support closed confirming
 * it as a scam address (docs/transactions.md#confirmed-scams). Read-only, signed-in users only. The answer is
 * aggregate (counts of distinct reporters, categories, days): no ids, emails, names, texts or
 * exact times of anyone's reports.
 */
import {
  normaliseScamQuery,
  SCAM_CATEGORIES,
  type NormalisedQuery,
  type RiskLevel,
  type ScamCategory,
  type ScamCheckResult,
  type ScamCheckRiskLevel,
} from '../../src/api';
import { type BackendContext, json, requireUser } from './http';
import type { Handlers } from './record';

/**
 * Shorter values are not looked up: "eth" or "a" would match most texts and say nothing about
 * the value. The answer is then an honest "no reports".
 */
export const MIN_LOOKUP_LENGTH = 5;

/** Keyword rules for the scam centre's categories; a text can fall into several. */
const CATEGORY_RULES: [category: ScamCategory, pattern: RegExp][] = [
  ['Phishing', /phishing|log ?in|sign-in|password|recovery phrase|seed phrase|support|posing as|impersonat/i],
  ['Fake ICOs', /\bico\b|presale|pre-sale|token sale/i],
  ['Giveaways', /giveaway|double (any|your)|airdrop/i],
  ['Malware', /malware|extension|clipboard|trojan/i],
];

export function categoriseReport(text: string): ScamCategory[] {
  const matched = CATEGORY_RULES.filter(([, pattern]) => pattern.test(text)).map(([category]) => category);
  return matched.length > 0 ? matched : ['Other'];
}

const WORD_CHAR = /[\p{L}\p{N}_-]/u;

/**
 * Whether `text` mentions the value as a whole token: `binance.com` is found in "go to
 * binance.com." but not inside "fake-binance.com" or "binance.community".
 */
export function mentions(text: string, { value, caseInsensitive }: NormalisedQuery): boolean {
  if (value.length < MIN_LOOKUP_LENGTH) return false;
  const haystack = caseInsensitive ? text.toLowerCase() : text;
  let from = haystack.indexOf(value);
  while (from !== -1) {
    const before = haystack[from - 1];
    const after = haystack[from + value.length];
    if ((before === undefined || !WORD_CHAR.test(before)) && (after === undefined || !WORD_CHAR.test(after)))
      return true;
    from = haystack.indexOf(value, from + 1);
  }
  return false;
}

const RANK: Record<ScamCheckRiskLevel, number> = { Unknown: 0, Low: 1, Medium: 2, High: 3 };
const higher = (a: ScamCheckRiskLevel, b: ScamCheckRiskLevel) => (RANK[b] > RANK[a] ? b : a);

/** Reports alone: none → Unknown, 1–2 → Medium, 3 or more → High; a matching alert adds its own level. */
export function reportRisk(reports: number, alertLevels: RiskLevel[]): ScamCheckRiskLevel {
  const byCount: ScamCheckRiskLevel = reports >= 3 ? 'High' : reports >= 1 ? 'Medium' : 'Unknown';
  return alertLevels.reduce<ScamCheckRiskLevel>(higher, byCount);
}

/** A report's day, not its moment: the time a report was filed would point at the person who filed it. */
const dayOf = (isoDateTime: string) => `${isoDateTime.slice(0, 10)}T00:00:00.000Z`;

/**
 * Reports count once per account that filed them, so one person repeating a claim cannot raise a
 * value's risk for everyone; a matching published alert counts on its own.
 */
export function lookUp(ctx: BackendContext, query: NormalisedQuery): ScamCheckResult {
  const hits: { date: string; text: string }[] = [];
  const reporters = new Set<string>();
  const alertLevels: RiskLevel[] = [];
  const confirmed: string[] = [];
  for (const dispute of ctx.db.data.disputes) {
    if (dispute.confirmedScam && mentions(dispute.confirmedScam.address, query))
      confirmed.push(dispute.confirmedScam.at);
    if (dispute.type !== 'scam_report') continue;
    // Where the money went, never where it came from: that is the reporter's own address.
    const named = [dispute.description, dispute.transactionId, dispute.toAddress ?? ''];
    if (named.some((text) => mentions(text, query))) {
      hits.push({ date: dispute.createdAt, text: dispute.description });
      reporters.add(dispute.userId);
    }
  }
  for (const alert of ctx.db.data.scamAlerts) {
    const text = `${alert.title}\n${alert.description}`;
    if (mentions(text, query)) {
      hits.push({ date: alert.date, text });
      alertLevels.push(alert.riskLevel);
    }
  }
  const dates = hits.map((hit) => hit.date).sort();
  const categories = new Set(hits.flatMap((hit) => categoriseReport(hit.text)));
  const reports = reporters.size + alertLevels.length;
  const first = dates[0];
  const last = dates.at(-1);
  return {
    query: query.value,
    reports,
    categories: SCAM_CATEGORIES.filter((category) => categories.has(category)),
    firstReportedAt: first === undefined ? null : dayOf(first),
    lastReportedAt: last === undefined ? null : dayOf(last),
    // A scam support confirmed outweighs any count of reports.
    riskLevel: confirmed.length > 0 ? 'High' : reportRisk(reports, alertLevels),
    confirmedScams: confirmed.length,
    lastConfirmedAt: confirmed.length > 0 ? dayOf(confirmed.sort().at(-1) ?? '') : null,
  };
}

export function scamCheckHandlers(ctx: BackendContext): Handlers<'checkScam'> {
  return {
    checkScam: ({ cookies, query }) => {
      requireUser(ctx, cookies);
      return json(lookUp(ctx, normaliseScamQuery(query().q)));
    },
  };
}
