/**
 * What Prism found in one exchange, read from the `sl-violations` header it adds to each answer
 * when it does not answer errors itself, and the rule that decides which findings fail a run.
 */
import { operationOf } from './operations';

export interface PrismViolation {
  /** `['request', 'body']`, `['response', 'body', 'amount']`…; the first part names the side. */
  location: string[];
  severity: string;
  message: string;
}

export interface Finding {
  method: string;
  path: string;
  /** The documented operation, e.g. `GET /api/disputes/{id}`. */
  operation: string;
  status: number;
  side: 'request' | 'response';
  where: string;
  severity: string;
  message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function parseViolations(header: string | undefined): PrismViolation[] {
  if (!header) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(header);
  } catch {
    return [
      {
        location: ['response'],
        severity: 'Error',
        message: `an sl-violations header that is not JSON: ${header.slice(0, 200)}`,
      },
    ];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(isRecord).map((entry) => ({
    location: Array.isArray(entry.location) ? entry.location.map(String) : [],
    severity: typeof entry.severity === 'string' ? entry.severity : 'Error',
    message: typeof entry.message === 'string' ? entry.message : JSON.stringify(entry),
  }));
}

/** Each violation of one exchange as a finding. */
export function toFindings(
  method: string,
  path: string,
  status: number,
  violations: readonly PrismViolation[],
): Finding[] {
  return violations.map((violation) => ({
    method,
    path,
    operation: operationOf(method, path),
    status,
    side: violation.location[0] === 'request' ? ('request' as const) : ('response' as const),
    where: violation.location.join('.') || 'response',
    severity: violation.severity,
    message: violation.message,
  }));
}

/**
 * Every response violation counts: the server answered something the document does not describe.
 * A request violation counts only when the server accepted the request: the conformance suite
 * sends some requests that break the document on purpose (no session, a bad body) to check that
 * they are refused, and a 4xx shows the server and the document agree those are wrong. A request
 * the document forbids but the server accepted (2xx), or failed on (5xx), means either the
 * suite sent what it did not mean, or the document is stricter than the server: both need a look.
 */
export function judge(method: string, path: string, status: number, violations: readonly PrismViolation[]): Finding[] {
  const refused = status >= 400 && status < 500;
  return toFindings(method, path, status, violations).filter((finding) => finding.side === 'response' || !refused);
}

export const formatFinding = (finding: Finding) =>
  `${finding.method} ${finding.path} → ${finding.status}: ${finding.severity.toLowerCase()} in ${finding.where}: ${finding.message}`;

/** Array positions in a location or message (`body.3.email`) as `*`, so one fault reads as one line. */
const anyIndex = (text: string) => text.replace(/(^|[.\s])\d+(?=\.|$|\s)/g, '$1*');

/**
 * The findings of a whole run, one line per distinct violation of an operation, with how often
 * it was seen.
 */
export function summarize(findings: readonly Finding[]): string[] {
  const seen = new Map<string, { line: string; count: number }>();
  for (const finding of findings) {
    const line = `${finding.operation} → ${finding.status}: ${finding.severity.toLowerCase()} in ${anyIndex(finding.where)}: ${anyIndex(finding.message)}`;
    const entry = seen.get(line);
    if (entry) entry.count += 1;
    else seen.set(line, { line, count: 1 });
  }
  return [...seen.values()].map(({ line, count }) => `${line}${count > 1 ? ` (×${count})` : ''}`);
}
