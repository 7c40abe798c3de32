import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { Card, Heading, Link, Progress, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorText } from '../../../api';
import { type Report } from '../../../api/admin';
import { ErrorState } from '../../../components/ErrorState';
import { PageLoading } from '../../../components/PageLoading';
import { useApi } from '../../../data';
import { formatHours, formatShare, targetHours } from '../reports/formatReport';
import { presetPeriod, todayUtc } from '../reports/period';
import { TARGETS_LINK, withinTargetCount } from '../reports/texts';

/** Shown word for word (docs/texts.md#admin-dashboard). */
export const PERFORMANCE_PERIOD = 'Last 30 days, as in Reports.';
export const PERFORMANCE_FAILED = 'Could not load the performance figures';
export const PERFORMANCE_LOADING = 'Loading performance figures...';
export const NO_CLOSED_RECENTLY = 'No disputes closed in the last 30 days.';
export const medianOver = (count: number) => `Median over ${count} closed dispute${count === 1 ? '' : 's'}`;

const DAYS = 30;

/** The report the panel reads: the last 30 days to today (UTC), Reports' default preset. */
export function performanceQuery(): { from: string; to: string } {
  const { from, to } = presetPeriod(DAYS, todayUtc());
  return { from, to };
}

interface Gauge {
  label: string;
  /** Where the bar stands, 0–100. */
  value: number;
  valueText: string;
  target: string;
  detail: string;
  palette: string;
}

/**
 * The two gauges, from the report's totals: the median time to resolution as a share of the
 * resolution target (a full bar is the target reached), and the share of closed disputes that
 * met it, against the rate the team aims for. Null when nothing closed: there is nothing to measure.
 */
function gauges({ totals, targets }: Report): Gauge[] | null {
  const median = totals.resolution.median;
  const share = totals.withinTarget.share;
  if (median === null || share === null) return null;
  return [
    {
      label: 'Resolution time',
      value: Math.min(100, Math.round((median / targets.resolutionHours) * 100)),
      valueText: formatHours(median),
      target: targetHours(targets.resolutionHours),
      detail: medianOver(totals.resolution.count),
      palette: 'blue',
    },
    {
      label: 'Resolution rate',
      value: share,
      valueText: formatShare(share),
      target: `${targets.resolutionRate}%`,
      detail: withinTargetCount(totals.withinTarget.count, totals.withinTarget.of),
      palette: 'teal',
    },
  ];
}

/**
 * The performance overview (docs/texts.md#admin-dashboard): the last 30 days' real figures, the
 * same as Reports shows for that period, against the targets set in Settings.
 */
export function PerformancePanel() {
  const headingId = useId();
  const { data, error, isLoading, mutate } = useApi('getAdminReport', performanceQuery());
  const shown = data ? gauges(data) : null;

  let body;
  if (error) {
    body = <ErrorState title={PERFORMANCE_FAILED} message={errorText(error)} onRetry={() => void mutate()} />;
  } else if (isLoading || !data) {
    body = <PageLoading label={PERFORMANCE_LOADING} />;
  } else if (!shown) {
    body = <Text color="fg.muted">{NO_CLOSED_RECENTLY}</Text>;
  } else {
    body = shown.map((gauge) => (
      <Progress.Root
        recipe={progressSlotRecipe}
        key={gauge.label}
        value={gauge.value}
        colorPalette={gauge.palette}
        size="md"
      >
        <Stack direction="row" justify="space-between" mb="1.5">
          <Progress.Label>{gauge.label}</Progress.Label>
          <Progress.ValueText>{gauge.valueText}</Progress.ValueText>
        </Stack>
        {/* Zag names the bar by its value ("65 percent"); the name is the label, the value stays in aria-valuenow. */}
        <Progress.Track aria-label={gauge.label}>
          <Progress.Range />
        </Progress.Track>
        <Text textStyle="sm" color="fg.muted" mt="1.5">
          Target: {gauge.target} · {gauge.detail}
        </Text>
      </Progress.Root>
    ));
  }

  return (
    <Card.Root as="section" aria-labelledby={headingId} h="full">
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          Performance overview
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {PERFORMANCE_PERIOD}{' '}
          <Link asChild colorPalette="primary">
            <RouterLink to="/admin/settings">{TARGETS_LINK}</RouterLink>
          </Link>
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">{body}</Stack>
      </Card.Body>
    </Card.Root>
  );
}
