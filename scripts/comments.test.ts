/**
 * Comments and strings in the source state their rule or point to docs/ (docs/README.md). They
 * never cite a section of the original specification or design note, nor a tracker's issue
 * number: a reader of the repository cannot open those. And a pointer into docs/ names a file and
 * a heading that exist, so renaming a heading cannot leave links dangling; a comment's pointer to a
 * source file (`./openapi.ts`, `src/routes.ts`) names one that exists, so moving a file cannot either.
 *
 * The patterns are built from pieces so this file does not match them itself.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SCANNED_DIRS = ['src', 'mocks', 'scripts', 'tests', '.storybook'];
const SCANNED_ROOT_FILES = ['vite.config.ts', 'eslint.config.js'];
const SOURCE_FILE = /\.(?:[cm]?[jt]sx?)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'storybook-static', 'test-results', 'coverage']);

const SECTION_SIGN = '\u00a7';

/** What counts as a citation, each with the words a failure names it by. */
export const CITATIONS: { name: string; pattern: RegExp }[] = [
  { name: 'the specification file', pattern: new RegExp(`\\bSPEC${'\\.'}md\\b`) },
  { name: 'the design note', pattern: new RegExp(`\\bDESIGN${'\\.'}md\\b`) },
  { name: 'a specification section', pattern: new RegExp(`${SECTION_SIGN}\\s*\\d|\\bSPEC\\s*${SECTION_SIGN}`) },
  // The word issue or issues, then a number (a # before it or not); not `issue.message`, `issues?.[0]` or `(issue)`.
  { name: 'an issue number', pattern: new RegExp(`\\bissues?${'\\s+'}#?\\d`, 'i') },
];

/** The citations in one text, as `line: what (the line)`. */
export function findCitations(text: string): { line: number; what: string; source: string }[] {
  const found: { line: number; what: string; source: string }[] = [];
  text.split('\n').forEach((source, index) => {
    for (const { name, pattern } of CITATIONS) {
      if (pattern.test(source)) found.push({ line: index + 1, what: name, source: source.trim() });
    }
  });
  return found;
}

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('dist')) files.push(...sourceFiles(full));
    } else if (entry.isFile() && SOURCE_FILE.test(entry.name)) {
      files.push(full);
    }
  }
  return files;
}

const existing = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
const isDirectory = (dir: string) => statSync(dir, { throwIfNoEntry: false })?.isDirectory() ?? false;

const FILES = [
  ...SCANNED_DIRS.map((dir) => path.join(ROOT, dir))
    .filter(isDirectory)
    .flatMap(sourceFiles),
  ...SCANNED_ROOT_FILES.map((file) => path.join(ROOT, file)).filter(existing),
];

