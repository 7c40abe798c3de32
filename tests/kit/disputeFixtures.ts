/**
 * Answers for page tests that stand in for a server: disputes in the shape the contract allows,
 * ids that are legal but awkward in a URL, and the raw-path reading a handler needs to answer for
 * them (the id is taken from the request's path still percent-encoded, so an encoded `/` stays
 * inside the id instead of splitting the path).
 */

/** Date-times RFC 3339 allows that a strict ISO parser refuses, with the instant each one names. */
export const RFC3339_EDGES = [
  ['2024-05-01t10:00:00z', '2024-05-01T10:00:00.000Z'],
  ['2016-12-31T23:59:60Z', '2016-12-31T23:59:59.999Z'],
  ['2024-05-01T10:00:00.1234567890Z', '2024-05-01T10:00:00.123Z'],
  ['2024-05-01T10:00:00+05:30', '2024-05-01T04:30:00.000Z'],
  ['2024-05-01T10:00:00-00:00', '2024-05-01T10:00:00.000Z'],
] as const;

/** Any string but "." and ".." is a valid id. */
export const ODD_IDS = ['a/b', 'what?', 'x#1', '100%', '%2e%2e', 'two words', 'üñí 🙂', 'a/../b', '...'] as const;

export function disputeSummary(id: string, createdAt = '2024-05-01T10:00:00Z') {
  return {
    id,
    type: 'other',
    transactionId: `tx-${id}`,
    amount: 25,
    status: 'New',
    createdAt,
    userEmail: 'alex@example.com',
  };
}

export function fullDispute(id: string) {
  return {
    ...disputeSummary(id),
    transactionDate: '2024-04-30',
    description: 'A transfer that never arrived at the other wallet.',
    contactEmail: 'alex@example.com',
    contactPhone: null,
    termsAccepted: true,
    userId: 'usr-1',
    messages: [],
    timeline: [{ status: 'New', timestamp: '2024-05-01T10:00:00Z', details: 'Dispute filed' }],
    transactionDetails: null,
    technicalAnalysis: null,
  };
}

/** The decoded path segment after `prefix` (e.g. `/api/disputes/`), or null when the path is not one. */
export function idInPath(url: string, prefix: string, suffix = ''): string | null {
  const { pathname } = new URL(url);
  if (!pathname.startsWith(prefix) || !pathname.endsWith(suffix)) return null;
  const segment = pathname.slice(prefix.length, pathname.length - suffix.length);
  return segment.includes('/') ? null : decodeURIComponent(segment);
}

export function adminDispute(id: string) {
  return {
    ...fullDispute(id),
    user: {
      firstName: 'Alex',
      lastName: 'Morgan',
      email: 'alex@example.com',
      walletAddress: null,
      createdAt: '2024-01-01T00:00:00Z',
      previousDisputes: 0,
    },
    adminNotes: null,
  };
}
