/** The overall risk combines the format's warning signs with what has been reported. */
import { describe, expect, it } from 'vitest';
import type { ScamCheckResult } from '../../../api';
import { adviceFor, analyse, combineRisk } from '.';

const lookup = (reports: number, riskLevel: ScamCheckResult['riskLevel'] = 'Unknown'): ScamCheckResult => ({
  query: 'x',
  reports,
  categories: [],
  firstReportedAt: null,
  lastReportedAt: null,
  riskLevel,
  confirmedScams: 0,
  lastConfirmedAt: null,
});
const CLEAN = analyse('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');

describe('combineRisk', () => {
  it('any High finding is High, whatever the reports say', () => {
    expect(combineRisk(analyse('binnance.com'), lookup(0))).toBe('High');
  });

  it('three or more reports make a clean value High; one or two make it Medium', () => {
    expect(combineRisk(CLEAN, lookup(3))).toBe('High');
    expect(combineRisk(CLEAN, lookup(2))).toBe('Medium');
    expect(combineRisk(CLEAN, lookup(1))).toBe('Medium');
  });

  it('follows a High or Medium answer from the lookup', () => {
    expect(combineRisk(CLEAN, lookup(1, 'High'))).toBe('High');
    expect(combineRisk(analyse('hello'), lookup(0, 'Low'))).toBe('Low');
  });

  it('a Medium finding alone is Medium; a Low note alone stays Low', () => {
    expect(combineRisk(analyse('http://example.org'), lookup(0))).toBe('Medium');
    expect(combineRisk(analyse('0xde709f2102306220921060314715629080e2fb77'), lookup(0))).toBe('Low');
  });

  it('a recognised value with nothing against it is Low, an unrecognised one Unknown', () => {
    expect(combineRisk(CLEAN, lookup(0))).toBe('Low');
    expect(combineRisk(CLEAN, null)).toBe('Low');
    expect(combineRisk(analyse('<script>alert(1)</script>'), lookup(0))).toBe('Unknown');
  });
});

describe('adviceFor', () => {
  it('gives a meaning and a short list of next steps for every level', () => {
    for (const risk of ['High', 'Medium', 'Low', 'Unknown'] as const) {
      const advice = adviceFor(risk, CLEAN, false);
      expect(advice.meaning.length).toBeGreaterThan(20);
      expect(advice.nextSteps.length).toBeGreaterThanOrEqual(3);
      expect(advice.nextSteps.length).toBeLessThanOrEqual(5);
    }
  });

  it('says so when the reports could not be checked', () => {
    expect(adviceFor('Low', CLEAN, true).meaning).toContain('could not check the reports');
  });
});
