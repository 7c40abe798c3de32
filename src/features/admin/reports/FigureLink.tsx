import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { DisputeType } from '../../../api';
import type { FigureName } from '../../../api/admin';
import { drillDownHref, type DrillDown } from '../dashboard/reportDrillDown';
import { formatCount } from './formatReport';
import { FIGURE_LINK_WHAT, figureLinkLabel } from './texts';

/** The group a row of figures counts: all disputes, a type or an admin (`none`: the unassigned), with its name. */
export interface FigureGroup {
  type?: DisputeType;
  assignee?: string;
  /** Its name in a link's words, null for all disputes. */
  name: string | null;
}

export const ALL_GROUP: FigureGroup = { name: null };

/** The list of one figure of a report: the period's days, the figure, its group and backlog row. */
export function figureDrillDown(
  period: { from: string; to: string },
  figure: FigureName,
  group: FigureGroup,
  row: Pick<DrillDown, 'status' | 'age'> = {},
): DrillDown {
  const { type, assignee } = group;
  return {
    figure,
    from: period.from,
    to: period.to,
    ...(type ? { type } : {}),
    ...(assignee ? { assignee } : {}),
    ...row,
  };
}

/**
 * A count that opens the admin disputes list filtered to exactly its disputes
 * (docs/reports.md#opening-the-disputes-behind-a-figure), named for a screen reader by what it
 * opens: "34 disputes filed, Fee dispute, open the list". A backlog row says its own `what`.
 */
export function FigureLink({
  period,
  figure,
  group = ALL_GROUP,
  count,
  row,
  what,
  children,
}: {
  period: { from: string; to: string };
  figure: FigureName;
  group?: FigureGroup;
  count: number;
  row?: Pick<DrillDown, 'status' | 'age'>;
  what?: string;
  children?: ReactNode;
}) {
  const words = what ?? (figure === 'backlogStatus' || figure === 'backlogAge' ? '' : FIGURE_LINK_WHAT[figure]);
  return (
    <Link asChild colorPalette="blue" variant="underline">
      <RouterLink
        to={drillDownHref(figureDrillDown(period, figure, group, row))}
        aria-label={figureLinkLabel(count, words, group.name)}
      >
        {children ?? formatCount(count)}
      </RouterLink>
    </Link>
  );
}
