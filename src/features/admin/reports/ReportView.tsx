import { Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { reportDays } from '../../../api/admin';
import { type Report } from '../../../api/admin';
import { EmptyState } from '../../../components/EmptyState';
import { formatDateTime } from '../../../components/format';
import { DownloadIcon } from '../../../components/icons';
import { BacklogCard } from './BacklogCard';
import { ByAssigneeCard, ByTypeCard } from './BreakdownCards';
import { downloadCsv } from '../../../components/csv';
import { formatDay, formatPeriod, targetHours } from './formatReport';
import { reportFileName, reportToCsv } from './reportCsv';
import { TotalsCards } from './TotalsCards';
import {
  asOfText,
  DOWNLOAD_CSV,
  EMPTY_TITLE,
  emptyDescription,
  periodHeading,
  replyTargetText,
  TARGETS_LINK,
  targetsText,
} from './texts';

/** No dispute filed, resolved or rejected in the period (one may still be open from before). */
export const isQuietPeriod = ({ totals }: Report) =>
  totals.filed === 0 && totals.resolved === 0 && totals.rejected === 0;

/** One report: what it covers and by which targets, Download CSV, then every figure. */
export function ReportView({ report }: { report: Report }) {
  const headingId = useId();
  const period = formatPeriod(report.from, report.to);
  const asOf = formatDateTime(report.asOf);
  return (
    <Stack as="section" aria-labelledby={headingId} gap={{ base: '5', md: '6' }}>
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Stack gap="1" minW="0">
          <Heading as="h2" size="lg" id={headingId}>
            {periodHeading(period, reportDays(report.from, report.to))}
          </Heading>
          <Text color="fg.muted" textStyle="sm">
            {asOfText(asOf)} {targetsText(targetHours(report.targets.resolutionHours), report.targets.resolutionRate)}{' '}
            {report.targets.firstReplyHours === undefined
              ? null
              : `${replyTargetText(targetHours(report.targets.firstReplyHours))} `}
            <Link asChild colorPalette="blue" variant="underline">
              <RouterLink to="/admin/settings">{TARGETS_LINK}</RouterLink>
            </Link>
          </Text>
        </Stack>
        <Button size="sm" variant="outline" onClick={() => downloadCsv(reportFileName(report), reportToCsv(report))}>
          <DownloadIcon /> {DOWNLOAD_CSV}
        </Button>
      </HStack>
      {isQuietPeriod(report) ? (
        <EmptyState
          title={EMPTY_TITLE}
          description={emptyDescription(formatDay(report.from), formatDay(report.to), report.backlog.total)}
        />
      ) : null}
      <TotalsCards report={report} />
      <BacklogCard backlog={report.backlog} asOf={asOf} period={report} />
      <ByTypeCard byType={report.byType} period={report} />
      <ByAssigneeCard byAssignee={report.byAssignee} period={report} />
    </Stack>
  );
}
