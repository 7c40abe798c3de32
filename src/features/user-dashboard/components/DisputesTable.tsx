import { ButtonGroup, Card, Heading, IconButton, Pagination, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { DisputeSummary } from '../../../api';
import {
  disputeColumns,
  DisputeRowsTable,
  FROM_TABLET,
  type DisputeColumn,
} from '../../../components/dispute/DisputeRowsTable';
import { EmptyState } from '../../../components/EmptyState';
import { aimLines, DUE_TEXTS, hasClocks, NEXT_FROM_SUPPORT, NO_AIM_SPOKEN } from '../../../components/dispute/slaText';
import { DISPUTES_PAGE_SIZE, dashboardFigures, disputesForTab, pageOf, type DisputeTab } from '../dashboardData';

export const NO_DISPUTES_FOR_FILTER = 'No disputes found for this filter.';

const isTab = (value: string): value is DisputeTab => value === 'active' || value === 'resolved' || value === 'all';

/**
 * Support's next aim on the dispute (docs/texts.md#the-clock): the first aim line, or a dash, read
 * as "None", on a closed dispute. Gives way on a phone, where the dispute's page says it.
 */
const nextFromSupportColumn: DisputeColumn = {
  id: 'next-from-support',
  title: NEXT_FROM_SUPPORT,
  style: FROM_TABLET,
  // Positioned, so the hidden words are clipped by the table's scroll box and never widen the page.
  cellStyle: { position: 'relative' },
  render: (dispute) => {
    const [line] = aimLines(dispute.sla, dispute.status);
    // A box of its own width, so the line wraps instead of pushing the link out of view.
    if (line) {
      return (
        <Text as="span" display="block" minW="10rem" maxW="15rem" whiteSpace="normal" textStyle="sm">
          {line}
        </Text>
      );
    }
    return (
      <>
        <span aria-hidden="true">{DUE_TEXTS.none}</span>
        <Text as="span" srOnly>
          {NO_AIM_SPOKEN}
        </Text>
      </>
    );
  },
};

/** Type and date give way on a phone; what is left still scrolls sideways rather than squeeze. */
const columnsOf = (withClocks: boolean): readonly DisputeColumn[] => [
  disputeColumns.id('Dispute ID'),
  disputeColumns.type(FROM_TABLET),
  disputeColumns.amount(),
  disputeColumns.status(),
  ...(withClocks ? [nextFromSupportColumn] : []),
  disputeColumns.filed(FROM_TABLET),
  disputeColumns.open({
    text: 'View Details',
    nameOf: (id) => `View Details for ${id}`,
    hrefOf: (id) => `/dispute/${encodeURIComponent(id)}`,
  }),
];

const PAGER_LABELS = {
  rootLabel: 'Disputes pages',
  prevTriggerLabel: 'Previous page',
  nextTriggerLabel: 'Next page',
  itemLabel: ({ page }: { page: number }) => `Page ${page}`,
};

function Pager({ count, page, onPageChange }: { count: number; page: number; onPageChange: (page: number) => void }) {
  const first = (page - 1) * DISPUTES_PAGE_SIZE + 1;
  const last = Math.min(page * DISPUTES_PAGE_SIZE, count);
  return (
    <Stack
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
      align={{ base: 'start', sm: 'center' }}
      gap="2"
    >
      <Text textStyle="sm" color="fg.muted">{`Showing ${first}–${last} of ${count}`}</Text>
      <Pagination.Root
        count={count}
        pageSize={DISPUTES_PAGE_SIZE}
        page={page}
        onPageChange={(details) => onPageChange(details.page)}
        translations={PAGER_LABELS}
      >
        {/* Many pages do not fit a phone's width in one row: the buttons wrap onto a second. */}
        <ButtonGroup variant="ghost" size="sm" attached={false} gap="1" flexWrap="wrap">
          <Pagination.PrevTrigger asChild>
            <IconButton>
              <span aria-hidden="true">‹</span>
            </IconButton>
          </Pagination.PrevTrigger>
          <Pagination.Items
            render={(item) => <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>{item.value}</IconButton>}
          />
          <Pagination.NextTrigger asChild>
            <IconButton>
              <span aria-hidden="true">›</span>
            </IconButton>
          </Pagination.NextTrigger>
        </ButtonGroup>
      </Pagination.Root>
    </Stack>
  );
}

/** "Your Disputes": Active, Resolved and All tabs (starting on Active), 5 rows a page. */
export function DisputesTable({ disputes }: { disputes: readonly DisputeSummary[] }) {
  const [tab, setTab] = useState<DisputeTab>('active');
  const [page, setPage] = useState(1);
  const figures = dashboardFigures(disputes);
  const rows = disputesForTab(disputes, tab);
  const columns = columnsOf(hasClocks(disputes));
  const lastPage = Math.max(1, Math.ceil(rows.length / DISPUTES_PAGE_SIZE));
  const current = Math.min(page, lastPage);

  const tabs: { value: DisputeTab; label: string }[] = [
    { value: 'active', label: `Active (${figures.active})` },
    { value: 'resolved', label: `Resolved (${figures.resolved})` },
    { value: 'all', label: 'All Disputes' },
  ];

  return (
    <Card.Root as="section" aria-labelledby="your-disputes-heading">
      <Card.Header px={{ base: '4', md: '6' }}>
        <Heading as="h2" size="lg" id="your-disputes-heading">
          Your Disputes
        </Heading>
      </Card.Header>
      <Card.Body px={{ base: '4', md: '6' }}>
        <Tabs.Root
          value={tab}
          onValueChange={(details) => {
            if (!isTab(details.value)) return;
            setTab(details.value);
            setPage(1);
          }}
          variant="line"
          colorPalette="blue"
          lazyMount
          unmountOnExit
        >
          <Tabs.List overflowX="auto">
            {tabs.map(({ value, label }) => (
              <Tabs.Trigger key={value} value={value} whiteSpace="nowrap">
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map(({ value }) => (
            <Tabs.Content key={value} value={value}>
              {rows.length === 0 ? (
                <EmptyState title={NO_DISPUTES_FOR_FILTER} />
              ) : (
                <Stack gap="4">
                  <DisputeRowsTable
                    disputes={pageOf(rows, current)}
                    columns={columns}
                    label="Disputes table"
                    highlightOnHover
                  />
                  <Pager count={rows.length} page={current} onPageChange={setPage} />
                </Stack>
              )}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Card.Body>
    </Card.Root>
  );
}
