/** How ./pageChunks.ts reads a module graph: what each page needs, and the chunks it cuts from that. */
import { describe, expect, test } from 'vitest';
import { factsOf } from './moduleFacts';
import { groupByPages, reach, type Parsed } from './pageChunks';

/** A module of a test graph: its code, and what each of its import sources resolves to. */
function graph(modules: Record<string, { code: string; imports?: Record<string, string>; size?: number }>) {
  const parsed = new Map<string, Parsed>();
  for (const [id, { code, imports = {}, size = code.length }] of Object.entries(modules)) {
    const resolved = new Map(Object.entries(imports));
    parsed.set(id, { facts: factsOf(code), importedIds: [...resolved.values()], size, resolved });
  }
  return parsed;
}

describe('what a page needs', () => {
  const modules = graph({
    page: {
      code: `import { Box, Tabs } from 'ui'; import 'side'; export default function Page() { return [Box, Tabs]; }`,
      imports: { ui: 'ui/index', side: 'side' },
    },
    'ui/index': {
      code: `"use strict";
        export { Box } from './box.js';
        export { Dialog } from './dialog.js';
        import * as tabs from './tabs.js';
        export { tabs as Tabs };
        export * from './more.js';`,
      imports: { './box.js': 'ui/box', './dialog.js': 'ui/dialog', './tabs.js': 'ui/tabs', './more.js': 'ui/more' },
    },
    'ui/box': { code: `import { css } from './css.js'; export const Box = css;`, imports: { './css.js': 'ui/css' } },
    'ui/css': { code: `export const css = 1;` },
    'ui/dialog': { code: `export const Dialog = 2;` },
    'ui/tabs': {
      code: `export { Root, List } from './tabs-parts.js';`,
      imports: { './tabs-parts.js': 'ui/tabs-parts' },
    },
    'ui/tabs-parts': { code: `export const Root = 1, List = 2;` },
    'ui/more': { code: `export const Menu = 3;` },
    side: { code: `globalThis.ready = true;` },
    // A CommonJS module: its `require` is no import the parse sees, but the bundler lists it.
    cjs: { code: `module.exports = require('./inner');`, imports: {} },
  });
  const cjs = modules.get('cjs');
  if (cjs) modules.set('cjs', { ...cjs, importedIds: ['side'] });

  test('a barrel is followed only to the modules that provide the names imported', () => {
    const needed = reach(modules, ['page']);
    expect([...needed].sort()).toEqual(['page', 'side', 'ui/box', 'ui/css', 'ui/index', 'ui/tabs', 'ui/tabs-parts']);
  });

  test('a name re-exported with `export *` is found in the module that has it', () => {
    const modulesWithMenu = new Map(modules);
    modulesWithMenu.set('menu-page', {
      facts: factsOf(`import { Menu } from 'ui'; export default Menu;`),
      importedIds: ['ui/index'],
      size: 1,
      resolved: new Map([['ui', 'ui/index']]),
    });
    expect([...reach(modulesWithMenu, ['menu-page'])].sort()).toEqual(['menu-page', 'ui/index', 'ui/more']);
  });

  test('what the parse cannot see (a require) counts whole, from the bundler’s list', () => {
    expect([...reach(modules, ['cjs'])].sort()).toEqual(['cjs', 'side']);
  });

  test('a module with code of its own is no barrel: everything it imports counts', () => {
    expect(factsOf(`export { a } from './a.js'; export const b = 1;`).barrel).toBe(false);
    expect(factsOf(`"use strict"; export { a } from './a.js'; export * from './b.js';`).barrel).toBe(true);
  });
});

/** A graph whose import sources are the module ids themselves. */
function graphByName(modules: Parameters<typeof graph>[0]): Map<string, Parsed> {
  const parsed = graph(modules);
  for (const [id, module] of parsed) {
    const sources = module.facts?.edges.map((edge) => edge.source) ?? [];
    parsed.set(id, { ...module, importedIds: sources, resolved: new Map(sources.map((source) => [source, source])) });
  }
  return parsed;
}

