import { Link, Table, Text, type TableCellProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { DisputeSummary } from '../../api';
import { DISPUTE_TYPE_LABELS, formatAmount, formatDate } from '../format';
import { StatusBadge } from '../StatusBadge';
import { FILED_LABEL } from './labels';

/** One column of a disputes table: its title, and what each row shows in it. */
export interface DisputeColumn {
  /** Tells the column from its table's others (React's key for its header and cells). */
  id: string;
  title: ReactNode;
  /** Applies to the header and every cell alike: alignment, hiding on a phone, staying in view. */
  style?: TableCellProps;
  /** Applies to the cells only; a function when the look depends on the row's value. */
  cellStyle?: TableCellProps | ((dispute: DisputeSummary) => TableCellProps);
  render: (dispute: DisputeSummary) => ReactNode;
}

/**
 * One page of disputes as a table, the same scaffolding for the user's dashboard and the admin
 * desk; each side passes its columns (the shared ones below, and its own). `label` names the
 * table and its scroll box for assistive technology.
 */
export function DisputeRowsTable({
  disputes,
  columns,
  label,
  highlightOnHover = false,
}: {
  disputes: readonly DisputeSummary[];
  columns: readonly DisputeColumn[];
  label: string;
  /** Off where a column stays in view with its own background, which a highlighted row would not reach. */
  highlightOnHover?: boolean;
}) {
  return (
    // Focusable, so a keyboard can scroll it sideways. Positioned, so visually hidden texts
    // (absolutely placed) scroll with the table instead of widening the page past a long id.
    <Table.ScrollArea
      position="relative"
      borderWidth="1px"
      borderRadius="md"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <Table.Root size="sm" stickyHeader interactive={highlightOnHover}>
        <Table.Caption srOnly>{label}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.id} {...column.style}>
                {column.title}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {disputes.map((dispute) => (
            <Table.Row key={dispute.id}>
              {columns.map((column) => (
                <Table.Cell key={column.id} {...column.style} {...cellStyleOf(column, dispute)}>
                  {column.render(dispute)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function cellStyleOf(column: DisputeColumn, dispute: DisputeSummary): TableCellProps | undefined {
  return typeof column.cellStyle === 'function' ? column.cellStyle(dispute) : column.cellStyle;
}

/** Hides a column below the `md` breakpoint: what gives way first on a phone. */
export const FROM_TABLET: TableCellProps = { hideBelow: 'md' };

/** The columns both tables show, in both tables' order; `style` adds to a column's own (e.g. `FROM_TABLET`). */
export const disputeColumns = {
  id: (title: string): DisputeColumn => ({
    id: 'id',
    title,
    cellStyle: { fontFamily: 'mono', whiteSpace: 'nowrap' },
    render: (dispute) => dispute.id,
  }),
  type: (style?: TableCellProps): DisputeColumn => ({
    id: 'type',
    title: 'Type',
    style: { whiteSpace: 'nowrap', ...style },
    render: (dispute) => DISPUTE_TYPE_LABELS[dispute.type],
  }),
  amount: (): DisputeColumn => ({
    id: 'amount',
    title: 'Amount',
    style: { textAlign: 'end', whiteSpace: 'nowrap' },
    render: (dispute) => formatAmount(dispute.amount),
  }),
  status: (): DisputeColumn => ({
    id: 'status',
    title: 'Status',
    render: (dispute) => <StatusBadge status={dispute.status} />,
  }),
  filed: (style?: TableCellProps): DisputeColumn => ({
    id: 'filed',
    title: FILED_LABEL,
    style: { whiteSpace: 'nowrap', ...style },
    render: (dispute) => formatDate(dispute.createdAt),
  }),
  /**
   * The last column: a link to the dispute's page, named with the dispute's id for assistive
   * technology (every row's link shows the same word). `style` can keep it in view.
   */
  open: ({
    text,
    nameOf,
    hrefOf,
    style,
  }: {
    text: string;
    nameOf: (id: string) => string;
    hrefOf: (id: string) => string;
    style?: TableCellProps;
  }): DisputeColumn => ({
    id: 'open',
    title: (
      <Text as="span" srOnly>
        Actions
      </Text>
    ),
    style,
    cellStyle: { textAlign: 'end', whiteSpace: 'nowrap' },
    render: (dispute) => (
      <Link asChild colorPalette="blue" fontWeight="medium">
        <RouterLink to={hrefOf(dispute.id)} aria-label={nameOf(dispute.id)}>
          {text}
        </RouterLink>
      </Link>
    ),
  }),
};
