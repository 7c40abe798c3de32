import { Box, Button, Card, Heading, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';

export interface DataTableProps {
  caption: string;
  columns: readonly string[];
  /** Cell texts, already formatted; the first cell of a row is its header. */
  rows: readonly (readonly string[])[];
}

/** The numbers of a chart as a plain table: the first column names the row, the rest are figures. */
export function DataTable({ caption, columns, rows }: DataTableProps) {
  return (
    <Table.Root size="sm" variant="line">
      <Table.Caption captionSide="top" textAlign="start" fontWeight="medium" mt="0" mb="2">{caption}</Table.Caption>
      <Table.Header>
        <Table.Row>
          {columns.map((column, index) => (
            <Table.ColumnHeader key={column} scope="col" textAlign={index === 0 ? 'start' : 'end'}>{column}</Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map(([head = '', ...cells]) => (
          <Table.Row key={head}>
            <Table.Cell as="th" scope="row" fontWeight="medium">{head}</Table.Cell>
            {cells.map((cell, index) => (
              <Table.Cell key={columns[index + 1] ?? index} textAlign="end" fontVariantNumeric="tabular-nums">{cell}</Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
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
  children,
}: {
  id: string;
  title: string;
  /** What the graphic is, e.g. "Bar chart of disputes by status". */
  graphicLabel: string;
  /** The chart in one or two sentences, shown as the figure caption. */
  summary: string;
  table: DataTableProps;
  children: ReactNode;
}) {
  const [asTable, setAsTable] = useState(false);
  const titleId = `${id}-title`;
  return (
    <Card.Root as="section" aria-labelledby={titleId} variant="outline" bg="bg.panel" minW="0">
      <Card.Header flexDirection="row" alignItems="center" justifyContent="space-between" gap="3" flexWrap="wrap">
        <Heading as="h2" size="md" id={titleId}>{title}</Heading>
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
              <Box role="img" aria-label={graphicLabel}>{children}</Box>
              <VisuallyHidden>
                <DataTable {...table} />
              </VisuallyHidden>
            </>
          )}
          <Text as="figcaption" textStyle="sm" color="fg.muted" mt="3">{summary}</Text>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
