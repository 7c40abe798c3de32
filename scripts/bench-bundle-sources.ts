/**
 * Where a page's first-load gzip goes, by source (`npm run bench:bundle -- --by-source`,
 * docs/performance.md#the-path-to-150-kb). The build keeps hidden source maps for it; each file's
 * gzip is shared out over its sources by the bytes of minified code each one produced (gzip does
 * not compress every source alike, so a share is an estimate within a few per cent, and the parts
 * add up to the file's gzip exactly).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { decode } from '@jridgewell/sourcemap-codec';

interface SourceMapFile {
  sources: string[];
  mappings: string;
}

/** Bytes of generated code per source index: each mapped segment runs to the next segment or the line's end. */
export function bytesBySource(code: string, map: SourceMapFile): number[] {
  const bytes = new Array<number>(map.sources.length).fill(0);
  const lines = code.split('\n');
  decode(map.mappings).forEach((segments, line) => {
    const length = lines[line]?.length ?? 0;
    segments.forEach((segment, index) => {
      const source = segment[1];
      if (source === undefined) return;
      const end = segments[index + 1]?.[0] ?? length;
      bytes[source] = (bytes[source] ?? 0) + Math.max(0, end - segment[0]);
    });
  });
  return bytes;
}

/** Where a source belongs: its package (`react-dom`, `@chakra-ui/react`), or its folder of the app (`src/api`). */
export function partOf(source: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inPackage?.[1]) return inPackage[1];
  const app = /(?:^|\/)(src\/[^/]+(?:\/[^/]+)?)/.exec(source);
  if (app?.[1]) return app[1].replace(/\.[cm]?[jt]sx?$/, '');
  return source.replace(/^(\.\.\/)+/, '');
}

/**
 * Each part's share of the gzip of `urls` (JS files of `clientDir`, with `gzipOf` their sizes). A
 * file without a map (React Router's manifest) counts as itself.
 */
export function gzipByPart(clientDir: string, urls: Iterable<string>, gzipOf: (url: string) => number) {
  const parts = new Map<string, number>();
  const add = (part: string, bytes: number) => parts.set(part, (parts.get(part) ?? 0) + bytes);
  for (const url of urls) {
    if (!url.endsWith('.js')) continue;
    const file = path.join(clientDir, ...url.split('/').filter(Boolean));
    const gzip = gzipOf(url);
    let map: SourceMapFile;
    try {
      map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as SourceMapFile;
    } catch {
      add(`(no map) ${url.replace(/-[\w-]{8}\.js$/, '.js')}`, gzip);
      continue;
    }
    const bytes = bytesBySource(readFileSync(file, 'utf8'), map);
    const mapped = bytes.reduce((sum, count) => sum + count, 0);
    // What no source produced (the bundler's own glue) is shared like the rest.
    if (mapped === 0) add(`(unmapped) ${url}`, gzip);
    else
      bytes.forEach((count, index) => {
        // A map names its sources relative to itself: a build inside node_modules/.cache names a
        // package without its node_modules, so each is read from the project's root.
        const source = path.relative(process.cwd(), path.resolve(path.dirname(file), map.sources[index] ?? ''));
        add(partOf(source), (gzip * count) / mapped);
      });
  }
  return [...parts].sort((a, b) => b[1] - a[1]);
}
