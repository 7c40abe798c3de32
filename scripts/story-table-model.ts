/**
 * The screen × state table of the story index (docs/storybook.md#screens-and-states): which stories
 * show each route in each state, and what is missing.
 */
import { STATES, type ScreenState } from '../.storybook/screens';

/** The part of a Storybook index entry the table reads. */
export interface IndexEntry {
  type: string;
  id: string;
  title: string;
  name: string;
  tags?: string[];
}

/** A route of the route table, as the router sees it. */
export interface RouteNode {
  path?: string;
  index?: boolean;
  children?: RouteNode[];
}

/** Every page's full path pattern, in route-table order: layouts add nothing, an index route is its parent's path. */
export function routePatterns(routes: RouteNode[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.index
      ? parent || '/'
      : route.path === undefined
        ? undefined
        : route.path === '*'
          ? '*'
          : `${parent}/${route.path}`;
    const children = route.children
      ? routePatterns(route.children, route.path === undefined ? parent : `${parent}/${route.path}`)
      : [];
    return own === undefined ? children : [own, ...children];
  });
}

export interface ScreenRow {
  route: string;
  /** Story ids by state; a state the screen does not have may still have stories. */
  cells: Map<ScreenState, string[]>;
  expected: ScreenState[];
  untagged: string[];
}

export interface StoryTable {
  rows: ScreenRow[];
  problems: string[];
}

const tagValue = (tags: string[] | undefined, prefix: string): string[] =>
  (tags ?? []).filter((tag) => tag.startsWith(prefix)).map((tag) => tag.slice(prefix.length));

const isState = (value: string): value is ScreenState => Object.hasOwn(STATES, value);

export function buildStoryTable(
  entries: IndexEntry[],
  routes: string[],
  screenStates: Record<string, ScreenState[]>,
): StoryTable {
  const problems: string[] = [];
  const rows = new Map<string, ScreenRow>(
    routes.map((route) => [route, { route, cells: new Map(), expected: screenStates[route] ?? [], untagged: [] }]),
  );
  for (const route of routes)
    if (!screenStates[route]) problems.push(`${route}: a route with no states listed in .storybook/screens.ts`);
  for (const route of Object.keys(screenStates))
    if (!rows.has(route)) problems.push(`${route}: listed in .storybook/screens.ts but not a route`);

  for (const entry of entries.filter((candidate) => candidate.type === 'story')) {
    const screens = tagValue(entry.tags, 'screen:');
    if (screens.length === 0) continue;
    if (screens.length > 1) problems.push(`${entry.id}: more than one screen tag (${screens.join(', ')})`);
    const row = rows.get(screens[0] ?? '');
    if (!row) {
      problems.push(`${entry.id}: screen tag "${screens[0]}" is not a route`);
      continue;
    }
    const states = tagValue(entry.tags, 'state:');
    if (states.length === 0) row.untagged.push(entry.id);
    for (const state of states) {
      if (!isState(state)) {
        problems.push(`${entry.id}: unknown state tag "${state}"`);
        continue;
      }
      row.cells.set(state, [...(row.cells.get(state) ?? []), entry.id]);
    }
  }

  for (const row of rows.values()) {
    const stories = [...row.cells.values()].flat().length + row.untagged.length;
    if (stories === 0) problems.push(`${row.route}: no story`);
    for (const state of row.expected) if (!row.cells.has(state)) problems.push(`${row.route}: no "${state}" story`);
  }
  return { rows: [...rows.values()], problems };
}

/** The table as aligned text: a count per cell, "-" where the screen does not have the state, "MISSING" where it does and no story shows it. */
export function formatStoryTable(table: StoryTable): string {
  const states = Object.keys(STATES).filter(isState);
  const header = ['screen', ...states, 'other'];
  const lines = table.rows.map((row) => [
    row.route,
    ...states.map((state) => {
      const count = row.cells.get(state)?.length ?? 0;
      if (count > 0) return String(count);
      return row.expected.includes(state) ? 'MISSING' : '-';
    }),
    String(row.untagged.length),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [format(header), format(widths.map((width) => '-'.repeat(width))), ...lines.map(format)].join('\n');
}
