import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import type { DemoState } from './demo';
import { routes } from './routes';

export interface AppProps {
  demo: DemoState;
}

export function App({ demo }: AppProps) {
  // One router for the life of the app (created lazily so importing this module has no side effects).
  const [router] = useState(() => createBrowserRouter(routes, { basename: import.meta.env.BASE_URL.replace(/\/+$/, '') || '/' }));
  return (
    <AppProviders demo={demo}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

export default App;
