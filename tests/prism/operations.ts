/**
 * The operations openapi.json documents, to name an exchange by its path template (so findings on
 * `/api/disputes/DSP-1` and `/api/disputes/DSP-2` read as one) and to say which operations and
 * documented statuses a run exercised: Prism can only check the exchanges it saw.
 */
import { readFileSync } from 'node:fs';
import { OPENAPI_DOCUMENT } from './prismProcess';

interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  statuses: string[];
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function loadOperations(): Operation[] {
  const document: unknown = JSON.parse(readFileSync(OPENAPI_DOCUMENT, 'utf8'));
  const paths = isRecord(document) && isRecord(document.paths) ? document.paths : {};
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(paths)) {
    if (!isRecord(item)) continue;
    // A literal segment beats a parameter (`/disputes/last-created` before `/disputes/{id}`): sorted below.
    const pattern = new RegExp(
      `^${template
        .split(/\{[^}]+\}/)
        .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
        .join('[^/]+')}$`,
    );
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method) || !isRecord(operation)) continue;
      const statuses = isRecord(operation.responses) ? Object.keys(operation.responses) : [];
      operations.push({ method: method.toUpperCase(), template, pattern, statuses });
    }
  }
  const parameters = (template: string) => (template.match(/\{/g) ?? []).length;
  return operations.sort((a, b) => parameters(a.template) - parameters(b.template));
}

let cached: Operation[] | undefined;
const operations = () => (cached ??= loadOperations());

/** `GET /api/disputes/{id}` for `GET /api/disputes/DSP-1?x=1`; the path itself when undocumented. */
export function operationOf(method: string, url: string): string {
  const path = url.replace(/[?#].*$/, '');
  const found = operations().find((operation) => operation.method === method && operation.pattern.test(path));
  return `${method} ${found ? found.template : path}`;
}

/**
 * One line per documented operation: the statuses a run saw against those documented, and the
 * operations it never called.
 */
export function coverage(seen: ReadonlyMap<string, ReadonlySet<number>>): string[] {
  return operations().map((operation) => {
    const name = `${operation.method} ${operation.template}`;
    const statuses = [...(seen.get(name) ?? [])].sort((a, b) => a - b);
    if (statuses.length === 0) return `${name}: never called (documents ${operation.statuses.join(', ')})`;
    const listed = operation.statuses.filter((status) => status !== 'default');
    const unseen = listed.filter((status) => !statuses.includes(Number(status)));
    // Prism accepts any status under `default`; one that only `default` covers is worth a look.
    const byDefault = statuses.filter((status) => !listed.includes(String(status)));
    return [
      `${name}: saw ${statuses.join(', ')}`,
      unseen.length ? `documented but not seen: ${unseen.join(', ')}` : '',
      byDefault.length
        ? `${operation.statuses.includes('default') ? 'only `default` covers' : 'undocumented'}: ${byDefault.join(', ')}`
        : '',
    ]
      .filter(Boolean)
      .join('; ');
  });
}
