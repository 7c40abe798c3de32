import { Badge, Card, Heading, SimpleGrid, Stack, Stat } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { type DurationSummary, type Report, type TargetShare } from '../../../api/admin';
import { formatAmount } from '../../../components/format';
import { formatCount, formatHours, formatShare, targetHours } from './formatReport';
import { FigureLink } from './FigureLink';
import { NoValue } from './NoValue';
import {
  BELOW_TARGET,
  BREACHED_REST,
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
  NO_REPLY_DUE,
  OPEN,
  OPEN_HELP,
  overDisputes,
  p90Text,
  REFUNDS,
  refundsHelp,
  REJECTED,
  REJECTED_HELP,
  REPLIED_WHAT,
  REPLY_WITHIN_TARGET,
  replyTargetHelp,
  replyWithinRest,
  RESOLUTION,
  RESOLVED,
  RESOLVED_HELP,
  TOTALS_HEADING,
  WITHIN_TARGET,
  withinTargetHelp,
  withinTargetRest,
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

/** The share of a target met, with its two counts as links, or a dash and why there is none. */
function TargetFigure({
  report,
  label,
  share,
  help,
  rest,
  none,
  met,
  breached,
  verdict,
}: {
  report: Report;
  label: string;
  share: TargetShare;
  help: string | null;
  /** What follows the count's link: " of 37 closed disputes". */
  rest: string;
  none: string;
  met: 'withinTarget' | 'firstReplyWithinTarget';
  breached: 'breached' | 'firstReplyBreached';
  verdict?: ReactNode;
}) {
  const lines = help === null ? [] : [help];
  if (share.share === null) return <Figure label={label} value={<NoValue />} help={[...lines, none]} />;
  const missed = share.of - share.count;
  return (
    <Figure
      label={label}
      value={formatShare(share.share)}
      help={[
        ...lines,
        <>
          <FigureLink period={report} figure={met} count={share.count} />
          {rest}
        </>,
        <>
          <FigureLink period={report} figure={breached} count={missed} />
          {BREACHED_REST}
        </>,
        ...(verdict ? [verdict] : []),
      ]}
    />
  );
}

/** The report's totals as stat cards: counts first (each opens its disputes), then times, the targets and refunds. */
export function TotalsCards({ report }: { report: Report }) {
  const headingId = useId();
  const { totals, targets } = report;
  const { share } = totals.withinTarget;
  const count = (figure: 'filed' | 'resolved' | 'rejected' | 'open') => (
    <FigureLink period={report} figure={figure} count={totals[figure]} />
  );
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h3" size="md" id={headingId}>
        {TOTALS_HEADING}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3, xl: 5 }} gap={{ base: '3', md: '4' }}>
        <Figure label={FILED} value={count('filed')} help={[FILED_HELP]} />
        <Figure label={RESOLVED} value={count('resolved')} help={[RESOLVED_HELP]} />
        <Figure label={REJECTED} value={count('rejected')} help={[REJECTED_HELP]} />
        <Figure label={OPEN} value={count('open')} help={[OPEN_HELP]} />
        <Figure
          label={REFUNDS}
          value={formatCount(totals.refunds.count)}
          help={[refundsHelp(formatAmount(totals.refunds.sum))]}
        />
      </SimpleGrid>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, xl: 4 }} gap={{ base: '3', md: '4' }}>
        <DurationFigure
          label={FIRST_REPLY}
          summary={totals.firstReply}
          what={REPLIED_WHAT}
          none={NO_REPLIES}
          noneHelp={NO_REPLIES_HELP}
        />
        {totals.firstReplyWithinTarget ? (
          <TargetFigure
            report={report}
            label={REPLY_WITHIN_TARGET}
            share={totals.firstReplyWithinTarget}
            help={targets.firstReplyHours === undefined ? null : replyTargetHelp(targetHours(targets.firstReplyHours))}
            rest={replyWithinRest(totals.firstReplyWithinTarget.of)}
            none={NO_REPLY_DUE}
            met="firstReplyWithinTarget"
            breached="firstReplyBreached"
          />
        ) : null}
        <DurationFigure
          label={RESOLUTION}
          summary={totals.resolution}
          what={CLOSED_WHAT}
          none={NO_CLOSED}
          noneHelp={NO_CLOSED_HELP}
        />
        <TargetFigure
          report={report}
          label={WITHIN_TARGET}
          share={totals.withinTarget}
          help={withinTargetHelp(targetHours(targets.resolutionHours), targets.resolutionRate)}
          rest={withinTargetRest(totals.withinTarget.of)}
          none={NO_CLOSED}
          met="withinTarget"
          breached="breached"
          verdict={
            share !== null && share >= targets.resolutionRate ? (
              <Badge colorPalette="green" variant="subtle">
                {MEETS_TARGET}
              </Badge>
            ) : (
              <Badge colorPalette="orange" variant="subtle">
                {BELOW_TARGET}
              </Badge>
            )
          }
        />
      </SimpleGrid>
    </Stack>
  );
}
