/**
 * The dev server's optimizer bundles the packages listed in vite.config.ts at start-up. A package the
 * browser's code imports that is missing there is found only when a page first loads it, and the
 * dev server then re-bundles and reloads that page, swallowing what a person was typing or pressing.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROWSER_DEPENDENCIES } from '../vite.config';

const ROOT = path.resolve(import.meta.dirname, '..');
/** Value imports, re-exports and dynamic imports; `import type` never reaches the browser. */
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(?!type\s)[^'"]*?from\s+'([^']+)'|(?:^|\n)\s*import\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/g;
const isSource = (file: string) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : isSource(file) ? [file] : [];
  });
}

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(
    (file) => existsSync(file) && statSync(file).isFile() && isSource(file),
  );
}

/** The bare specifiers of every file the browser can load, from every page module and the mock worker. */
function browserImports(): Set<string> {
  // The route config and the prerender's entry run at build time; app/memoryRoutes.tsx mounts the same
  // table for the tests and Storybook, never in the app.
  const start = filesUnder(path.join(ROOT, 'src')).filter(
    (file) => !/src\/(entry\.server\.tsx|routes\.ts|app\/memoryRoutes\.tsx)$/.test(file),
  );
  const seen = new Set(start);
  const queue = [...start];
  const packages = new Set<string>();
  for (let file = queue.pop(); file; file = queue.pop()) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? '';
      if (specifier.startsWith('.')) {
        const next = resolveRelative(file, specifier);
        if (next && !seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      } else if (!specifier.startsWith('node:') && !specifier.startsWith('virtual:')) {
        packages.add(specifier);
      }
    }
  }
  return packages;
}

describe("the dev server's optimizer list", () => {
  it('names every package the browser imports, so no first visit re-bundles and reloads', () => {
    const missing = [...browserImports()].filter((specifier) => !BROWSER_DEPENDENCIES.includes(specifier));
    expect(missing).toEqual([]);
  });

  it('names nothing the browser does not import', () => {
    const imports = browserImports();
    expect(BROWSER_DEPENDENCIES.filter((specifier) => !imports.has(specifier))).toEqual([]);
  });
});
