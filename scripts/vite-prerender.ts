/**
 * Build plugin: the public pages' HTML, rendered at build time (docs/performance.md#first-visit).
 *
 * A client-rendered page paints nothing until its JavaScript has downloaded and run; on a phone
 * network that is seconds of white screen. After the build has written its files, this plugin
 * renders each page marked `prerender` in ./first-visit-pages.ts with src/app/prerender.tsx
 * (through a Vite SSR loader, so the modules are the app's own) and writes the HTML, with the
 * styles it needs inline, into the page's file (./page-documents.ts): `/` into index.html, `/login`
 * into login.html, and so on. A listed page that is not prerendered gets a file with the app's
 * loading view. Static hosts serve those files for those addresses; a host that serves index.html
 * for everything still works, the page just is not prerendered. A head script applies the stored
 * or system colour mode first, so the page paints in the right colours (Chakra's styles hold both
 * modes; the class on <html> picks one).
 */
import { readFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { COLOR_MODE_STORAGE_KEY } from '../src/theme/colorMode';
import { fileForPath, firstVisitPages } from './first-visit-pages';
import { pageDocument, shellDocument } from './page-documents';
import { firstVisitFiles } from './vite-route-preload';

/** Mirrors `initColorMode` of src/theme/colorMode.ts, before anything paints. */
const colorModeScript = `(function(){var m;try{m=localStorage.getItem(${JSON.stringify(COLOR_MODE_STORAGE_KEY)})}catch(e){}if(m!=='light'&&m!=='dark')m=window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';var d=document.documentElement;d.classList.add(m);d.style.colorScheme=m})();`;

export function prerender(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'dispute-centre:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', children: colorModeScript, injectTo: 'head-prepend' }],
    },
    async writeBundle(options, bundle) {
      // Only the app's own build: not Storybook's, not an SSR build.
      if (!config || config.build.ssr || !('index.html' in bundle) || !options.dir) return;
      const outDir = options.dir;
      const indexHtml = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const server = await createServer({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { renderLoadingShell, renderPage } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as typeof import('../src/app/prerender');
        const loadingShell = await renderLoadingShell();
        const filesByPage = firstVisitFiles(bundle, config.root, config.base);
        for (const [name, page] of firstVisitPages()) {
          const html = page.prerender ? await renderPage(page.paths[0]) : '';
          if (html === null || loadingShell === null) {
            config.logger.warn('prerender: the environment is not valid, pages are left client-rendered');
            return;
          }
          const fileName = fileForPath(page.paths[0]);
          const file = path.join(outDir, fileName);
          await mkdir(path.dirname(file), { recursive: true });
          if (!page.prerender) {
            await writeFile(file, shellDocument(indexHtml, loadingShell, filesByPage[name]));
            config.logger.info(`prerender: ${name} → ${path.relative(outDir, file)} (the loading view)`);
            continue;
          }
          // index.html is also every other address's fallback: there it shows the loading shell.
          const shell = fileName === 'index.html' ? loadingShell : '';
          const pageFile = pageDocument(indexHtml, html, {
            paths: page.paths,
            base: config.base,
            appStarts: page.prerender,
            pageFiles: filesByPage[name],
            loadingShell: shell,
          });
          await writeFile(file, pageFile);
          config.logger.info(`prerender: ${name} → ${path.relative(outDir, file)}`);
        }
      } finally {
        await server.close();
      }
    },
  };
}
