/**
 * The pages of the route table (src/routes.ts), each with the files its first load runs: the
 * browser's entry, the root route, the page's layouts and guards, and the page itself.
 */
import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';

const APP_DIRECTORY = path.resolve(import.meta.dirname, '../../src');

export interface PageFiles {
  /** The page's address pattern: `/`, `/dispute/:id`, `/*`. */
  page: string;
  /** Absolute paths. */
  files: string[];
}

export async function leafRouteFiles(): Promise<PageFiles[]> {
  const { default: routes } = (await import('../../src/routes.ts')) as { default: RouteConfigEntry[] };
  const start = ['entry.client.tsx', 'root.tsx'];
  const pages: PageFiles[] = [];
  const visit = (entry: RouteConfigEntry, parentPath: string, files: string[]) => {
    const address = entry.path ? `${parentPath.replace(/\/$/, '')}/${entry.path}` : parentPath;
    const chain = [...files, entry.file];
    if (entry.children?.length) for (const child of entry.children) visit(child, address, chain);
    else pages.push({ page: address, files: chain.map((file) => path.resolve(APP_DIRECTORY, file)) });
  };
  for (const entry of routes) visit(entry, '/', start);
  return pages;
}

/** The addresses without a parameter: the pages the build prerenders (react-router.config.ts). */
export async function staticPages(): Promise<string[]> {
  return (await leafRouteFiles()).map(({ page }) => page).filter((page) => !/[:*]/.test(page));
}
