/**
 * Build-time render of the public pages (docs/performance.md#first-visit): the HTML and styles of a
 * page's first screen, written into index.html by scripts/vite-prerender.ts so the browser paints
 * it before any JavaScript arrives. The app then adopts it (`hydrateRoot` in main.tsx), so its
 * first render must be this render: same tree, same state. A difference costs React a rebuild of
 * the part that differs (and an error in the console), never a broken page.
 *
 * Rendered as a signed-out visitor with no data: what the app itself shows before its first calls
 * answer. Runs in Node through Vite's SSR module loader, never in the browser bundle.
 */
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { EnvError, getEnv } from '../config/env';
import { AppProviders } from './AppProviders';
import { firstDemoState } from './demo';
import { routes } from './routes';

/** Whether the build runs the demo backend, or `null` when its environment is invalid. */
function buildMockMode(): boolean | null {
  try {
    return getEnv().apiMode === 'mock';
  } catch (error) {
    if (error instanceof EnvError) return null;
    throw error;
  }
}

/**
 * The HTML of `content` inside the app's providers, as main.tsx's first render has them (in mock
 * mode the demo backend is still starting). `prerender` waits for lazy parts (the toaster's view)
 * where `renderToString` would leave a boundary for the browser to render, which React reports as
 * an error when it adopts the page.
 */
async function renderInProviders(content: ReactNode, mockMode: boolean): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders demo={firstDemoState(mockMode)}>{content}</AppProviders>
    </StrictMode>,
  );
  return new Response(prelude).text();
}

/** The page's HTML, or `null` when the build's environment is invalid (the app then shows why, at run time). */
export async function renderPage(path: string): Promise<string | null> {
  const mockMode = buildMockMode();
  if (mockMode === null) return null;
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered ${context.status} (a redirect?)`);
  if (context.errors) throw new Error(`prerender: ${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderInProviders(<StaticRouterProvider router={router} context={context} hydrate={false} />, mockMode);
}

/**
 * The loading state shown by index.html on the addresses that are not prerendered (it is every
 * route's fallback): the app's own page-loading view, so the first paint is not a blank screen
 * while the app's code arrives. The app replaces it (main.tsx renders into #root afresh).
 */
export async function renderLoadingShell(): Promise<string | null> {
  const mockMode = buildMockMode();
  if (mockMode === null) return null;
  return renderInProviders(<PageLoading />, mockMode);
}
