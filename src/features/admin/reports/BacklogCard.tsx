import { Card, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { type BacklogAge, type Report } from '../../../api/admin';
import { STATUS_COLOR, type StatusPalette } from '../../../theme';
import { CountChart } from './CountChart';
import { FigureLink } from './FigureLink';
import {
  AGE_COLUMN,
  AGE_LABELS,
  BACKLOG_BY_AGE_CAPTION,
  BACKLOG_BY_STATUS_CAPTION,
  BACKLOG_HEADING,
  backlogAgeWhat,
  backlogIntro,
  backlogStatusWhat,
  BY_AGE_HEADING,
  BY_STATUS_HEADING,
  OPEN_DISPUTES_COLUMN,
  STATUS_COLUMN,
} from './texts';

/** Older is more urgent: from calm teal to the orange of New. */
const AGE_PALETTE: Record<BacklogAge, StatusPalette> = {
  under1Day: 'secondary',
  days1To3: 'primary',
  days3To7: 'warning',
  over7Days: 'error',
};

/** The disputes open at the report's end, by status and by age, each a chart over its table. */
export function BacklogCard({
  backlog,
  asOf,
  period,
}: {
  backlog: Report['backlog'];
  asOf: string;
  period: { from: string; to: string };
}) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Header gap="1">
        <Heading as="h3" size="md" id={headingId}>
          {BACKLOG_HEADING}
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          {backlogIntro(backlog.total, asOf)}
        </Text>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '6', md: '8' }}>
          <CountChart
            title={BY_STATUS_HEADING}
            caption={BACKLOG_BY_STATUS_CAPTION}
            columns={[STATUS_COLUMN, OPEN_DISPUTES_COLUMN]}
            bars={backlog.byStatus.map((row) => ({
              label: row.status,
              count: row.count,
              palette: STATUS_COLOR[row.status],
              cell: (
                <FigureLink
                  period={period}
                  figure="backlogStatus"
                  row={{ status: row.status }}
                  count={row.count}
                  what={backlogStatusWhat(row.status)}
                />
              ),
            }))}
          />
          <CountChart
            title={BY_AGE_HEADING}
            caption={BACKLOG_BY_AGE_CAPTION}
            columns={[AGE_COLUMN, OPEN_DISPUTES_COLUMN]}
            bars={backlog.byAge.map((row) => ({
              label: AGE_LABELS[row.age],
              count: row.count,
              palette: AGE_PALETTE[row.age],
              cell: (
                <FigureLink
                  period={period}
                  figure="backlogAge"
                  row={{ age: row.age }}
                  count={row.count}
                  what={backlogAgeWhat(row.age)}
                />
              ),
            }))}
          />
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