describe('the chunks', () => {
  const size = 20_000;
  const modules = graphByName({
    landing: { code: `import 'shared'; import 'landingOnly'; export default 1;` },
    dashboard: { code: `import 'shared'; import 'signedIn'; import 'tiny'; export default 1;` },
    admin: { code: `import 'shared'; import 'signedIn'; import 'tiny'; import 'adminOnly'; export default 1;` },
    users: { code: `import 'shared'; import 'signedIn'; export default 1;` },
    shared: { code: `export const x = 1;`, size },
    landingOnly: { code: `export const x = 1;`, size },
    signedIn: { code: `export const x = 1;`, size },
    tiny: { code: `export const x = 1;`, size: 100 },
    adminOnly: { code: `export const x = 1;`, size },
  });
  const groups = groupByPages(
    modules,
    new Map([
      ['/', ['landing']],
      ['/dashboard', ['dashboard']],
      ['/admin', ['admin']],
      ['/users', ['users']],
    ]),
  );
  const chunkOf = (id: string) => groups.find((group) => group.ids.has(id))?.name;

  test('each module goes to the chunk of exactly the pages that load it', () => {
    expect(chunkOf('shared')).toBe('app');
    expect(chunkOf('landingOnly')).toBe('page-index');
    expect(chunkOf('adminOnly')).toBe(chunkOf('admin'));
    expect(chunkOf('signedIn')).not.toBe(chunkOf('shared'));
    expect(chunkOf('signedIn')).not.toBe(chunkOf('adminOnly'));
  });

  test('a small set of pages joins the smallest wider set: a few bytes more for a round trip less', () => {
    // `tiny` is loaded by /dashboard and /admin; the smallest set containing theirs also has /users.
    expect(chunkOf('tiny')).toBe(chunkOf('signedIn'));
  });

  test('the widest sets come first, as the bundler’s priorities need', () => {
    const widths = groups.map((group) => group.pages);
    expect(widths).toEqual([...widths].sort((a, b) => b - a));
  });

  test("the support desk's code joins no chunk a user's page loads, however small", () => {
    const desk = graphByName({
      dashboard: { code: `import 'signedIn'; export default 1;` },
      deskA: { code: `import 'signedIn'; import 'deskTiny'; export default 1;` },
      deskB: { code: `import 'signedIn'; import 'deskTiny'; export default 1;` },
      signedIn: { code: `export const x = 1;`, size },
      deskTiny: { code: `export const x = 1;`, size: 100 },
    });
    const cut = groupByPages(
      desk,
      new Map([
        ['/dashboard', ['dashboard']],
        ['/admin/a', ['deskA']],
        ['/admin/b', ['deskB']],
      ]),
    );
    const of = (id: string) => cut.find((group) => group.ids.has(id));
    expect(of('deskTiny')?.pages).toBe(2);
    expect(of('signedIn')?.pages).toBe(3);
  });

  test('code no budgeted first visit loads joins no chunk one of them loads, however small', () => {
    const pages = graphByName({
      landing: { code: `import 'everywhere'; export default 1;` },
      detail: { code: `import 'everywhere'; import 'factsTiny'; export default 1;` },
      review: { code: `import 'everywhere'; import 'factsTiny'; export default 1;` },
      everywhere: { code: `export const x = 1;`, size },
      factsTiny: { code: `export const x = 1;`, size: 100 },
    });
    const cut = groupByPages(
      pages,
      new Map([
        ['/', ['landing']],
        ['/dispute/:id', ['detail']],
        ['/admin/dispute/:id', ['review']],
      ]),
    );
    const of = (id: string) => cut.find((group) => group.ids.has(id));
    expect(of('factsTiny')?.pages).toBe(2);
    expect(of('everywhere')?.pages).toBe(3);
  });
});
