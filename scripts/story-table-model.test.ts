import { describe, expect, it } from 'vitest';
import { buildStoryTable, formatStoryTable, routePatterns, type IndexEntry } from './story-table-model';

const story = (id: string, tags: string[]): IndexEntry => ({ type: 'story', id, title: 'T', name: id, tags });

describe('routePatterns', () => {
  it('joins nested paths, skips layouts and maps an index route to its parent path', () => {
    const routes = [
      { index: true },
      { children: [{ children: [{ path: 'login' }] }] },
      { path: 'admin', children: [{ path: 'dispute/:id' }, { index: true }] },
      { path: '*' },
    ];
    expect(routePatterns(routes)).toEqual(['/', '/login', '/admin', '/admin/dispute/:id', '/admin', '*']);
  });
});

describe('buildStoryTable', () => {
  const states = { '/a': ['full' as const, 'loading' as const], '/b': ['full' as const] };

  it('passes when every listed state of every route has a story', () => {
    const table = buildStoryTable(
      [
        story('a-full', ['screen:/a', 'state:full']),
        story('a-slow', ['screen:/a', 'state:loading']),
        story('b', ['screen:/b', 'state:full']),
      ],
      ['/a', '/b'],
      states,
    );
    expect(table.problems).toEqual([]);
    expect(formatStoryTable(table)).toMatch(/^\/a\s+1\s+-\s+-\s+1/m);
  });

  it('reports a route with no story, a missing state, and tags that name nothing', () => {
    const table = buildStoryTable(
      [
        story('a-full', ['screen:/a', 'state:full']),
        story('odd', ['screen:/nowhere']),
        story('typo', ['screen:/a', 'state:ful']),
        { type: 'docs', id: 'd', title: 'T', name: 'Docs' },
      ],
      ['/a', '/b', '/c'],
      states,
    );
    expect(table.problems).toEqual([
      '/c: a route with no states listed in .storybook/screens.ts',
      'odd: screen tag "/nowhere" is not a route',
      'typo: unknown state tag "ful"',
      '/a: no "loading" story',
      '/b: no story',
      '/b: no "full" story',
      '/c: no story',
    ]);
    expect(formatStoryTable(table)).toMatch(/^\/a\s+MISSING/m);
  });
});