const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor of a Markdown file; a repeated heading gets `-1`, `-2` … as on GitHub. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const base = anchorOf(heading[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** `docs/texts.md#toasts` and `docs/validation.md`, not the `docs/` inside a URL's path. */
const DOCS_POINTER = /(?<![\w/.-])docs\/([\w/-]+\.md)(?:#([\w-]+))?/g;

/**
 * A pointer to a source file: a path that ends in a source extension (`./openapi.ts`,
 * `../src/routes.ts`, `src/app/memoryRoutes.tsx`, `comments.test.ts`). Not part of a URL, a glob, a
 * placeholder (`<name>/index.ts`, `${name}.ts`), a package's path (`@scope/x.js`), a quoted
 * specifier in a code sample (`import … from "./x.js"`) or a call. Other extensions are left
 * alone: most names like `index.html` or `quiet.json` are build output.
 */
const SOURCE_POINTER =
  /(?<![\w/.:@*{}<>$~\\'"-])(?:\.\.?\/)*(?:\.?[\w-][\w.-]*\/)*[\w-][\w.-]*\.[cm]?[jt]sx?(?![\w/(-]|\.\w)/g;

/** The source-file pointers in one text, with where each starts. */
export function sourcePointers(text: string): { pointer: string; index: number }[] {
  return [...text.matchAll(SOURCE_POINTER)].map((match) => ({ pointer: match[0], index: match.index }));
}

/**
 * Whether a pointer in `file` names a file that exists. `./` and `../` start from the file's folder;
 * any other path from that folder, the repository's root, src/ (the app directory, where
 * src/routes.ts names its modules from) or public/ (files served as they are, by their name).
 */
export function pointsToAFile(file: string, pointer: string): boolean {
  const dir = path.dirname(file);
  const bases = /^\.\.?\//.test(pointer) ? [dir] : [dir, ROOT, path.join(ROOT, 'src'), path.join(ROOT, 'public')];
  return bases.some((base) => existing(path.resolve(base, pointer)));
}

/** Where a file's comments are, as [start, end) offsets; the TypeScript parser tells them from strings and regexes. */
function commentRanges(file: string, text: string): [number, number][] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const ranges = new Map<number, number>();
  const add = (found: ts.CommentRange[] | undefined) => found?.forEach(({ pos, end }) => ranges.set(pos, end));
  const visit = (node: ts.Node) => {
    // A JSX text's own characters are no trivia: `//` in it starts no comment.
    if (node.kind !== ts.SyntaxKind.JsxText) {
      add(ts.getLeadingCommentRanges(text, node.pos));
      add(ts.getTrailingCommentRanges(text, node.end));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  add(ts.getLeadingCommentRanges(text, source.endOfFileToken.pos));
  return [...ranges];
}

describe('source comments and strings', () => {
  it('scan the source folders', () => {
    expect(FILES.length).toBeGreaterThan(100);
    expect(FILES.map(relative)).toContain('scripts/comments.test.ts');
  });

  it('cite no specification or design section and no issue number', () => {
    const problems = FILES.flatMap((file) =>
      findCitations(readFileSync(file, 'utf8')).map(
        ({ line, what, source }) => `${relative(file)}:${line}: cites ${what}: ${source}`,
      ),
    );
    expect(problems, 'State the rule itself, or point to docs/<file>.md#<heading> (docs/README.md)').toEqual([]);
  });

  it('point only to docs/ files and headings that exist', () => {
    const anchors = new Map<string, Set<string> | null>();
    const anchorsFor = (doc: string) => {
      if (!anchors.has(doc)) {
        const file = path.join(ROOT, 'docs', doc);
        anchors.set(doc, existing(file) ? anchorsOf(readFileSync(file, 'utf8')) : null);
      }
      return anchors.get(doc) ?? null;
    };
    const problems: string[] = [];
    for (const file of FILES) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((source, index) => {
          for (const [pointer, doc = '', anchor] of source.matchAll(DOCS_POINTER)) {
            const known = anchorsFor(doc);
            if (known === null) problems.push(`${relative(file)}:${index + 1}: ${pointer}: no such file in docs/`);
            else if (anchor !== undefined && !known.has(anchor))
              problems.push(`${relative(file)}:${index + 1}: ${pointer}: no such heading`);
          }
        });
    }
    expect(problems).toEqual([]);
  });

  it('point in comments only to source files that exist', () => {
    const problems: string[] = [];
    for (const file of FILES) {
      const text = readFileSync(file, 'utf8');
      // Most files name only files that exist: only the others are parsed, to keep strings out.
      const missing = sourcePointers(text).filter(({ pointer }) => !pointsToAFile(file, pointer));
      if (missing.length === 0) continue;
      const comments = commentRanges(file, text);
      for (const { pointer, index } of missing) {
        if (!comments.some(([start, end]) => index >= start && index < end)) continue;
        const line = text.slice(0, index).split('\n').length;
        problems.push(
          `${relative(file)}:${line}: ${pointer}: no such file (from its folder, the root, src/ or public/)`,
        );
      }
    }
    expect(problems, 'Point to the file where the thing now is').toEqual([]);
  });
});

describe('docs/', () => {
  const DOCS = path.join(ROOT, 'docs');
  const pages = readdirSync(DOCS).filter((name) => name.endsWith('.md'));

  it('links between its pages only to files and headings that exist', () => {
    const problems: string[] = [];
    for (const page of pages) {
      const text = readFileSync(path.join(DOCS, page), 'utf8');
      text.split('\n').forEach((source, index) => {
        for (const [link, target = page, anchor] of source.matchAll(/\]\(([\w-]+\.md)?(?:#([\w-]+))?\)/g)) {
          if (!pages.includes(target)) problems.push(`docs/${page}:${index + 1}: ${link}: no such page`);
          else if (anchor !== undefined && !anchorsOf(readFileSync(path.join(DOCS, target), 'utf8')).has(anchor)) {
            problems.push(`docs/${page}:${index + 1}: ${link}: no such heading`);
          }
        }
      });
    }
    expect(pages).toContain('README.md');
    expect(problems).toEqual([]);
  });
});

describe('the citation patterns', () => {
  const S = SECTION_SIGN;
  const cited = (text: string) => findCitations(text).map(({ what }) => what);

  it.each([
    [`// ${'SPEC'}.md ${S}8: the texts`, 'the specification file'],
    [`/** ${S}4: the colours */`, 'a specification section'],
    [`it('shows the ${S}5 messages')`, 'a specification section'],
    [`// ${'SPEC'} ${S}2`, 'a specification section'],
    [`// ${'DESIGN'}.md "Decisions"`, 'the design note'],
    [`/** Errors (${'issue'} 7): … */`, 'an issue number'],
    [`/** Journeys of ${'issues'} 3 and 4 */`, 'an issue number'],
    [`// see ${'Issue'} #12`, 'an issue number'],
  ])('flag %s', (text, what) => {
    expect(cited(text)).toContain(what);
  });

  it.each([
    '// The server answers 404 and 413 as JSON.',
    'const [issue] = parsed.issues;',
    'const where = v.getDotPath(issue);',
    'result.issues?.[0]?.message',
    '// A known issue in prose, with no number, and the issues it raises.',
    '/** Shown word for word (docs/texts.md#empty-texts). */',
    "it('answers 409 when the email is taken')",
  ])('leave alone %s', (text) => {
    expect(cited(text)).toEqual([]);
  });

  it('make GitHub anchors of headings', () => {
    expect(anchorOf('New dispute')).toBe('new-dispute');
    expect(anchorOf('Sign-in and account texts')).toBe('sign-in-and-account-texts');
    expect(anchorOf('Body and transport limits')).toBe('body-and-transport-limits');
    expect([...anchorsOf('# A\n## Toasts\n```\n## Not a heading\n```\n## Toasts\n')]).toEqual([
      'a',
      'toasts',
      'toasts-1',
    ]);
  });
});

describe('the source-file pointers', () => {
  it.each([
    ['// the SWR rules of ./swr.ts', './swr.ts'],
    ['/** (../sharedCookieJar.ts, `ownTabSession`) */', '../sharedCookieJar.ts'],
    ['// Every route of src/app/memoryRoutes.tsx, visited', 'src/app/memoryRoutes.tsx'],
    ['// the SWR hooks (hooks.ts), the mock', 'hooks.ts'],
    ['// see `.storybook/main.ts`.', '.storybook/main.ts'],
    ['// entry.client.tsx loads them', 'entry.client.tsx'],
  ])('take %s as a pointer', (text, pointer) => {
    expect(sourcePointers(text).map((found) => found.pointer)).toEqual([pointer]);
  });

  it.each([
    '// https://github.com/owner/repo/blob/main/src/x.ts',
    "// files: ['src/**/*.{ts,tsx}'], 'src/**/*.test.ts'",
    '// src/features/<name>/index.ts and `${name}.ts`',
    '// @storybook/react-vite/dist/index.js',
    '// `import … from "./x.js"`',
    '// Not `HttpResponse.json(`: and index.html, quiet.json, docs/texts.md',
    '// a .ts file, the .tsx ones, foo.ts.bak',
  ])('see no pointer in %s', (text) => {
    expect(sourcePointers(text)).toEqual([]);
  });

  it('resolve a pointer from its folder, or from the root, src/ or public/ when not relative', () => {
    const file = path.join(ROOT, 'src/api/tabSync.ts');
    expect(pointsToAFile(file, './endpoints.ts')).toBe(true);
    expect(pointsToAFile(file, 'endpoints.ts')).toBe(true);
    expect(pointsToAFile(file, 'src/routes.ts')).toBe(true);
    expect(pointsToAFile(file, 'routes.ts')).toBe(true);
    expect(pointsToAFile(file, 'mockServiceWorker.js')).toBe(true);
    expect(pointsToAFile(file, './routes.ts')).toBe(false);
    expect(pointsToAFile(file, './swr.ts')).toBe(false);
    expect(pointsToAFile(file, 'hooks.ts')).toBe(false);
  });
});
