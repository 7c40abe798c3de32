/**
 * A setup file of the conformance suite in Prism mode (tests/contract/vitest.config.ts adds it):
 * the findings the recorder (./contractProxy.ts) kept fail the test whose calls caused them. The
 * suite runs one file and one test at a time, so the findings read just before a test come from
 * the file's beforeAll hooks (or the previous test's afterEach), and those read just after it
 * from the test itself; both fail that test, each labelled, and the test itself still runs.
 */
import { afterAll, afterEach, beforeEach, inject } from 'vitest';
import { FINDINGS_PATH } from './contractProxy';
import { formatFinding, type Finding } from './violations';

const BASE_URL = inject('contractBaseUrl');

async function take(): Promise<Finding[]> {
  const response = await fetch(`${BASE_URL}${FINDINGS_PATH}`);
  return (await response.json()) as Finding[];
}

const section = (findings: Finding[], when: string) =>
  findings.length ? [`${when}:`, ...findings.map((finding) => `  ${formatFinding(finding)}`)] : [];

let before: Finding[] = [];

beforeEach(async () => {
  before = await take();
});

afterEach(async () => {
  const lines = [
    ...section(before, 'in the calls before this test (hooks)'),
    ...section(await take(), 'in the calls of this test'),
  ];
  before = [];
  if (lines.length) throw new Error(`Prism found violations of openapi.json\n  ${lines.join('\n  ')}`);
});

afterAll(async () => {
  const lines = section(await take(), 'in the calls after the last test of this file');
  if (lines.length) throw new Error(`Prism found violations of openapi.json\n  ${lines.join('\n  ')}`);
});
