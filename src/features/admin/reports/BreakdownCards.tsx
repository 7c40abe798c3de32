import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { type Report } from '../../../api/admin';
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

export function ByTypeCard({ byType }: { byType: Report['byType'] }) {
  const rows = byType.map((row) => ({ key: row.type, label: DISPUTE_TYPE_LABELS[row.type], figures: row.figures }));
  // Nothing filed or resolved: no bars to draw, the table alone says it.
  const drawn = rows.some((row) => row.figures.filed > 0 || row.figures.resolved > 0);
  return (
    <BreakdownCard title={BY_TYPE_HEADING} notes={[DASH_NOTE, TABLE_SCROLLS]}>
      {drawn ? <FiledResolvedChart rows={rows} /> : null}
      <FiguresTable caption={BY_TYPE_CAPTION} firstColumn={TYPE_COLUMN} rows={rows} />
    </BreakdownCard>
  );
}

export function ByAssigneeCard({ byAssignee }: { byAssignee: Report['byAssignee'] }) {
  const rows = byAssignee.map((row) => ({
    key: row.assignee?.id ?? 'unassigned',
    label: assigneeName(row.assignee),
    figures: row.figures,
  }));
  return (
    <BreakdownCard title={BY_ASSIGNEE_HEADING} notes={[BY_ASSIGNEE_NOTE, DASH_NOTE, TABLE_SCROLLS]}>
      <FiguresTable caption={BY_ASSIGNEE_CAPTION} firstColumn={ASSIGNEE_COLUMN} rows={rows} />
    </BreakdownCard>
  );
}
