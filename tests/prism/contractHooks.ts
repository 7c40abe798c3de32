/**
 * A setup file of the conformance suite in Prism mode (tests/contract/vitest.config.ts adds it):
 * after each test, the findings the recorder (./contractProxy.ts) kept since the last look fail
 * that test, so a violation shows up on the test whose calls caused it. The suite runs one file
 * and one test at a time, so "since the last look" is exactly this test (and, for the first test
 * of a file, the file's beforeAll calls).
 */
import { afterAll, afterEach, inject } from 'vitest';
import { FINDINGS_PATH } from './contractProxy';
import { formatFinding, type Finding } from './violations';

const BASE_URL = inject('contractBaseUrl');

async function failOnFindings(when: string): Promise<void> {
  const response = await fetch(`${BASE_URL}${FINDINGS_PATH}`);
  const findings = (await response.json()) as Finding[];
  if (findings.length === 0) return;
  throw new Error(`Prism reported ${findings.length} violation(s) of openapi.json ${when}:\n  ${findings.map(formatFinding).join('\n  ')}`);
}

afterEach(() => failOnFindings('in the calls of this test'));
afterAll(() => failOnFindings('in the calls after the last test of this file'));
