/**
 * Renders the whole app (the real route table inside AppProviders, no demo controls) in a memory
 * router at `path`. Returns Testing Library's result plus the router, so a test can read
 * `router.state.location.pathname` after a navigation.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../src/app/AppProviders';
import type { DemoState } from '../../src/config/demoState';
import { resetRecoveryNoticeForTests } from '../../src/app/DemoRecoveryNotice';
import { routes } from '../../src/app/memoryRoutes';
import { toaster } from '../../src/theme';

export type AppRouter = ReturnType<typeof createMemoryRouter>;

export interface RenderAppOptions {
  /** The demo state, as the root has it in mock mode; `null` (real mode) by default. */
  demo?: DemoState;
}

export function renderApp(path: string, { demo = null }: RenderAppOptions = {}): RenderResult & { router: AppRouter } {
  // Module-level UI state that would otherwise leak from the previous test.
  toaster.remove();
  resetRecoveryNoticeForTests();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders demo={demo} swrProvider={() => new Map()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}

/** Renders one component inside the app's providers and a memory router, for states a route cannot reach. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}): RenderResult {
  toaster.remove();
  return render(
    <AppProviders demo={null} swrProvider={() => new Map()}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}
