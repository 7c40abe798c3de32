/**
 * No suite that CI runs judges a duration (docs/performance.md#measured-never-asserted): a test
 * file, a story, or a helper under tests/ never measures elapsed time (the clock now minus a
 * start), never reads Node's high-resolution clock, and never observes long tasks or frames. A
 * deadline for a wait (the clock now still below a deadline) is no measurement and stays allowed.
 * Benchmarks (scripts/bench-*) measure, and print what they find.
 *
 * Nor does a unit test (`*.test.*`) set a wait or a limit of its own: every findBy/waitFor waits
 * as long as tests/setup.ts says and every test may run as long as vite.config.ts says, so no test
 * gives up sooner than the suite would on a busy machine.
 *
 * The patterns are built from pieces so this file does not match them itself.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SKIPPED_DIRS = new Set(['node_modules', 'storybook-static', 'test-results', 'coverage']);
/** Files that the suites run: tests and stories anywhere, and everything under tests/ and .storybook/. */
const SUITE_FILE = /\.(?:test|e2e|prism|contract|stories)\.[cm]?[jt]sx?$/;
const SUITE_DIRS = ['tests', '.storybook'];
const SOURCE_FILE = /\.[cm]?[jt]sx?$/;
/** Collects long tasks for scripts/bench-routes.ts; the Prism suite reads nothing of them. */
const ALLOWED = new Set(['tests/prism/pageVisit.ts']);

const NOW = `(?:Date|performance)${'\\.'}now\\(\\)`;
const VERDICTS: { name: string; pattern: RegExp }[] = [
  { name: 'an elapsed time', pattern: new RegExp(`${NOW}\\s*-\\s*\\w`) },
  { name: 'a high-resolution clock', pattern: new RegExp(`process${'\\.'}hrtime`) },
  { name: 'a long-task or frame observer', pattern: new RegExp(`['"](?:long${'task'}|long-animation-frame)['"]`) },
  { name: 'long tasks read', pattern: new RegExp(`long${'Tasks'}`) },
];

const UNIT_TEST_FILE = /\.test\.[cm]?[jt]sx?$/;
const OWN_LIMITS: { name: string; pattern: RegExp }[] = [
  { name: 'a wait or test limit of its own', pattern: new RegExp(`\\b${'time'}out:\\s*[\\d_]+`) },
  { name: 'a test limit of its own', pattern: new RegExp(`^\\s*\\}, [\\d_]{4,}\\);`) },
  { name: 'a wait of its own for every findBy/waitFor', pattern: new RegExp(`asyncUtil${'Time'}out`) },
];

function suiteFiles(dir: string, inSuiteDir: boolean): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : suiteFiles(relative, inSuiteDir);
    return SOURCE_FILE.test(entry.name) && (inSuiteDir || SUITE_FILE.test(entry.name)) ? [relative] : [];
  });
}

const FILES = [
  ...['src', 'mocks', 'scripts'].flatMap((dir) => suiteFiles(dir, false)),
  ...SUITE_DIRS.flatMap((dir) => suiteFiles(dir, true)),
];

describe('the suites', () => {
  it('are found', () => {
    expect(FILES.length).toBeGreaterThan(100);
  });

  it('never measure elapsed time or observe long tasks', () => {
    const found = FILES.filter((file) => !ALLOWED.has(file)).flatMap((file) =>
      readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          VERDICTS.filter(({ pattern }) => pattern.test(line)).map(
            ({ name }) => `${file}:${index + 1}: ${name}: ${line.trim()}`,
          ),
        ),
    );
    expect(found).toEqual([]);
  });

  it('never set a wait or a test limit shorter than the suite’s own', () => {
    const found = FILES.filter(
      (file) => UNIT_TEST_FILE.test(file) && file !== 'tests/noTimingVerdicts.test.ts',
    ).flatMap((file) =>
      readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          OWN_LIMITS.filter(({ pattern }) => pattern.test(line)).map(
            ({ name }) => `${file}:${index + 1}: ${name}: ${line.trim()}`,
          ),
        ),
    );
    expect(found).toEqual([]);
  });
});
