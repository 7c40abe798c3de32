/**
 * The overall risk: the format's warning signs and what has been reported, combined. Any High
 * sign, 3 or more reports, or a High answer from the lookup → High; any Medium sign or any report
 * → Medium; a recognised value with neither → Low; an unrecognised one → Unknown.
 */
import type { ScamCheckResult, ScamCheckRiskLevel } from '../../../api';
import type { Analysis, ValueKind } from './types';

export type Risk = ScamCheckRiskLevel;

/** `lookup` is null when the reports could not be checked. */
export function combineRisk(analysis: Analysis, lookup: ScamCheckResult | null): Risk {
  const severities = new Set(analysis.findings.map((item) => item.severity));
  const reports = lookup?.reports ?? 0;
  const reported = lookup?.riskLevel ?? 'Unknown';
  if (severities.has('High') || reports >= 3 || reported === 'High') return 'High';
  if (severities.has('Medium') || reports >= 1 || reported === 'Medium') return 'Medium';
  if (analysis.kind !== 'unknown' || reported === 'Low') return 'Low';
  return 'Unknown';
}

export interface Advice {
  headline: string;
  meaning: string;
  nextSteps: string[];
}

const isWebsite = (kind: ValueKind) => kind === 'website';

export function adviceFor(risk: Risk, analysis: Analysis, lookupFailed: boolean): Advice {
  const site = isWebsite(analysis.kind);
  const caveat = lookupFailed ? ' We could not check the reports this time, so this rests on the format alone.' : '';
  switch (risk) {
    case 'High':
      return {
        headline: 'High risk: do not send money',
        meaning: `This shows strong signs of a scam or a costly mistake.${caveat}`,
        nextSteps: [
          site ? 'Do not open this site, sign in on it or connect your wallet to it.' : 'Do not send any money to it.',
          'Never share your recovery (seed) phrase, passwords or 2FA codes.',
          'If you already sent funds or signed something, move what is left to a new wallet and revoke token approvals.',
          'Report it so we can investigate and warn others.',
        ],
      };
    case 'Medium':
      return {
        headline: 'Medium risk: check carefully first',
        meaning: `There are warning signs, or others have reported it. It may be harmless, but be careful.${caveat}`,
        nextSteps: [
          site
            ? 'Open the official site from your own bookmark instead of this link.'
            : 'Confirm the address through a second channel you trust, such as the official app.',
          'If you go ahead, send a small test amount first.',
          'Never share your recovery (seed) phrase.',
          'Report it if you were asked to pay or to sign in.',
        ],
      };
    case 'Low':
      return {
        headline: 'Low risk: no warning signs found',
        meaning: `Its format looks right and nobody has reported it. That is not a guarantee: new scams have no reports yet.${caveat}`,
        nextSteps: [
          site
            ? 'Check the address bar shows exactly this site before you sign in.'
            : 'Compare the first and last six characters with a source you trust.',
          'For a large amount, send a small test first.',
          'Report it if something goes wrong.',
        ],
      };
    case 'Unknown':
      return {
        headline: 'Unknown: not a format we recognise',
        meaning: `This is not a wallet address, transaction hash or website we can read, and nobody has reported it.${caveat}`,
        nextSteps: [
          'Check that you copied the whole value, with nothing missing or added.',
          'Ask the sender which network it is for, through a channel you trust.',
          'Do not send money until you are sure what it is.',
        ],
      };
  }
}
