import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { holdRequestsUntil, setApiBaseUrl } from './api/client';
import { App, createAppRouter, routerReady } from './app/App';
import { firstDemoState, type DemoControls, type DemoState } from './app/demo';
import { PRERENDERED_ATTRIBUTE } from './components/prerendered';
import { EnvError, getEnv, type AppEnv } from './config/env';
import { initColorMode } from './theme';

/** A plain page (no React, no theme) for a failed start, so the cause is readable, never a white screen. */
function renderFatal(root: HTMLElement, title: string, detail: string, hint: string): void {
  const main = document.createElement('main');
  main.setAttribute('role', 'alert');
  main.style.cssText =
    'max-width:40rem;margin:4rem auto;padding:0 1.5rem;font:16px/1.5 system-ui,sans-serif;color:#1a202c';
  const heading = document.createElement('h1');
  heading.textContent = title;
  const message = document.createElement('p');
  const code = document.createElement('code');
  code.textContent = detail;
  message.append(code);
  const advice = document.createElement('p');
  advice.textContent = hint;
  main.append(heading, message, advice);
  root.replaceChildren(main);
}

async function boot(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');

  let appEnv: AppEnv;
  try {
    appEnv = getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      renderFatal(
        root,
        'Dispute Centre is not configured correctly',
        error.message,
        `Fix ${error.variable} in the environment (see .env.example), then rebuild or restart the app.`,
      );
      return;
    }
    throw error;
  }

  if (appEnv.apiMode === 'real') setApiBaseUrl(appEnv.apiBaseUrl);

  initColorMode();
  const router = createAppRouter();
  // `import.meta.env.VITE_API_MODE` is replaced at build time: in a real-mode build `mockMode` is the
  // constant `false`, so the bundler drops the dynamic import and no MSW or faker byte is emitted
  // (checked by `npm run check:bundle`). `appEnv` is still the validated source of truth.
  const mockMode = import.meta.env.VITE_API_MODE !== 'real' && appEnv.apiMode === 'mock';
  const prerendered = root.hasAttribute(PRERENDERED_ATTRIBUTE);
  const app = (demo: DemoState) => (
    <StrictMode>
      <App demo={demo} router={router} />
    </StrictMode>
  );

  let reactRoot: Root;
  if (prerendered) {
    // The page is on screen already (scripts/vite-prerender.ts): React adopts its HTML instead of
    // building it again, once the router has the page's chunks (else it would find a loading state
    // where the page is). The page releases it when adopted (./components/prerendered.ts).
    await routerReady(router);
    // In a transition, as below: hydration then runs in slices too.
    let hydrated: Root | undefined;
    startTransition(() => {
      hydrated = hydrateRoot(root, app(firstDemoState(mockMode)));
    });
    if (!hydrated) throw new Error('hydrateRoot returned no root');
    reactRoot = hydrated;
  } else {
    reactRoot = createRoot(root);
    // A transition, so React renders in slices and yields to the browser between them: the first
    // render of a page is then not one long task blocking input (Lighthouse's Total Blocking Time).
    startTransition(() => reactRoot.render(app(firstDemoState(mockMode))));
  }
  const render = (demo: DemoState) => startTransition(() => reactRoot.render(app(demo)));

  if (mockMode) {
    const started = startMockBackendAfterFirstPaint(appEnv.mockLatencyMs);
    // Calls made before the worker is up (the session check, a first page's reads) wait for it.
    holdRequestsUntil(started);
    try {
      render(await started);
    } catch (error) {
      reactRoot.unmount();
      renderFatal(
        root,
        'The demo backend could not start',
        error instanceof Error ? error.message : String(error),
        'The demo runs on a service worker: open it over http://localhost or https in a current browser, then reload.',
      );
      console.error(error);
    }
  }
}

/**
 * The mock backend (MSW and faker, the largest chunk of a mock-mode build) is fetched once the app
 * has painted (docs/performance.md#heavy-parts-load-when-needed), so the demo's first screen does
 * not wait for it.
 */
async function startMockBackendAfterFirstPaint(latencyMs: number): Promise<DemoControls> {
  // A frame (then a task, so the paint itself is done); a hidden tab gets no frames, hence the timer.
  await new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 1000);
  });
  // The only reference from src to mocks, allowed by the lint rules for this file alone.
  const { startMockBackend } = await import('../mocks/browser');
  return startMockBackend({ latencyMs });
}

void boot();
