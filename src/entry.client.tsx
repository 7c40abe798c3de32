/** The browser's start: the environment, the colour mode, the demo backend, then hydration. */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { holdRequestsUntil, setApiBaseUrl } from './api/client';
import { setDemoBackend } from './app/demoBackend';
import { getEnv } from './config/env';
import { initColorMode } from './theme';

const appEnv = getEnv();
if (appEnv.apiMode === 'real') setApiBaseUrl(appEnv.apiBaseUrl);
initColorMode();

// The constant itself, not `isDemo` (src/config/mode.ts): the bundler decides which chunks a build
// emits before it folds an imported constant, so only the literal keeps the mock backend's chunk
// out of a real-mode build.
const mockMode = import.meta.env.VITE_API_MODE !== 'real' && appEnv.apiMode === 'mock';
if (mockMode) {
  const started = (async () => {
    // The only reference from src to mocks, allowed by the lint rules for this file alone.
    const { startMockBackend } = await import('../mocks/browser');
    return startMockBackend({ latencyMs: appEnv.mockLatencyMs });
  })();
  // Calls made before the worker is up (the session check, a first page's reads) wait for it.
  holdRequestsUntil(started);
  setDemoBackend(started);
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
