/**
 * Chunks cut by the pages that load them (docs/performance.md#first-visit): every module a page
 * needs at its first load goes into the chunk of exactly the set of pages that need it, so a page
 * downloads a few chunks instead of one per combination of route files. Modules reached only by a
 * dynamic `import()` (the parts fetched later) are left to the bundler's own splitting; a chunk
 * still takes along its modules' whole static import trees, the other modules of a barrel they
 * import included (the bundler's `includeDependenciesRecursively`, which React Router's entry
 * signatures make compulsory; docs/performance.md#the-path-to-150-kb).
 *
 * A page is a leaf of the route table (src/routes.ts) with its chain of route files (the root,
 * its layouts and guards, the page) and the browser's entry. What a route file needs is followed
 * through static imports; an import of named exports from a barrel (a module made only of
 * re-exports, such as `@chakra-ui/react` or `src/api`) follows only the modules that provide
 * those names, as the bundler's tree-shaking does. Where this reading is wider than the
 * bundler's, a module lands in a chunk a few more pages load; the bundler still decides what
 * every chunk contains and how they link, so the app is correct whatever the grouping.
 *
 * Sets of pages whose modules are small together (`MERGE_BELOW`) join the smallest set of pages
 * that contains theirs: a page may load a few KB it does not run, in exchange for a round trip. The
 * support desk's own code (what only `/admin/…` pages load) joins only other desk-only sets, so no
 * user's page carries it; and code that no guarded first visit (the landing page, the sign-in page,
 * the dashboard) loads never joins a set one of them loads.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { ALL, factsOf, type ModuleFacts, type Names } from './moduleFacts.ts';
import { leafRouteFiles } from './routeChains.ts';

/** Below this many bytes of code (before minifying), a set of pages' modules join a wider set's chunk. */
const MERGE_BELOW = 12_000;
/** Chunk groups the bundler is given; the sets of pages after merging must fit. */
const MAX_GROUPS = 64;
export interface Parsed {
  facts: ModuleFacts | null;
  importedIds: readonly string[];
  size: number;
  resolved: Map<string, string>;
}

export function pageChunks(): Plugin {
  const modules = new Map<string, { code: string; importedIds: readonly string[] }>();
  const groupOf = new Map<string, { name: string; slot: number }>();
  return {
    name: 'page-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      modules.clear();
      groupOf.clear();
    },
    moduleParsed(info) {
      modules.set(info.id, { code: info.code ?? '', importedIds: info.importedIds });
    },
    async buildEnd() {
      const cache = new Map<string, Promise<string | undefined>>();
      // A bare name resolves alike from every file of the app, and within one package.
      const resolveOnce = (source: string, importer: string) => {
        const scope = importer.includes('/node_modules/') ? path.dirname(importer) : 'app';
        const key = `${source}\0${scope}`;
        let target = cache.get(key);
        if (!target) cache.set(key, (target = this.resolve(source, importer).then((result) => result?.id)));
        return target;
      };
      const parsed = new Map<string, Parsed>();
      for (const [id, { code, importedIds }] of modules) {
        let facts: ModuleFacts | null = null;
        try {
          // A module with no line opening with `import` or `export` (CommonJS) is not read.
          facts = /\.([cm]?js|[jt]sx?)(\?|$)/.test(id) && /^\s*(import|export)\b/m.test(code) ? factsOf(code) : null;
        } catch {
          // Not JavaScript the parser reads: every static import counts.
        }
        const resolved = new Map<string, string>();
        for (const source of new Set(facts?.edges.map((edge) => edge.source) ?? [])) {
          const target = targetAmong(id, source, importedIds) ?? (await resolveOnce(source, id));
          if (target) resolved.set(source, target);
        }
        parsed.set(id, { facts, importedIds, size: code.length, resolved });
      }
      const groups = groupByPages(parsed, await pageRoots(parsed));
      if (groups.length > MAX_GROUPS)
        this.error(`${groups.length} sets of pages, more than MAX_GROUPS (${MAX_GROUPS})`);
      groups.forEach(({ name, ids }, slot) => ids.forEach((id) => groupOf.set(id, { name, slot })));
    },
    outputOptions(options) {
      // Asked before the build, while the groups are known only at its end: so a fixed number of
      // groups, in priority order, each taking the modules assigned to it then. The widest sets of
      // pages come first, so a module is never pulled into a narrower set's chunk as a dependency.
      const slots = Array.from({ length: MAX_GROUPS }, (_, slot) => ({
        debugName: `pages ${slot}`,
        name: (id: string) => groupOf.get(id)?.name ?? null,
        test: (id: string) => groupOf.get(id)?.slot === slot,
        priority: MAX_GROUPS - slot,
      }));
      return { ...options, codeSplitting: { groups: slots } };
    },
  };
}

/**
 * The module an import names, found among those the bundler resolved for the importer when only
 * one can be it: the file a relative path names, or the one module of the package a bare name
 * names. Otherwise undefined, and the bundler is asked.
 */
function targetAmong(importer: string, source: string, importedIds: readonly string[]): string | undefined {
  const fileOf = (id: string) => id.split('?')[0] ?? id;
  if (source.startsWith('.')) {
    const base = path.resolve(path.dirname(fileOf(importer)), source);
    return importedIds.find((id) => {
      const file = fileOf(id);
      return file === base || (file.startsWith(base) && /^(\/index)?\.[cm]?[jt]sx?$/.test(file.slice(base.length)));
    });
  }
  const packageName = source
    .split('/')
    .slice(0, source.startsWith('@') ? 2 : 1)
    .join('/');
  const candidates = importedIds.filter((id) => id.includes(`/node_modules/${packageName}/`));
  return candidates.length === 1 ? candidates[0] : undefined;
}

