/**
 * The slowest files and tests of a run, from its JSON report (docs/testing.md#finding-a-slow-test):
 *
 *   npm test -- --reporter=json --outputFile=/tmp/unit.json
 *   npm run test:slowest -- /tmp/unit.json [count]
 *
 * Reads Vitest's report (Jest's shape) or Playwright's (`--reporter=json`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface Timed {
  name: string;
  seconds: number;
}

interface VitestReport {
  testResults: {
    name: string;
    startTime: number;
    endTime: number;
    assertionResults: { fullName: string; duration?: number | null }[];
  }[];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; file: string; tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

const isVitest = (report: unknown): report is VitestReport =>
  typeof report === 'object' && report !== null && 'testResults' in report;

function fromVitest(report: VitestReport): { files: Timed[]; tests: Timed[] } {
  const files = report.testResults.map((file) => ({
    name: path.relative(process.cwd(), file.name),
    seconds: (file.endTime - file.startTime) / 1000,
  }));
  const tests = report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      name: `${path.relative(process.cwd(), file.name)} > ${test.fullName}`,
      seconds: (test.duration ?? 0) / 1000,
    })),
  );
  return { files, tests };
}

function fromPlaywright(suites: PlaywrightSuite[]): { files: Timed[]; tests: Timed[] } {
  const tests: Timed[] = [];
  const byFile = new Map<string, number>();
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      const seconds = spec.tests.flatMap((test) => test.results).reduce((sum, run) => sum + run.duration, 0) / 1000;
      tests.push({ name: `${spec.file} > ${[...titles, spec.title].join(' > ')}`, seconds });
      byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + seconds);
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of suites) walk(suite, []);
  return { files: [...byFile].map(([name, seconds]) => ({ name, seconds })), tests };
}

function print(title: string, rows: Timed[], count: number): void {
  const total = rows.reduce((sum, row) => sum + row.seconds, 0);
  console.log(`\n${title} (${rows.length}, ${total.toFixed(0)} s in all; the slowest ${count})`);
  for (const row of [...rows].sort((a, b) => b.seconds - a.seconds).slice(0, count)) {
    console.log(`${row.seconds.toFixed(1).padStart(8)} s  ${row.name}`);
  }
}

const [file, countText] = process.argv.slice(2);
if (!file) {
  console.error('usage: npm run test:slowest -- <report.json> [count]');
  process.exit(2);
}
const report: unknown = JSON.parse(readFileSync(file, 'utf8'));
const { files, tests } = isVitest(report)
  ? fromVitest(report)
  : fromPlaywright((report as { suites?: PlaywrightSuite[] }).suites ?? []);
const count = Number(countText) || 20;
print('files', files, count);
print('tests', tests, count);
