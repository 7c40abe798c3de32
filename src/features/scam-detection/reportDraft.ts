/** What "Report this" hands to /new-dispute: the checked value as the scammer's wallet or in the description. */
import type { ScamReportDraft } from '../../components/scamReportDraft';
import type { Analysis, Risk } from './detect';

export function draftFromCheck(analysis: Analysis, risk: Risk): ScamReportDraft {
  const signs = analysis.findings.filter((item) => item.severity !== 'Low').map((item) => item.title);
  const lines = [
    analysis.isAddress ? `Address type: ${analysis.label}` : `${analysis.label}: ${analysis.value}`,
    `Scam Detection result: ${risk} risk${signs.length > 0 ? ` (${signs.join('; ')})` : ''}`,
    '',
    'What happened: ',
  ];
  return {
    platform: '',
    affectedWallet: '',
    scammerWallet: analysis.isAddress ? analysis.value : '',
    amount: '',
    currency: '',
    description: lines.join('\n'),
    evidenceFileNames: [],
  };
}
