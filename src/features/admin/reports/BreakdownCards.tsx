import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { type Report, UNASSIGNED_FILTER } from '../../../api/admin';
import { HorizontalBars } from '../../../components/charts/HorizontalBars';
import { DISPUTE_TYPE_LABELS } from '../../../components/format';
import { FiguresTable, type FiguresRow } from './FiguresTable';
import { assigneeName } from './formatReport';
import {
  ASSIGNEE_COLUMN,
  BY_ASSIGNEE_CAPTION,
  BY_ASSIGNEE_HEADING,
  BY_ASSIGNEE_NOTE,
  BY_TYPE_CAPTION,
  BY_TYPE_CHART_TITLE,
  BY_TYPE_HEADING,
  DASH_NOTE,
  FILED,
  LINKS_NOTE,
  RESOLVED,
  TABLE_SCROLLS,
  TYPE_COLUMN,
} from './texts';

function BreakdownCard({ title, notes, children }: { title: string; notes: readonly string[]; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} minW="0">
      <Card.Header>
        <Heading as="h3" size="md" id={headingId}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {children}
          {notes.map((note) => (
            <Text key={note} textStyle="xs" color="fg.muted">
              {note}
            </Text>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

const TYPE_BAR = 18;
const SERIES = [
  { name: 'filed', color: 'primary.solid', label: FILED },
  { name: 'resolved', color: 'secondary.solid', label: RESOLVED },
] as const;

/**
 * Filed and resolved per type as grouped bars. Hidden from assistive technology: the table right
 * below it in the same card has these numbers and more.
 */
function FiledResolvedChart({ rows }: { rows: readonly FiguresRow[] }) {
  return (
    <Box aria-hidden="true">
      <Text fontWeight="medium" textStyle="sm" mb="2">
        {BY_TYPE_CHART_TITLE}
      </Text>
      <HorizontalBars
        rows={rows.map((row) => ({
          label: row.label,
          values: { filed: row.figures.filed, resolved: row.figures.resolved },
        }))}
        series={SERIES}
        height={`${rows.length * (TYPE_BAR * 2 + 16) + 48}px`}
        labelWidth={110}
        barSize={TYPE_BAR}
        legend
      />
    </Box>
  );
}

type Period = { from: string; to: string };

export function ByTypeCard({ byType, period }: { byType: Report['byType']; period: Period }) {
  const rows = byType.map((row) => {
    const label = DISPUTE_TYPE_LABELS[row.type];
    return { key: row.type, label, figures: row.figures, group: { type: row.type, name: label } };
  });
  // Nothing filed or resolved: no bars to draw, the table alone says it.
  const drawn = rows.some((row) => row.figures.filed > 0 || row.figures.resolved > 0);
  return (
    <BreakdownCard title={BY_TYPE_HEADING} notes={[LINKS_NOTE, DASH_NOTE, TABLE_SCROLLS]}>
      {drawn ? <FiledResolvedChart rows={rows} /> : null}
      <FiguresTable caption={BY_TYPE_CAPTION} firstColumn={TYPE_COLUMN} rows={rows} period={period} />
    </BreakdownCard>
  );
}

export function ByAssigneeCard({ byAssignee, period }: { byAssignee: Report['byAssignee']; period: Period }) {
  const rows = byAssignee.map((row) => {
    const label = assigneeName(row.assignee);
    return {
      key: row.assignee?.id ?? 'unassigned',
      label,
      figures: row.figures,
      group: { assignee: row.assignee?.id ?? UNASSIGNED_FILTER, name: label },
    };
  });
  return (
    <BreakdownCard title={BY_ASSIGNEE_HEADING} notes={[BY_ASSIGNEE_NOTE, LINKS_NOTE, DASH_NOTE, TABLE_SCROLLS]}>
      <FiguresTable caption={BY_ASSIGNEE_CAPTION} firstColumn={ASSIGNEE_COLUMN} rows={rows} period={period} />
    </BreakdownCard>
  );
}
