import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import type { DemoState } from './demo';
import { routes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes, { basename: import.meta.env.BASE_URL.replace(/\/+$/, '') || '/' });
}

/**
 * Resolves once the router has matched the current address and loaded that page's lazy chunks.
 * A prerendered page (see main.tsx) waits for it, so the app's first render is the page itself,
 * not a loading state painted over the prerendered one.
 */
export function routerReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export interface AppProps {
  demo: DemoState;
  /** main.tsx passes the router it created before the first render; otherwise the app makes one. */
  router?: AppRouter;
}

export function App({ demo, router: given }: AppProps) {
  // One router for the life of the app (created lazily so importing this module has no side effects).
  const [router] = useState(() => given ?? createAppRouter());
  return (
    <AppProviders demo={demo}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

export default App;
