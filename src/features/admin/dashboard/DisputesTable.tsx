import { Badge, Link, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { DisputeSummary } from '../../../api';
import { DISPUTE_TYPE_LABELS, formatAmount, formatDate } from '../../../components/format';
import { StatusBadge } from '../../../components/StatusBadge';
import { AWAITING_LABELS, UNASSIGNED } from './desk';

/** The Review column stays in view while a narrow screen scrolls the table sideways. */
const STICKY_END = { position: 'sticky', insetInlineEnd: '0', bg: 'bg', boxShadow: 'inset 1px 0 0 var(--chakra-colors-border)' } as const;

/** One page of the admin disputes table; each row links to its review, labelled "Review". */
export function DisputesTable({ disputes, caption }: { disputes: DisputeSummary[]; caption: string }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} role="region" aria-label={caption}>
      <Table.Root size="sm" stickyHeader>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>ID</Table.ColumnHeader>
            <Table.ColumnHeader>User</Table.ColumnHeader>
            <Table.ColumnHeader>Type</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Assignee</Table.ColumnHeader>
            <Table.ColumnHeader>Waiting on</Table.ColumnHeader>
            <Table.ColumnHeader>Filed</Table.ColumnHeader>
            <Table.ColumnHeader {...STICKY_END}>
              <Text srOnly>Action</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {disputes.map((dispute) => (
            <Table.Row key={dispute.id}>
              <Table.Cell fontFamily="mono" whiteSpace="nowrap">{dispute.id}</Table.Cell>
              <Table.Cell maxW="16rem" truncate title={dispute.userEmail}>{dispute.userEmail}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{DISPUTE_TYPE_LABELS[dispute.type]}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">{formatAmount(dispute.amount)}</Table.Cell>
              <Table.Cell><StatusBadge status={dispute.status} /></Table.Cell>
              <AssigneeCell assignee={dispute.assignee} />
              <WaitingOnCell awaiting={dispute.awaiting} />
              <Table.Cell whiteSpace="nowrap">{formatDate(dispute.createdAt)}</Table.Cell>
              <Table.Cell textAlign="end" {...STICKY_END}>
                <Link asChild colorPalette="blue" fontWeight="medium" aria-label={`Review ${dispute.id}`}>
                  <RouterLink to={`/admin/dispute/${encodeURIComponent(dispute.id)}`}>Review</RouterLink>
                </Link>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function AssigneeCell({ assignee }: { assignee: DisputeSummary['assignee'] }) {
  if (!assignee) return <Table.Cell color="fg.muted" whiteSpace="nowrap">{UNASSIGNED}</Table.Cell>;
  return <Table.Cell maxW="10rem" truncate title={assignee.name}>{assignee.name}</Table.Cell>;
}

/** Support (the user wrote last), User (support did), or a dash: nobody, or the server does not say. */
function WaitingOnCell({ awaiting }: { awaiting: DisputeSummary['awaiting'] }) {
  if (!awaiting) {
    return (
      // Positioned, so the hidden words are clipped by the table's scroll box and never widen the page.
      <Table.Cell color="fg.muted" position="relative">
        <span aria-hidden="true">—</span>
        <Text as="span" srOnly>{awaiting === null ? 'Nobody' : 'Not known'}</Text>
      </Table.Cell>
    );
  }
  return (
    <Table.Cell>
      <Badge variant="subtle" colorPalette={awaiting === 'support' ? 'orange' : 'gray'}>{AWAITING_LABELS[awaiting]}</Badge>
    </Table.Cell>
  );
}
