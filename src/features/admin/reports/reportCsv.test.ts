import { describe, expect, it } from 'vitest';
import { csvCell } from '../../../components/csv';
import { emptyReport, sampleReport } from './AdminReportsPage.storyData';
import { reportFileName, reportToCsv } from './reportCsv';

const PERIOD = { from: '2026-10-27', to: '2026-11-25' };
const linesOf = (csv: string) => csv.split('\r\n');
/** The rows of the block titled `title`: its header, then its rows, up to the empty line. */
function blockOf(csv: string, title: string): string[] {
  const lines = linesOf(csv);
  const start = lines.indexOf(title);
  if (start < 0) throw new Error(`no block ${title}`);
  const end = lines.indexOf('', start);
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

describe('the report as CSV', () => {
  it('is named after its period', () => {
    expect(reportFileName(PERIOD)).toBe('dispute-report-2026-10-27-to-2026-11-25.csv');
  });

  it('starts with the period and the targets', () => {
    const report = sampleReport(PERIOD);
    expect(linesOf(reportToCsv(report)).slice(0, 8)).toEqual([
      'Dispute report',
      'From,2026-10-27',
      'To,2026-11-25',
      `Figures as of,${report.asOf}`,
      'Resolution target (hours),72',
      'Target share closed within it (%),90',
      'First-reply target (hours),24',
      '',
    ]);
  });

  it('has every figure of the totals, the backlog, the types and the assignees, in hours and percent', () => {
    const csv = reportToCsv(sampleReport(PERIOD));
    const header =
      ',Filed,Resolved,Rejected,Open at end,Replied,Reply median (hours),Reply 90th percentile (hours),Closed,' +
      'Resolution median (hours),Resolution 90th percentile (hours),Closed within target,Within target (%),Closed past target,' +
      'Replied within target,Reply within target (%),Reply past target,Refunds granted,Refund sum (USD)';
    expect(blockOf(csv, 'Totals')).toEqual([
      header,
      'All disputes,48,28,9,20,45,3,21,37,28,96,28,75.7,9,38,84.4,7,20,10180.25',
    ]);
    expect(blockOf(csv, 'Open disputes by status')).toEqual([
      'Status,Open disputes',
      'New,8',
      'In Progress,7',
      'Under Review,5',
      'Total,20',
    ]);
    expect(blockOf(csv, 'Open disputes by age')).toEqual([
      'Open for,Open disputes',
      'Under 1 day,3',
      '1–3 days,6',
      '3–7 days,5',
      'Over 7 days,6',
      'Total,20',
    ]);
    const byType = blockOf(csv, 'By dispute type');
    expect(byType[0]).toBe(`Type${header}`);
    expect(byType.slice(1).map((line) => line.split(',')[0])).toEqual([
      'Transaction error',
      'Fee dispute',
      'Scam report',
      'Unauthorized transaction',
      'Other',
    ]);
    expect(byType[2]).toBe('Fee dispute,11,8,3,3,11,2.25,9,11,22,60,10,90.9,1,10,90.9,1,6,214.75');
    const byAssignee = blockOf(csv, 'By assignee');
    expect(byAssignee[0]).toBe(`Assignee${header}`);
    // No closed dispute: no resolution times and no share, as empty cells.
    expect(byAssignee.slice(1)).toEqual([
      'Jordan Lee,20,14,4,6,20,2.5,15,18,26,80,15,83.3,3,17,85,3,10,6400.00',
      'Sam Rivera,19,14,5,5,19,3.25,22,19,30,110,13,68.4,6,15,78.9,4,10,3780.25',
      'Unassigned,9,0,0,9,6,8,30,0,,,0,,0,6,100,0,0,0.00',
    ]);
  });

  it('leaves the first-reply cells empty for a server without them', () => {
    const report = sampleReport(PERIOD);
    const older = { ...report, totals: { ...report.totals, firstReplyWithinTarget: undefined } };
    expect(blockOf(reportToCsv(older), 'Totals')[1]).toBe(
      'All disputes,48,28,9,20,45,3,21,37,28,96,28,75.7,9,,,,20,10180.25',
    );
  });

  it('writes a quiet period as zeros and empty cells', () => {
    const totals = blockOf(reportToCsv(emptyReport(PERIOD)), 'Totals');
    expect(totals[1]).toBe('All disputes,0,0,0,0,0,,,0,,,0,,0,0,,0,0,0.00');
  });

  it('quotes what needs quoting and defuses formulas in names, not in numbers', () => {
    expect(csvCell('Lee, Jordan')).toBe('"Lee, Jordan"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(-3)).toBe('-3');
  });
});
