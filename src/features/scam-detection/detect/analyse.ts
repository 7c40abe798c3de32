/** The one entry point: what a value is, on which network, and its warning signs. */
import { recogniseAddress } from './addresses';
import { confusablesIn } from './lookalike';
import { finding, type Analysis, type Finding } from './types';
import { parseWebsite, patternFindings, websiteFindings } from './website';

/** Zero-width and direction-changing characters that hide inside copied addresses and links. */
const INVISIBLE = /[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/gu;

export function analyse(input: string): Analysis {
  const trimmed = input.trim();
  const value = trimmed.replace(INVISIBLE, '');
  const before: Finding[] = [];
  if (value !== trimmed) {
    before.push(
      finding(
        'hidden-characters',
        'High',
        'Invisible characters',
        'It contains characters you cannot see. Copied addresses and links are sometimes booby-trapped this way; retype it from a trusted source.',
      ),
    );
  }

  const address = recogniseAddress(value);
  if (address) return { value, host: null, ...address, findings: [...before, ...address.findings] };

  const website = parseWebsite(value);
  if (website) {
    const { findings, displayHost } = websiteFindings(website);
    return {
      value,
      kind: 'website',
      label: 'Website',
      network: null,
      host: displayHost,
      isAddress: false,
      findings: [...before, ...findings],
    };
  }

  const findings = [...before];
  const lookalikes = confusablesIn(value);
  if (lookalikes.length > 0) {
    findings.push(
      finding(
        'mixed-script',
        'High',
        'Letters from another alphabet',
        `It contains ${lookalikes.map((char) => `"${char}"`).join(', ')}, which look like Latin letters but are not.`,
      ),
    );
  }
  findings.push(...patternFindings(value));
  return {
    value,
    kind: 'unknown',
    label: 'Not a recognised address, hash or website',
    network: null,
    host: null,
    isAddress: false,
    findings,
  };
}
