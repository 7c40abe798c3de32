/**
 * npm run storybook:table: prints the screen × state table of the story index and exits 1 when a
 * route has no story or a state its screen has no story (docs/storybook.md#screens-and-states).
 * `--index <file>` reads an index.json (a built Storybook's) instead of asking Storybook for one.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SCREEN_STATES } from '../.storybook/screens';
import routes from '../src/routes';
import { buildStoryTable, formatStoryTable, routePatterns, type IndexEntry } from './story-table-model';

function readIndex(file: string | undefined): IndexEntry[] {
  if (file)
    return Object.values((JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, IndexEntry> }).entries);
  const dir = mkdtempSync(join(tmpdir(), 'story-index-'));
  try {
    const out = join(dir, 'index.json');
    execFileSync('npx', ['storybook', 'index', '--quiet', '--disable-telemetry', '-o', out], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    return readIndex(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const { values } = parseArgs({ options: { index: { type: 'string' } } });
const table = buildStoryTable(readIndex(values.index), routePatterns(routes), SCREEN_STATES);
console.log(formatStoryTable(table));
if (table.problems.length > 0) {
  console.error(
    `\n${table.problems.length} problem(s):\n${table.problems.map((problem) => `- ${problem}`).join('\n')}`,
  );
  process.exitCode = 1;
} else {
  console.log(`\nEvery route has a story in every state its screen has (${table.rows.length} routes).`);
}
