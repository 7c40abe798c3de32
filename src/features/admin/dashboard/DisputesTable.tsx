import { Badge, Stack, Text, type TableCellProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { DisputeSummary } from '../../../api';
import { disputeColumns, DisputeRowsTable, type DisputeColumn } from '../../../components/dispute/DisputeRowsTable';
import { formatDateTime } from '../../../components/format';
import {
  AWAITING_LABELS,
  formatWaited,
  REPLIED_AFTER_CLOSING,
  repliedAfterClosing,
  UNASSIGNED,
  waitingSince,
} from './desk';
import { dueColumn } from './DueCell';

/** The Review column stays in view while a narrow screen scrolls the table sideways. */
const STICKY_END: TableCellProps = {
  position: 'sticky',
  insetInlineEnd: '0',
  bg: 'bg',
  boxShadow: 'inset 1px 0 0 var(--chakra-colors-border)',
};

const userColumn: DisputeColumn = {
  id: 'user',
  title: 'User',
  cellStyle: (dispute) => ({ maxW: '16rem', truncate: true, title: dispute.userEmail }),
  render: (dispute) => dispute.userEmail,
};

const assigneeColumn: DisputeColumn = {
  id: 'assignee',
  title: 'Assignee',
  cellStyle: ({ assignee }) =>
    assignee ? { maxW: '10rem', truncate: true, title: assignee.name } : { color: 'fg.muted', whiteSpace: 'nowrap' },
  render: ({ assignee }) => assignee?.name ?? UNASSIGNED,
};

/**
 * Support (the user wrote last, with how long they have waited, and "Replied after closing" on a
 * closed dispute), User (support did), or a dash: nobody, or the server does not say.
 */
const waitingOnColumn = (now: number): DisputeColumn => ({
  id: 'waiting-on',
  title: 'Waiting on',
  // Positioned, so the hidden words are clipped by the table's scroll box and never widen the page.
  cellStyle: ({ awaiting }) => (awaiting ? { whiteSpace: 'nowrap' } : { color: 'fg.muted', position: 'relative' }),
  render: (dispute) => <WaitingOn dispute={dispute} now={now} />,
});

export function WaitingOn({ dispute, now }: { dispute: DisputeSummary; now: number }) {
  const { awaiting } = dispute;
  if (!awaiting) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <Text as="span" srOnly>
          {awaiting === null ? 'Nobody' : 'Not known'}
        </Text>
      </>
    );
  }
  if (awaiting === 'user') {
    return (
      <Badge variant="subtle" colorPalette="gray">
        {AWAITING_LABELS.user}
      </Badge>
    );
  }
  const since = waitingSince(dispute);
  return (
    <Stack gap="1" align="flex-start">
      <Badge variant="subtle" colorPalette="orange">
        {AWAITING_LABELS.support}
      </Badge>
      {repliedAfterClosing(dispute) ? (
        <Badge variant="outline" colorPalette="purple">
          {REPLIED_AFTER_CLOSING}
        </Badge>
      ) : null}
      {since ? (
        <Text as="span" textStyle="xs" color="fg.muted">
          Waiting{' '}
          <time dateTime={since} title={formatDateTime(since)}>
            {formatWaited(since, now)}
          </time>
        </Text>
      ) : null}
    </Stack>
  );
}

const columns = (now: number, withDue: boolean): readonly DisputeColumn[] => [
  disputeColumns.id('ID'),
  userColumn,
  disputeColumns.type(),
  disputeColumns.amount(),
  disputeColumns.status(),
  assigneeColumn,
  waitingOnColumn(now),
  ...(withDue ? [dueColumn] : []),
  disputeColumns.filed(),
  disputeColumns.open({
    text: 'Review',
    nameOf: (id) => `Review ${id}`,
    hrefOf: (id) => `/admin/dispute/${encodeURIComponent(id)}`,
    style: STICKY_END,
  }),
];

/**
 * One page of the admin disputes table; each row links to its review, labelled "Review". `now` is
 * the clock for how long a row has waited. `withDue` adds the Due column: the server sends clocks.
 */
export function DisputesTable({
  disputes,
  caption,
  now,
  withDue = false,
}: {
  disputes: DisputeSummary[];
  caption: string;
  now: number;
  withDue?: boolean;
}) {
  const shown = useMemo(() => columns(now, withDue), [now, withDue]);
  return <DisputeRowsTable disputes={disputes} columns={shown} label={caption} />;
}
