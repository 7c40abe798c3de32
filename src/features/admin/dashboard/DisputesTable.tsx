import { Badge, Text, type TableCellProps } from '@chakra-ui/react';
import type { DisputeSummary } from '../../../api';
import { disputeColumns, DisputeRowsTable, type DisputeColumn } from '../../../components/dispute/DisputeRowsTable';
import { AWAITING_LABELS, UNASSIGNED } from './desk';

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

/** Support (the user wrote last), User (support did), or a dash: nobody, or the server does not say. */
const waitingOnColumn: DisputeColumn = {
  id: 'waiting-on',
  title: 'Waiting on',
  // Positioned, so the hidden words are clipped by the table's scroll box and never widen the page.
  cellStyle: ({ awaiting }) => (awaiting ? {} : { color: 'fg.muted', position: 'relative' }),
  render: ({ awaiting }) => <WaitingOn awaiting={awaiting} />,
};

function WaitingOn({ awaiting }: { awaiting: DisputeSummary['awaiting'] }) {
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
  return (
    <Badge variant="subtle" colorPalette={awaiting === 'support' ? 'orange' : 'gray'}>
      {AWAITING_LABELS[awaiting]}
    </Badge>
  );
}

const COLUMNS: readonly DisputeColumn[] = [
  disputeColumns.id('ID'),
  userColumn,
  disputeColumns.type(),
  disputeColumns.amount(),
  disputeColumns.status(),
  assigneeColumn,
  waitingOnColumn,
  disputeColumns.filed(),
  disputeColumns.open({
    text: 'Review',
    nameOf: (id) => `Review ${id}`,
    hrefOf: (id) => `/admin/dispute/${encodeURIComponent(id)}`,
    style: STICKY_END,
  }),
];

/** One page of the admin disputes table; each row links to its review, labelled "Review". */
export function DisputesTable({ disputes, caption }: { disputes: DisputeSummary[]; caption: string }) {
  return <DisputeRowsTable disputes={disputes} columns={COLUMNS} label={caption} />;
}
