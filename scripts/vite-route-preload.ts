/**
 * Build plugin: lets the first page of a visit download alongside the entry instead of after it.
 *
 * Pages are lazy chunks that the router asks for only once the entry has downloaded and run, so a
 * first visit fetched them in a second round trip. This plugin writes a small inline script into
 * index.html that, for the page being opened (see ./first-visit-pages.ts), adds
 * `<link rel="modulepreload">` for that page's chunks and their static imports, minus what the
 * entry already preloads. Pages not listed load as before.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { currentPathScript, FIRST_VISIT_PAGES } from './first-visit-pages';

interface ChunkInfo {
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
}

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
        const bundle = context.bundle;
        if (!bundle) return html;
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

        const filesByPath: Record<string, string[]> = {};
        for (const [name, page] of Object.entries(FIRST_VISIT_PAGES)) {
          const files = page.modules.map((module) => {
            const file = byModule.get(module);
            if (!file) throw new Error(`route-preload: ${name}: "${module}" is not a chunk of the build (has src/app/routes.tsx changed?)`);
            return file;
          });
          const needed = [...staticClosure(files, byFile)].filter((file) => !preloadedByEntry.has(file));
          for (const routePath of page.paths) filesByPath[routePath] = needed.map((file) => `${base}${file}`);
        }

        const script = `(function(){var m=${JSON.stringify(filesByPath)};${currentPathScript(base)}var f=m[p]||[];for(var i=0;i<f.length;i++){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f[i];document.head.appendChild(l);}})();`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}
