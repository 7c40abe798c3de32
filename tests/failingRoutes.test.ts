import { describe, expect, it } from 'vitest';
import routes from '../src/routes';
import { routePatterns } from '../scripts/story-table-model';
import { ALIASES, ROUTES } from './kit/failingRoutes';

/** Whether `path` is an address of the route `pattern` (`:id` takes one segment; `*` any address no other route takes). */
const matches = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`).test(path);

describe('the failing-backend check', () => {
  it('opens every route of src/routes.ts, each once, aliases aside', () => {
    const patterns = routePatterns(routes);
    const paths = ROUTES.map((route) => route.path);
    const named = patterns.filter((pattern) => pattern !== '*');
    const missing = patterns.filter((pattern) =>
      pattern === '*'
        ? !paths.some((path) => !named.some((other) => matches(other, path)))
        : !paths.some((path) => matches(pattern, path)) && ALIASES[pattern] === undefined,
    );
    expect(missing).toEqual([]);
    for (const [alias, page] of Object.entries(ALIASES)) {
      expect(patterns).toContain(alias);
      expect(paths).toContain(page);
    }
    expect(new Set(paths).size).toBe(paths.length);
  });
});
