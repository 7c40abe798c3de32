/**
 * The route table of src/routes.ts (docs/routes.md) as plain route objects, for what mounts the
 * app in a memory router instead of React Router's build: the tests (tests/kit/renderApp.tsx) and
 * Storybook. One table: each entry's module is loaded lazily, as the build does, and its default
 * export, ErrorBoundary, HydrateFallback and handle become the route's.
 */
import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import routeConfig from '../routes';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { PageLoadError } from './pages/routeErrors';

interface RouteModule {
  default: ComponentType;
  ErrorBoundary?: ComponentType;
  HydrateFallback?: ComponentType;
  handle?: unknown;
}

/** Every module a route entry may name, by its path from src/ (the app directory). */
const MODULES = import.meta.glob<RouteModule>([
  '/src/**/*.tsx',
  '!/src/**/*.test.tsx',
  '!/src/**/*.stories.tsx',
  // The build's entries (the browser's start, and the build-time rendering in Node) are no routes.
  '!/src/entry.*.tsx',
  '!/src/root.tsx',
]);

/** A failed import becomes a PageLoadError, whose retry is a reload (see ./pages/routeErrors). */
async function loadModule(file: string): Promise<RouteModule> {
  const load = MODULES[`/src/${file}`];
  if (!load) throw new Error(`src/routes.ts names ${file}, which is not a module under src/`);
  try {
    return await load();
  } catch (cause) {
    throw new PageLoadError(cause);
  }
}

function toRouteObject(entry: RouteConfigEntry): RouteObject {
  const lazy = async () => {
    const module = await loadModule(entry.file);
    // Read only what the module has: a test's module mock throws on any other name.
    return {
      Component: module.default,
      ErrorBoundary: 'ErrorBoundary' in module ? module.ErrorBoundary : undefined,
      HydrateFallback: 'HydrateFallback' in module ? module.HydrateFallback : undefined,
      handle: 'handle' in module ? module.handle : undefined,
    };
  };
  const path = entry.path === undefined ? undefined : `/${entry.path}`.replace(/^\/\*$/, '*');
  if (entry.index) return { index: true, id: entry.id, lazy };
  return { path, id: entry.id, lazy, children: entry.children?.map(toRouteObject) };
}

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: routeConfig.map(toRouteObject),
  },
];
