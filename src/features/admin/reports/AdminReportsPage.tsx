/**
 * /admin/reports: the support team's figures for a period (src/api/reports.ts), the period kept in
 * the URL (./period.ts), every figure also downloadable as CSV. Texts: docs/texts.md#reports.
 */
import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ClientLoaderFunctionArgs } from 'react-router';
import { useSearchParams } from 'react-router-dom';
import { errorText } from '../../../api';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { PageLoading } from '../../../components/PageLoading';
import { preloadRead, useApi } from '../../../data';
import { isValidPeriod, parsePeriod, periodSearchParams, todayUtc, type Period } from './period';
import { PeriodControls } from './PeriodControls';
import { ReportView } from './ReportView';
import { DOCUMENT_TITLE, FIX_PERIOD, LOADING_REPORT, PAGE_INTRO, PAGE_TITLE, REPORT_FAILED } from './texts';

/** The report's query, or null for a period that cannot be asked for. */
const queryOf = (period: Period) => (isValidPeriod(period) ? { from: period.from, to: period.to } : null);

/** Starts the report's read with the page's code, before its first render (src/data/preload.ts). */
export function clientLoader({ request }: ClientLoaderFunctionArgs): null {
  const query = queryOf(parsePeriod(new URL(request.url).searchParams, todayUtc()));
  if (query) preloadRead('getAdminReport', query);
  return null;
}

function ReportArea({ period }: { period: Period }) {
  const query = queryOf(period);
  const { data, error, isLoading, mutate } = useApi('getAdminReport', query);
  if (!query) return <EmptyState title={FIX_PERIOD} />;
  if (error) return <ErrorState title={REPORT_FAILED} message={errorText(error)} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <PageLoading label={LOADING_REPORT} />;
  return <ReportView report={data} />;
}

export default function AdminReportsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  // Read on every render, so a page left open past midnight (UTC) moves its preset on.
  const today = todayUtc();
  const period = parsePeriod(searchParams, today);
  return (
    <Stack gap={{ base: '5', md: '6' }}>
      <title>{DOCUMENT_TITLE}</title>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {PAGE_TITLE}
        </Heading>
        <Text color="fg.muted">{PAGE_INTRO}</Text>
      </Stack>
      <PeriodControls
        period={period}
        today={today}
        onChange={(choice) => setSearchParams(periodSearchParams(choice), { replace: true })}
      />
      <ReportArea period={period} />
    </Stack>
  );
}
