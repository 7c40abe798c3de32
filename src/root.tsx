/**
 * The document and the providers around every page. Rendered at build time for the prerendered
 * pages and the SPA fallback, then hydrated in the browser (entry.client.tsx).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from 'react-router';
import { readKey } from './api';
import { isPageHandle } from './data';
import { AppProviders } from './app/AppProviders';
import { demoBackend } from './app/demoBackend';
import { firstDemoState, type DemoState } from './config/demoState';
import { SessionFrame, useFrameIntro } from './app/layouts/SessionFrame';
import { RouteErrorPage } from './app/pages/RouteErrorPage';
import { FirstPaintInput } from './firstPaint/FirstPaintInput';
import { COLOR_MODE_SCRIPT } from './theme/colorModeScript';
import { isDemo } from './config/mode';

const mockMode = isDemo;

/**
 * In real mode the session check is asked for by the page's HTML, in parallel with the app's code,
 * and the app's own request for it is answered from that download: every signed-in page waits on
 * the session first. (In mock mode the service worker answers it, and only once it has started.)
 */
const API_ORIGIN =
  !mockMode && import.meta.env.VITE_API_BASE_URL ? String(import.meta.env.VITE_API_BASE_URL).replace(/\/+$/, '') : null;
const SESSION_PRELOAD = API_ORIGIN ? `${API_ORIGIN}${readKey('getCurrentUser')}` : null;

/** Rendering the page's HTML at build time (the app renders in the browser only). */
const PRERENDERING = typeof document === 'undefined';

/**
 * The first reads of the page being prerendered (its route's `handle`, src/data/preload.ts), asked
 * for by its HTML beside the session check. Only in the HTML: the app's own render leaves them out
 * (React skips them as it hydrates the head), so a later visit to another page asks for nothing twice.
 */
function useFirstReadPreloads(): string[] {
  const matches = useMatches();
  if (!PRERENDERING || !API_ORIGIN) return [];
  return matches
    .flatMap(({ handle }) => (isPageHandle(handle) ? handle.firstReads : []))
    .map((name) => `${API_ORIGIN}${readKey(name)}`);
}

export function Layout({ children }: { children: ReactNode }) {
  const readPreloads = useFirstReadPreloads();
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="UTF-8" />
        {/* Compiled twice, run once: see firstPaint/FirstPaintInput.tsx on suppressHydrationWarning. */}
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: COLOR_MODE_SCRIPT }} />
        {/* Early in the head, ahead of the body's controls: presses made before the app has hydrated
            wait, visibly, and happen once it has (src/firstPaint). */}
        <FirstPaintInput />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="description" content="Dispute Centre: report and follow disputes about crypto transactions." />
        <title>Dispute Centre</title>
        <Meta />
        <Links />
        {SESSION_PRELOAD ? (
          <link rel="preload" as="fetch" href={SESSION_PRELOAD} crossOrigin="use-credentials" />
        ) : null}
        {readPreloads.map((href) => (
          <link key={href} rel="preload" as="fetch" href={href} crossOrigin="use-credentials" />
        ))}
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function useDemoState(): DemoState {
  const [demo, setDemo] = useState<DemoState>(() => firstDemoState(mockMode));
  useEffect(() => {
    let active = true;
    void demoBackend()?.then(
      (controls) => active && setDemo(controls),
      () => active && setDemo(null),
    );
    return () => {
      active = false;
    };
  }, []);
  return demo;
}

/**
 * Marks the document once the app has hydrated: what a test waits for before it drives the page,
 * and the moment input captured at first paint is replayed.
 */
function useHydratedMark(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

export default function Root() {
  const demo = useDemoState();
  useHydratedMark();
  return (
    <AppProviders demo={demo}>
      <Outlet />
    </AppProviders>
  );
}

/**
 * The first paint of every signed-in page (prerendered, or the SPA fallback for an address with a
 * parameter) and of an unknown address: the signed-in layout's frame, which the guards keep while
 * the session is checked.
 */
export function HydrateFallback() {
  const intro = useFrameIntro();
  return (
    <AppProviders demo={firstDemoState(mockMode)}>
      <SessionFrame label="Loading..." intro={intro} />
    </AppProviders>
  );
}

export function ErrorBoundary() {
  return (
    <AppProviders demo={null}>
      <RouteErrorPage />
    </AppProviders>
  );
}
