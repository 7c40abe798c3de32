/**
 * Build plugin: lets the first page of a visit download alongside the entry instead of after it.
 *
 * Pages are lazy chunks that the router asks for only once the entry has downloaded and run, so a
 * first visit fetched them in a second round trip. This plugin writes a small inline script into
 * index.html that, for the page being opened (see ./first-visit-pages.ts), adds
 * `<link rel="modulepreload">` for that page's chunks and their static imports, minus what the
 * entry already preloads. Pages not listed load as before. The landing page is left out: it fetches
 * no code until the visitor interacts (./first-visit-pages.ts); its own script preloads then.
 */
import path from 'node:path';
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { currentPathScript, firstVisitPages, modulePreloadScript, type FirstVisitPage } from './first-visit-pages';

interface ChunkInfo {
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
}

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;

function staticClosure(start: string[], byFile: Map<string, ChunkInfo>): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
  };
  start.forEach(visit);
  return seen;
}

/**
 * For each page of FIRST_VISIT_PAGES, the URLs of its chunks and their static imports, minus
 * what the entry already preloads.
 */
export function firstVisitFiles(bundle: OutputBundle, root: string, base: string): Record<FirstVisitPage, string[]> {
  const chunks: ChunkInfo[] = Object.values(bundle).flatMap((output) =>
    output.type === 'chunk'
      ? [{ fileName: output.fileName, imports: output.imports, isEntry: output.isEntry, facadeModuleId: output.facadeModuleId }]
      : [],
  );
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const byModule = new Map(
    chunks.flatMap((chunk) => (chunk.facadeModuleId ? [[path.relative(root, chunk.facadeModuleId), chunk.fileName] as const] : [])),
  );
  const entry = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  const preloadedByEntry = staticClosure(entry, byFile);

  const filesByPage = {} as Record<FirstVisitPage, string[]>;
  for (const [name, page] of firstVisitPages()) {
    const files = page.modules.map((module) => {
      const file = byModule.get(module);
      if (!file) throw new Error(`route-preload: ${name}: "${module}" is not a chunk of the build (has src/app/routes.tsx changed?)`);
      return file;
    });
    filesByPage[name] = [...staticClosure(files, byFile)].filter((file) => !preloadedByEntry.has(file)).map((file) => `${base}${file}`);
  }
  return filesByPage;
}

/** The id of the route preloader's script, for a page file that names its preloads in its markup instead. */
export const ROUTE_PRELOAD_SCRIPT_ID = 'route-preload';

export function routePreload(): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'dispute-centre:route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const filesByPage = firstVisitFiles(context.bundle, root, base);
        const filesByPath: Record<string, string[]> = {};
        for (const [name, page] of firstVisitPages()) {
          // Such a page fetches nothing until it is used; the prerendered file's script preloads then.
          if (page.prerender === 'on-first-interaction') continue;
          for (const routePath of page.paths) filesByPath[routePath] = filesByPage[name];
        }

        const script = `(function(){var m=${JSON.stringify(filesByPath)};${currentPathScript(base)}var f=m[p]||[];${modulePreloadScript('f')}})();`;
        return [{ tag: 'script', attrs: { id: ROUTE_PRELOAD_SCRIPT_ID }, children: script, injectTo: 'head' }];
      },
    },
  };
}
