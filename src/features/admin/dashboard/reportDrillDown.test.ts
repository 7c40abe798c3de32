import { describe, expect, it } from 'vitest';
import {
  drillDownHeading,
  drillDownHref,
  drillDownQuery,
  drillDownSearchParams,
  keepDrillDown,
  parseDrillDown,
  withoutDrillDown,
  type DrillDown,
} from './reportDrillDown';

const NOV = { from: '2026-11-01', to: '2026-11-30' };
const params = (query: string) => new URLSearchParams(query);

describe('the drill-down in the list’s URL', () => {
  it('reads a figure with its period, its group and its backlog row', () => {
    expect(parseDrillDown(params('report=filed&from=2026-11-01&to=2026-11-30&rtype=fee_dispute'))).toEqual({
      figure: 'filed',
      ...NOV,
      type: 'fee_dispute',
    });
    expect(
      parseDrillDown(params('report=backlogStatus&from=2026-11-01&to=2026-11-30&rassignee=none&rstatus=In+Progress')),
    ).toEqual({ figure: 'backlogStatus', ...NOV, assignee: 'none', status: 'In Progress' });
    expect(parseDrillDown(params('report=backlogAge&from=2026-11-01&to=2026-11-30&rage=over7Days'))).toEqual({
      figure: 'backlogAge',
      ...NOV,
      age: 'over7Days',
    });
  });

  it('is none without a known figure and two calendar days, and drops a part that is not one of its values', () => {
    expect(parseDrillDown(params('status=New&type=fee_dispute'))).toBeNull();
    expect(parseDrillDown(params('report=closed&from=2026-11-01&to=2026-11-30'))).toBeNull();
    expect(parseDrillDown(params('report=filed&from=2026-11-01'))).toBeNull();
    expect(parseDrillDown(params('report=filed&from=2026-02-30&to=2026-03-01'))).toBeNull();
    expect(
      parseDrillDown(params('report=filed&from=2026-11-01&to=2026-11-30&rtype=phishing&rstatus=Resolved')),
    ).toEqual({ figure: 'filed', ...NOV });
  });

  it('writes the same URL for the same figure, and reads back what it wrote', () => {
    const drillDown: DrillDown = { figure: 'firstReplyBreached', ...NOV, assignee: 'usr-2' };
    expect(drillDownHref(drillDown)).toBe(
      '/admin/dashboard?report=firstReplyBreached&from=2026-11-01&to=2026-11-30&rassignee=usr-2',
    );
    expect(parseDrillDown(drillDownSearchParams(drillDown))).toEqual(drillDown);
    const status: DrillDown = { figure: 'backlogStatus', ...NOV, status: 'Under Review' };
    expect(parseDrillDown(drillDownSearchParams(status))).toEqual(status);
  });

  it('never meets the list’s own filters: each keeps its names', () => {
    const both = params('report=filed&from=2026-11-01&to=2026-11-30&rtype=other&type=fee_dispute&status=New&page=3');
    expect(parseDrillDown(both)?.type).toBe('other');
    expect(withoutDrillDown(both).toString()).toBe('type=fee_dispute&status=New');
    const next = keepDrillDown(both, params('q=dsp&status=Resolved'));
    expect(next.toString()).toBe('q=dsp&status=Resolved&report=filed&from=2026-11-01&to=2026-11-30&rtype=other');
    expect(keepDrillDown(params('status=New'), params('status=Resolved')).toString()).toBe('status=Resolved');
  });

  it('asks the server for exactly the figure', () => {
    expect(drillDownQuery({ figure: 'backlogAge', ...NOV, age: 'days1To3' })).toEqual({
      figure: 'backlogAge',
      ...NOV,
      age: 'days1To3',
    });
  });
});

describe('what the list says it shows', () => {
  it('names the count, the figure, the period as Reports writes it, and the group', () => {
    expect(
      drillDownHeading({ figure: 'filed', ...NOV, type: 'unauthorized_transaction' }, 34, 'Unauthorized transaction'),
    ).toBe('34 disputes filed from Nov 1, 2026 to Nov 30, 2026, Unauthorized transaction');
    expect(drillDownHeading({ figure: 'resolved', from: '2026-11-25', to: '2026-11-25' }, 1, null)).toBe(
      '1 dispute resolved on Nov 25, 2026',
    );
    expect(drillDownHeading({ figure: 'open', ...NOV, assignee: 'none' }, 20, 'Unassigned')).toBe(
      '20 disputes open at the end of Nov 30, 2026, Unassigned',
    );
    expect(drillDownHeading({ figure: 'breached', ...NOV }, 9, 'Sam Rivera')).toBe(
      '9 disputes closed past the resolution target from Nov 1, 2026 to Nov 30, 2026, Sam Rivera',
    );
    expect(drillDownHeading({ figure: 'firstReplyWithinTarget', ...NOV }, 40, null)).toBe(
      '40 disputes filed from Nov 1, 2026 to Nov 30, 2026 and answered within the first-reply target',
    );
    expect(drillDownHeading({ figure: 'backlogStatus', ...NOV, status: 'New' }, 8, null)).toBe(
      '8 disputes open at the end of Nov 30, 2026 with status New',
    );
    expect(drillDownHeading({ figure: 'backlogAge', ...NOV, age: 'over7Days' }, 0, null)).toBe(
      '0 disputes open for over 7 days at the end of Nov 30, 2026',
    );
  });
});
