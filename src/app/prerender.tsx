/**
 * Build-time render of the public pages (issue 7, "Speed"): the HTML and styles of a page's first
 * screen, written into index.html by scripts/vite-prerender.ts so the browser paints it before any
 * JavaScript arrives. The app then adopts it (`hydrateRoot` in main.tsx), so its first render must
 * be this render: same tree, same state. A difference costs React a rebuild of the part that
 * differs (and an error in the console), never a broken page.
 *
 * Rendered as a signed-out visitor with no data: what the app itself shows before its first calls
 * answer. Runs in Node through Vite's SSR module loader, never in the browser bundle.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { EnvError, getEnv } from '../config/env';
import { AppProviders } from './AppProviders';
import { routes } from './routes';

/** The page's HTML, or `null` when the build's environment is invalid (the app then shows why, at run time). */
export async function renderPage(path: string): Promise<string | null> {
  let mockMode: boolean;
  try {
    mockMode = getEnv().apiMode === 'mock';
  } catch (error) {
    if (error instanceof EnvError) return null;
    throw error;
  }
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered ${context.status} (a redirect?)`);
  if (context.errors) throw new Error(`prerender: ${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // `prerender` waits for lazy parts (the toaster's view) where `renderToString` would leave a
  // boundary for the browser to render, which React reports as an error when it adopts the page.
  const { prelude } = await prerender(
    <StrictMode>
      {/* As main.tsx's first render: in mock mode the demo backend is still starting. */}
      <AppProviders demo={mockMode ? 'starting' : null}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
