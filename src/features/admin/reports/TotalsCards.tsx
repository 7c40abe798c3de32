import { Badge, Card, Heading, SimpleGrid, Stack, Stat } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { type DurationSummary, type Report } from '../../../api/admin';
import { formatAmount } from '../../../components/format';
import { formatCount, formatHours, formatShare, targetHours } from './formatReport';
import { NoValue } from './NoValue';
import {
  BELOW_TARGET,
  CLOSED_WHAT,
  FILED,
  FILED_HELP,
  FIRST_REPLY,
  MEDIAN,
  MEETS_TARGET,
  NO_CLOSED,
  NO_CLOSED_HELP,
  NO_REPLIES,
  NO_REPLIES_HELP,
  OPEN,
  OPEN_HELP,
  overDisputes,
  p90Text,
  REFUNDS,
  refundsHelp,
  REJECTED,
  REJECTED_HELP,
  REPLIED_WHAT,
  RESOLUTION,
  RESOLVED,
  RESOLVED_HELP,
  TOTALS_HEADING,
  WITHIN_TARGET,
  withinTargetCount,
  withinTargetHelp,
} from './texts';

/** One figure: Stat.Root is a <dl>, so every line under the value is a <dd> too. */
function Figure({
  label,
  value,
  unit,
  help,
}: {
  label: string;
  value: ReactNode;
  unit?: string;
  help: readonly ReactNode[];
}) {
  return (
    <Card.Root as="li" size="sm">
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText alignItems="baseline">
            {value}
            {unit ? <Stat.ValueUnit>{unit}</Stat.ValueUnit> : null}
          </Stat.ValueText>
          {help.map((line, index) => (
            <Stat.HelpText as="dd" key={index}>
              {line}
            </Stat.HelpText>
          ))}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}

/** A median and a 90th percentile, or a dash and why there is none. */
function DurationFigure({
  label,
  summary,
  what,
  none,
  noneHelp,
}: {
  label: string;
  summary: DurationSummary;
  what: string;
  none: string;
  noneHelp: string;
}) {
  if (summary.median === null) return <Figure label={label} value={<NoValue />} help={[none, noneHelp]} />;
  return (
    <Figure
      label={label}
      value={formatHours(summary.median)}
      unit={MEDIAN}
      help={[p90Text(summary.p90 === null ? '—' : formatHours(summary.p90)), overDisputes(summary.count, what)]}
    />
  );
}

/** The report's totals as stat cards: counts first, then times, the target and refunds. */
export function TotalsCards({ report }: { report: Report }) {
  const headingId = useId();
  const { totals, targets } = report;
  const hours = targetHours(targets.resolutionHours);
  const { share, count, of } = totals.withinTarget;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h3" size="md" id={headingId}>
        {TOTALS_HEADING}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap={{ base: '3', md: '4' }}>
        <Figure label={FILED} value={formatCount(totals.filed)} help={[FILED_HELP]} />
        <Figure label={RESOLVED} value={formatCount(totals.resolved)} help={[RESOLVED_HELP]} />
        <Figure label={REJECTED} value={formatCount(totals.rejected)} help={[REJECTED_HELP]} />
        <Figure label={OPEN} value={formatCount(totals.open)} help={[OPEN_HELP]} />
      </SimpleGrid>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, xl: 4 }} gap={{ base: '3', md: '4' }}>
        <DurationFigure
          label={FIRST_REPLY}
          summary={totals.firstReply}
          what={REPLIED_WHAT}
          none={NO_REPLIES}
          noneHelp={NO_REPLIES_HELP}
        />
        <DurationFigure
          label={RESOLUTION}
          summary={totals.resolution}
          what={CLOSED_WHAT}
          none={NO_CLOSED}
          noneHelp={NO_CLOSED_HELP}
        />
        {share === null ? (
          <Figure
            label={WITHIN_TARGET}
            value={<NoValue />}
            help={[withinTargetHelp(hours, targets.resolutionRate), NO_CLOSED]}
          />
        ) : (
          <Figure
            label={WITHIN_TARGET}
            value={formatShare(share)}
            help={[
              withinTargetHelp(hours, targets.resolutionRate),
              withinTargetCount(count, of),
              share >= targets.resolutionRate ? (
                <Badge colorPalette="green" variant="subtle">
                  {MEETS_TARGET}
                </Badge>
              ) : (
                <Badge colorPalette="orange" variant="subtle">
                  {BELOW_TARGET}
                </Badge>
              ),
            ]}
          />
        )}
        <Figure
          label={REFUNDS}
          value={formatCount(totals.refunds.count)}
          help={[refundsHelp(formatAmount(totals.refunds.sum))]}
        />
      </SimpleGrid>
    </Stack>
  );
}
