/**
 * The notification e-mails' words (docs/texts.md#notification-e-mails): a reply from support and
 * the decision on a dispute. Each carries the dispute's reference and type, a short excerpt of what
 * support wrote (never the thread, never an internal note), a link to the dispute in the app, and
 * how to turn such e-mails off. Kept apart from ./templates.ts so each file stays one subject.
 */
import type { DisputeType } from '../../src/api';
import type { MailLink } from './message';
import { htmlOf, SIGNATURE, textOf, type Composed } from './paragraphs';

/** A dispute's type in words, as the app labels it (docs/statuses.md#dispute-types). */
export const DISPUTE_TYPE_WORDS: Record<DisputeType, string> = {
  transaction_error: 'Transaction error',
  fee_dispute: 'Fee dispute',
  scam_report: 'Scam report',
  unauthorized_transaction: 'Unauthorized transaction',
  other: 'Other',
};

/** The most lines and characters of a reply a message quotes (docs/server.md#notification-e-mails). */
export const EXCERPT_LINES = 3;
export const EXCERPT_CHARS = 280;

interface DisputeRef {
  /** The account's first name, or null to greet without one. */
  name: string | null;
  /** The dispute's reference, `DSP-…`. */
  disputeId: string;
  /** Its type in words, "Fee dispute". */
  disputeType: string;
  /** `<app origin>/dispute/DSP-…`. */
  link: string;
  /** `<app origin>/account#email-notifications`. */
  settingsLink: string;
}

export interface SupportReplyParams extends DisputeRef {
  /** What support wrote to the user, whole: the template keeps its first lines. */
  reply: string;
}

export type DecisionOutcome = 'refund' | 'partial_refund' | 'decline';

export interface DecisionParams extends DisputeRef {
  outcome: DecisionOutcome;
  /** The refund's amount with two decimals, for a refund. */
  refundAmount: string | null;
  /** What support wrote with its decision. */
  reply: string;
}

/** The first lines of a text, at most EXCERPT_LINES lines and EXCERPT_CHARS characters, cut at a word with "…". */
export function excerptOf(text: string): string {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  let excerpt = lines.slice(0, EXCERPT_LINES).join('\n');
  let cut = lines.length > EXCERPT_LINES;
  if (excerpt.length > EXCERPT_CHARS) {
    const head = excerpt.slice(0, EXCERPT_CHARS);
    const space = head.lastIndexOf(' ');
    excerpt = (space > EXCERPT_CHARS / 2 ? head.slice(0, space) : head).trimEnd();
    cut = true;
  }
  return cut ? `${excerpt}…` : excerpt;
}

/** The closing lines every notification e-mail shares: how to turn them off, and who wrote. */
function closing(settingsLink: string): (string | MailLink)[] {
  return [
    'You get this e-mail because these notifications are on for your account. To turn them off, open your account settings:',
    { label: 'E-mail notification settings', url: settingsLink },
    SIGNATURE,
  ];
}

const compose = (subject: string, paragraphs: (string | MailLink)[]): Composed => ({
  subject,
  text: textOf(paragraphs),
  html: htmlOf(paragraphs),
  links: paragraphs.filter((paragraph): paragraph is MailLink => typeof paragraph !== 'string'),
});

const greeting = (name: string | null) => (name ? `Hello ${name},` : 'Hello,');

export function supportReplyMail(params: SupportReplyParams): Composed {
  return compose(`New message from support on dispute ${params.disputeId}`, [
    greeting(params.name),
    `Support replied on your dispute ${params.disputeId} (${params.disputeType}):`,
    excerptOf(params.reply),
    'To read the whole message and answer, open your dispute:',
    { label: `Open dispute ${params.disputeId}`, url: params.link },
    ...closing(params.settingsLink),
  ]);
}

/** The outcome in words, as the user reads it. */
function outcomeSentence({ outcome, disputeId, disputeType, refundAmount }: DecisionParams): string {
  if (outcome === 'refund')
    return `Your dispute ${disputeId} (${disputeType}) was resolved with a full refund of ${refundAmount ?? ''}.`;
  if (outcome === 'partial_refund')
    return `Your dispute ${disputeId} (${disputeType}) was resolved with a partial refund of ${refundAmount ?? ''}.`;
  return `Your dispute ${disputeId} (${disputeType}) was rejected: after review, support declined the claim.`;
}

export function decisionMail(params: DecisionParams): Composed {
  const rejected = params.outcome === 'decline';
  return compose(`Your dispute ${params.disputeId} was ${rejected ? 'rejected' : 'resolved'}`, [
    greeting(params.name),
    outcomeSentence(params),
    'Support wrote:',
    excerptOf(params.reply),
    'The dispute is now closed. To read the decision in full, or to write to support about it, open your dispute:',
    { label: `Open dispute ${params.disputeId}`, url: params.link },
    ...closing(params.settingsLink),
  ]);
}