/** Each page (a leaf route's address) with the module ids its route files have in this build. */
async function pageRoots(parsed: Map<string, Parsed>): Promise<Map<string, string[]>> {
  const byFile = new Map<string, string[]>();
  for (const id of parsed.keys()) {
    const file = id.split('?')[0] ?? id;
    byFile.set(file, [...(byFile.get(file) ?? []), id]);
  }
  const pages = new Map<string, string[]>();
  for (const { page, files } of await leafRouteFiles()) {
    pages.set(
      page,
      files.flatMap((file) => byFile.get(path.resolve(file)) ?? []),
    );
  }
  return pages;
}

export function groupByPages(parsed: Map<string, Parsed>, pages: Map<string, string[]>) {
  const pagesOf = new Map<string, Set<string>>();
  for (const [page, roots] of pages) {
    for (const id of reach(parsed, roots)) pagesOf.set(id, (pagesOf.get(id) ?? new Set()).add(page));
  }
  const sets = new Map<string, { pages: Set<string>; ids: Set<string>; size: number }>();
  for (const [id, of] of pagesOf) {
    const key = [...of].sort().join('\n');
    const set = sets.get(key) ?? { pages: of, ids: new Set<string>(), size: 0 };
    set.ids.add(id);
    set.size += parsed.get(id)?.size ?? 0;
    sets.set(key, set);
  }
  const all = [...sets.values()];
  const contains = (wide: Set<string>, narrow: Set<string>) => [...narrow].every((page) => wide.has(page));
  for (const set of [...all].sort((a, b) => a.pages.size - b.pages.size)) {
    if (set.size >= MERGE_BELOW || set.pages.size === pages.size) continue;
    const [into] = all
      .filter(
        (other) =>
          other !== set &&
          other.ids.size > 0 &&
          contains(other.pages, set.pages) &&
          (guardedIn(set.pages).length > 0 || guardedIn(other.pages).length === 0) &&
          (!supportDeskOnly(set.pages) || supportDeskOnly(other.pages)),
      )
      .sort((a, b) => a.pages.size - b.pages.size || b.size - a.size);
    if (!into) continue;
    for (const id of set.ids) into.ids.add(id);
    into.size += set.size;
    set.ids.clear();
  }
  return all
    .filter((set) => set.ids.size > 0)
    .sort((a, b) => b.pages.size - a.pages.size)
    .map((set, index) => ({
      name:
        set.pages.size === pages.size
          ? 'app'
          : set.pages.size === 1
            ? `page-${slug([...set.pages][0])}`
            : `pages-${index}`,
      ids: set.ids,
      pages: set.pages.size,
    }));
}

/**
 * The first visits the bundle budget guards (bench/budget.json, docs/performance.md#targets): code
 * that none of them loads never joins a chunk one of them loads, so a feature of another page
 * cannot add to their first load by being small.
 */
const GUARDED_PAGES = ['/', '/login', '/dashboard'];
const guardedIn = (pages: Set<string>) => GUARDED_PAGES.filter((page) => pages.has(page));

/** Pages only the support desk opens: their code never joins a chunk a user's page loads. */
const supportDeskOnly = (pages: Set<string>) =>
  [...pages].every((page) => page.startsWith('/admin/') && page !== '/admin/login');

const slug = (page = '') => page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'index';

/** The modules `roots` need, following names through barrels (see the comment at the top). */
export function reach(parsed: Map<string, Parsed>, roots: string[]): Set<string> {
  const whole = new Set<string>();
  const namesSeen = new Map<string, Set<string>>();
  const queue: [string, Names][] = roots.map((id) => [id, ALL]);
  const provides = (id: string, name: string, seen = new Set<string>()): boolean => {
    const module = parsed.get(id);
    if (!module?.facts || seen.has(id)) return false;
    seen.add(id);
    const { facts, resolved } = module;
    return (
      facts.local.has(name) ||
      facts.local.has(ALL) ||
      facts.reexports.has(name) ||
      facts.stars.some((source) => provides(resolved.get(source) ?? '', name, seen))
    );
  };
  while (queue.length > 0) {
    const [id, names] = queue.pop() ?? ['', ALL];
    const module = parsed.get(id);
    if (!module || whole.has(id)) continue;
    const { facts, resolved } = module;
    if (!facts?.barrel || names === ALL) {
      whole.add(id);
      for (const edge of facts?.edges ?? []) queue.push([resolved.get(edge.source) ?? '', edge.names]);
      // What the parse does not show (a CommonJS `require`, say) counts whole.
      const followed = new Set(resolved.values());
      for (const dependency of module.importedIds) if (!followed.has(dependency)) queue.push([dependency, ALL]);
      continue;
    }
    const seen = namesSeen.get(id) ?? new Set<string>();
    namesSeen.set(id, seen);
    for (const name of names) {
      if (seen.has(name)) continue;
      seen.add(name);
      const reexport = facts.reexports.get(name);
      if (reexport) queue.push([resolved.get(reexport.source) ?? '', reexport.names]);
      for (const source of facts.stars) {
        const target = resolved.get(source) ?? '';
        if (provides(target, name)) queue.push([target, new Set([name])]);
      }
    }
  }
  // A barrel reached for some names is part of the page too (it has no code of its own).
  for (const id of namesSeen.keys()) whole.add(id);
  return whole;
}
