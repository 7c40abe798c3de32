import { Box, Button, Card, Heading, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface DataTableProps {
  caption: string;
  columns: readonly string[];
  /** Cells, already formatted (a text, or a link to what it counts); the first cell of a row is its header. */
  rows: readonly (readonly [head: string, ...cells: ReactNode[]])[];
  /** `muted`: a quieter caption and row headers, for a table shown under its own heading. */
  tone?: 'muted';
}

/** The numbers of a chart as a plain table: the first column names the row, the rest are figures. */
export function DataTable({ caption, columns, rows, tone }: DataTableProps) {
  const muted = tone === 'muted';
  return (
    <Table.Root size="sm" variant="line">
      <Table.Caption
        captionSide="top"
        textAlign="start"
        fontWeight={muted ? undefined : 'medium'}
        color={muted ? 'fg.muted' : undefined}
        mt="0"
        mb={muted ? '1' : '2'}
      >
        {caption}
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          {columns.map((column, index) => (
            <Table.ColumnHeader key={column} scope="col" textAlign={index === 0 ? 'start' : 'end'}>
              {column}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map(([head = '', ...cells]) => (
          <Table.Row key={head}>
            <Table.Cell as="th" scope="row" fontWeight={muted ? 'normal' : 'medium'}>
              {head}
            </Table.Cell>
            {cells.map((cell, index) => (
              <Table.Cell key={columns[index + 1] ?? index} textAlign="end" fontVariantNumeric="tabular-nums">
                {cell}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** The end of the last graphic's turn: graphics are drawn one after another. */
let lastTurn: Promise<void> = Promise.resolve();

/**
 * Whether this figure's graphic may be drawn yet. Graphics take turns, each in a task of its own
 * once the one before it is on screen: a recharts chart measures its container as it mounts and
 * draws again at once, inside the same task, so three charts mounting together hold the main
 * thread for one long task, and a tap in that time waits for all three.
 */
function useGraphicTurn(): boolean {
  const [ready, setReady] = useState(false);
  const endTurn = useRef<() => void>(() => undefined);
  useEffect(() => {
    let unmounted = false;
    const previous = lastTurn;
    lastTurn = new Promise<void>((resolve) => {
      endTurn.current = resolve;
    });
    void previous.then(() => setTimeout(() => (unmounted ? endTurn.current() : setReady(true)), 0));
    return () => {
      unmounted = true;
      endTurn.current();
    };
  }, []);
  useEffect(() => {
    if (!ready) return undefined;
    // Drawn and committed: the next graphic starts in a later task.
    const timer = setTimeout(() => endTurn.current(), 0);
    return () => clearTimeout(timer);
  }, [ready]);
  return ready;
}

/**
 * One chart as an accessible figure: a heading, the graphic as a labelled image, a caption that
 * says in words what the chart shows, and the same numbers as a table. The table is always in the
 * document (visually hidden) for screen readers; "Show as table" shows it instead of the graphic.
 */
export function ChartFigure({
  id,
  title,
  graphicLabel,
  summary,
  table,
  height,
  children,
}: {
  id: string;
  /** The graphic's height, kept while it waits for its turn so nothing below it moves. */
  height: string;
  title: string;
  /** What the graphic is, e.g. "Bar chart of disputes by status". */
  graphicLabel: string;
  /** The chart in one or two sentences, shown as the figure caption. */
  summary: string;
  table: DataTableProps;
  children: ReactNode;
}) {
  const [asTable, setAsTable] = useState(false);
  const drawn = useGraphicTurn();
  const titleId = `${id}-title`;
  return (
    <Card.Root as="section" aria-labelledby={titleId} variant="outline" bg="bg.panel" minW="0">
      <Card.Header flexDirection="row" alignItems="center" justifyContent="space-between" gap="3" flexWrap="wrap">
        <Heading as="h2" size="md" id={titleId}>
          {title}
        </Heading>
        <Button size="xs" variant="outline" aria-pressed={asTable} onClick={() => setAsTable((shown) => !shown)}>
          Show as table
        </Button>
      </Card.Header>
      <Card.Body pt="2">
        <Box as="figure" m="0" aria-labelledby={titleId}>
          {asTable ? (
            <DataTable {...table} />
          ) : (
            <>
              <Box role="img" aria-label={graphicLabel} minH={height}>
                {drawn ? children : null}
              </Box>
              <VisuallyHidden>
                <DataTable {...table} />
              </VisuallyHidden>
            </>
          )}
          <Text as="figcaption" textStyle="sm" color="fg.muted" mt="3">
            {summary}
          </Text>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
