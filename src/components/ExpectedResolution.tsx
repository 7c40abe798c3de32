import { Text, type TextProps } from '@chakra-ui/react';
import type { DisputeStatus, Sla } from '../api';
import { formatDate } from './format';

/** Resolved and Rejected: closed disputes, which show no expected-resolution line. */
export const isClosedStatus = (status: DisputeStatus) => status === 'Resolved' || status === 'Rejected';

/** The date `daysAhead` days from `now`, in calendar days (the same clock time). */
export function expectedResolutionDate(daysAhead: number, now: Date = new Date()): Date {
  const date = new Date(now.getTime());
  date.setDate(date.getDate() + daysAhead);
  return date;
}

/**
 * "Expected by" and the day the resolution clock falls due when the server sends the clocks
 * (`sla`), else the date `daysAhead` days from today (3 for users, 2 for admins); nothing at all
 * for Resolved and Rejected disputes (docs/statuses.md#expected-resolution).
 */
export function ExpectedResolution({
  status,
  daysAhead,
  sla,
  ...rest
}: { status: DisputeStatus; daysAhead: number; sla?: Sla | null | undefined } & Omit<TextProps, 'children'>) {
  if (isClosedStatus(status)) return null;
  const date = sla ? sla.resolution.dueAt : expectedResolutionDate(daysAhead);
  return (
    <Text textStyle="sm" fontWeight="medium" {...rest}>
      {`Expected by ${formatDate(date)}`}
    </Text>
  );
}
