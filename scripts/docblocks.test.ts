/**
 * A docblock (`/** … *\/`) sits over what it describes. One followed straight by another docblock
 * describes nothing: the declaration it was written for moved away (a `clientLoader` slipped in
 * between a page's docblock and the page, a prop's text left over another's). The file's own
 * header, at its very top, is the one docblock that may stand before another.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SCANNED_DIRS = ['src', 'mocks', 'scripts', 'tests', '.storybook'];
const SKIPPED_DIRS = new Set(['node_modules', 'storybook-static', 'test-results', 'coverage']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return SKIPPED_DIRS.has(entry.name) || entry.name.startsWith('dist') ? [] : sourceFiles(full);
    return /\.[cm]?[jt]sx?$/.test(entry.name) ? [full] : [];
  });
}

/** The lines of the docblocks in `text` that another docblock follows, the file's header aside. */
export function orphanDocblocks(fileName: string, text: string): number[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const orphans = new Set<number>();
  const visit = (node: ts.Node) => {
    if (node.kind !== ts.SyntaxKind.JsxText) {
      const docs = (ts.getLeadingCommentRanges(text, node.pos) ?? []).filter(
        (range) => range.kind === ts.SyntaxKind.MultiLineCommentTrivia && text.startsWith('/**', range.pos),
      );
      docs.forEach((range, index) => {
        const next = docs[index + 1];
        const header = text.slice(0, range.pos).trim() === '';
        if (next && !header && text.slice(range.end, next.pos).trim() === '') orphans.add(range.pos);
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...orphans].map((pos) => text.slice(0, pos).split('\n').length).sort((a, b) => a - b);
}

describe('docblocks', () => {
  it('each sit over what they describe', () => {
    const files = SCANNED_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
    expect(files.length).toBeGreaterThan(100);
    const problems = files.flatMap((file) =>
      orphanDocblocks(file, readFileSync(file, 'utf8')).map(
        (line) => `${path.relative(ROOT, file)}:${line}: describes nothing (another docblock follows it)`,
      ),
    );
    expect(problems, 'Move the docblock back over its declaration, or merge the two').toEqual([]);
  });

  it.each([
    [
      'a page docblock a loader slipped under',
      "import a from 'a';\n/** The page. */\n/** Its loader. */\nexport function clientLoader() {}",
      [2],
    ],
    ['two texts over one prop', 'interface P {\n  /** One. */\n  /** Two. */\n  a: string;\n}', [2]],
    ['the file header over the first declaration', '/** The file. */\n/** The thing. */\nexport const a = 1;', []],
    ['a docblock over its declaration', 'const a = 1;\n/** B. */\nexport const b = 2;', []],
    ['a line comment between', 'const a = 1;\n/** B. */\n// why\n/** C. */\nconst c = 3;', []],
  ])('finds %s', (_name, text, lines) => {
    expect(orphanDocblocks('example.ts', text)).toEqual(lines);
  });
});
