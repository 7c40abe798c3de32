import { Button, ButtonGroup, Card, Heading, HStack, IconButton, Pagination, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorText } from '../../../api';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { PageLoading } from '../../../components/PageLoading';
import { downloadCsv } from '../../../components/csv';
import { disputesToCsv } from './csv';
import { DisputeFilterControls } from './DisputeFilterControls';
import {
  ADMIN_PAGE_SIZE,
  filterDisputes,
  hasClocks,
  pageOf,
  parseFilters,
  toSearchParams,
  type DisputeFilters,
} from './disputeFilters';
import { DisputesTable } from './DisputesTable';
import { ChevronLeftIcon, ChevronRightIcon, DownloadIcon } from '../../../components/icons';
import { useWaitedClock } from './useWaitedClock';
import { useAdminDisputes } from './useAdminDisputes';
import { ReportDrillDownHeading } from './ReportDrillDownHeading';
import { drillDownQuery, keepDrillDown, parseDrillDown } from './reportDrillDown';
import { UnreadableItems } from '../../../components/UnreadableItems';
import { useAuth } from '../../auth';

export const DISPUTES_LOADING = 'Loading disputes...';
export const NO_MATCH = 'No disputes match your search or filters.';

/**
 * The admin disputes table with search, filters, paging and CSV export; all view state lives in the
 * URL. `now` is the clock for how long a dispute has waited on support; tests and stories fix it.
 */
export function DisputesPanel({ now = Date.now }: { now?: () => number }) {
  const headingId = useId();
  const time = useWaitedClock(now);
  const { user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseFilters(searchParams);
  // The disputes behind a Reports figure, when the URL names one (./reportDrillDown.ts).
  const drillDown = parseDrillDown(searchParams);
  const { data, unreadable, error, isLoading, mutate } = useAdminDisputes(drillDown && drillDownQuery(drillDown));
  // The URL updates a moment after a navigation, so two quick changes (a status, then a type)
  // would each start from the same old filters and the second would drop the first. Each
  // change is merged into the last filters asked for instead.
  const latest = useRef(searchParams);
  useEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);
  const update = (change: Partial<DisputeFilters>) => {
    const next = keepDrillDown(latest.current, toSearchParams({ ...parseFilters(latest.current), ...change }));
    latest.current = next;
    setSearchParams(next, { replace: true });
  };

  let body;
  if (error) {
    body = <ErrorState title="Could not load the disputes" message={errorText(error)} onRetry={() => void mutate()} />;
  } else if (isLoading || !data) {
    body = <PageLoading label={DISPUTES_LOADING} />;
  } else {
    const matching = filterDisputes(data, filters, user?.id ?? null);
    const withClocks = hasClocks(data);
    const { rows, page } = pageOf(matching, filters.page);
    const first = (page - 1) * ADMIN_PAGE_SIZE + 1;
    const range = `${first}–${first + rows.length - 1} of ${matching.length}`;
    body = (
      <Stack gap="4">
        {drillDown ? <ReportDrillDownHeading drillDown={drillDown} count={data.length} /> : null}
        <DisputeFilterControls
          filters={filters}
          withClocks={withClocks}
          onChange={(change) => update({ ...change, page: 1 })}
        />
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Text textStyle="sm" color="fg.muted" aria-live="polite">
            {matching.length === 0 ? 'No matching disputes' : `Showing ${range} disputes`}
          </Text>
          <Button
            size="sm"
            variant="outline"
            disabled={matching.length === 0}
            onClick={() =>
              downloadCsv(`disputes-${new Date().toISOString().slice(0, 10)}.csv`, disputesToCsv(matching))
            }
          >
            <DownloadIcon /> Export CSV
          </Button>
        </HStack>
        {matching.length === 0 ? (
          <EmptyState title={NO_MATCH} />
        ) : (
          <>
            <DisputesTable disputes={rows} caption={`Disputes, ${range}`} now={time} withDue={withClocks} />
            <Pagination.Root
              count={matching.length}
              pageSize={ADMIN_PAGE_SIZE}
              page={page}
              siblingCount={1}
              onPageChange={(details) => update({ page: details.page })}
              alignSelf="center"
            >
              <ButtonGroup variant="ghost" size="sm" gap="1">
                <Pagination.PrevTrigger asChild>
                  <IconButton>
                    <ChevronLeftIcon />
                  </IconButton>
                </Pagination.PrevTrigger>
                <Pagination.Items
                  render={(item) => (
                    <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>{item.value}</IconButton>
                  )}
                />
                <Pagination.NextTrigger asChild>
                  <IconButton>
                    <ChevronRightIcon />
                  </IconButton>
                </Pagination.NextTrigger>
              </ButtonGroup>
            </Pagination.Root>
          </>
        )}
        <UnreadableItems items={unreadable} noun="dispute" />
      </Stack>
    );
  }

  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          Disputes
        </Heading>
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card.Root>
  );
}
