/** Long answers for the scam centre's stories: many items, long titles and texts, long unbroken addresses and links. */
import type { EducationalResource, ScamAlert, SecurityTip } from '../../api';

const ADDRESS = '0x9f3c9f3c9f3c9f3c9f3c9f3c9f3c9f3c9f3c9f3c';
const TX_HASH = `0x${'5e1d7a0b'.repeat(8)}`;
const LONG_LINK =
  'https://www.consumer-protection-agency.example.gov/guides/cryptocurrency/how-to-recognise-and-report-investment-and-impersonation-scams';
const RISKS = ['High', 'Medium', 'Low'] as const;

export const LONG_ALERT_COUNT = 30;

export const longAlerts: ScamAlert[] = Array.from({ length: LONG_ALERT_COUNT }, (_, i) => ({
  id: `ALT-long-${i}`,
  title:
    i % 3 === 0
      ? `Fake "wallet recovery" services promising guaranteed refunds within 24 hours to victims of earlier scams (wave ${i + 1})`
      : `Drainer contract ${ADDRESS} behind a fake airdrop`,
  description:
    `People are asked to connect their wallet and sign a "claim" that approves ${ADDRESS} to spend every token they hold. The site copies a real project's design and is promoted through hijacked social accounts. `.repeat(
      1 + (i % 3),
    ),
  date: new Date(Date.UTC(2026, 10, 22) - i * 86_400_000).toISOString(),
  riskLevel: RISKS[i % RISKS.length] ?? 'High',
}));

export const LONG_TIP_COUNT = 12;

export const longTips: SecurityTip[] = Array.from({ length: LONG_TIP_COUNT }, (_, i) => ({
  id: `TIP-long-${i}`,
  title:
    i % 2
      ? `Look a payment up by its whole hash, e.g. ${TX_HASH}`
      : 'Use a hardware wallet for savings and keep the recovery phrase on paper, never in a photo or a cloud note',
  description: `Address-poisoning scams send you a tiny transfer from an address that starts and ends like one you use. Before sending, compare the whole address, not only its first and last characters: ${ADDRESS}. Their transfers show up in your history as ${TX_HASH}.`,
  isCompleted: i % 4 === 0,
}));

export const longResources: EducationalResource[] = Array.from({ length: 8 }, (_, i) => ({
  id: `RES-long-${i}`,
  title: `A complete guide to recognising, avoiding and reporting cryptocurrency investment and impersonation scams (part ${i + 1})`,
  description:
    'What the most common scams look like, which questions to ask before you invest, and where to report a scam so investigators can trace the funds. '.repeat(
      2,
    ),
  linkUrl: i % 2 ? LONG_LINK : `${LONG_LINK}-${'x'.repeat(40)}`,
  linkText: i % 2 ? 'Read the consumer protection agency guide on investment scams' : LONG_LINK,
}));
