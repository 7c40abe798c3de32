import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DisputeSummary } from '../../../api';
import { csvCell, downloadCsv, toCsv } from '../../../components/csv';
import { disputesToCsv } from './csv';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('csvCell', () => {
  it('leaves plain values alone', () => {
    expect(csvCell('DSP-100001')).toBe('DSP-100001');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell('')).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it.each(['=SUM(A1:A9)', '+1+1', '-2+3', '@cmd', '\tTAB', '\rCR'])(
    'defuses the formula %j with a leading quote',
    (value) => {
      const cell = csvCell(value);
      expect(cell.replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it('defuses and quotes together', () => {
    expect(csvCell('=HYPERLINK("http://x.example","click")')).toBe('"\'=HYPERLINK(""http://x.example"",""click"")"');
  });
});

describe('toCsv and disputesToCsv', () => {
  it('joins cells with commas and lines with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        [1, 'c,d'],
      ]),
    ).toBe('a,b\r\n1,"c,d"\r\n');
  });

  it('writes a header and one line per dispute', () => {
    const dispute: DisputeSummary = {
      id: 'DSP-1',
      type: 'fee_dispute',
      transactionId: '0xabc',
      amount: 1234.5,
      status: 'Under Review',
      createdAt: '2026-11-01T10:00:00.000Z',
      userEmail: '=cmd|"/c calc"!A1@evil.example',
      assignee: null,
      lastMessageAt: null,
      awaiting: null,
      awaitingSince: null,
    };
    expect(disputesToCsv([dispute])).toBe(
      'ID,User email,Type,Transaction ID,Amount (USD),Status,Created at,Assignee,Waiting on,Due\r\n' +
        'DSP-1,"\'=cmd|""/c calc""!A1@evil.example",Fee dispute,0xabc,1234.50,Under Review,2026-11-01T10:00:00.000Z,Unassigned,,\r\n',
    );
  });

  it('writes the assignee and who is awaited, defusing a name that reads as a formula', () => {
    const base: DisputeSummary = {
      id: 'DSP-2',
      type: 'other',
      transactionId: '0xdef',
      amount: 5,
      status: 'In Progress',
      createdAt: '2026-11-02T10:00:00.000Z',
      userEmail: 'a@example.com',
      assignee: null,
      lastMessageAt: null,
      awaiting: null,
      awaitingSince: null,
    };
    const lines = disputesToCsv([
      { ...base, assignee: { id: 'usr-2', name: 'Sam Rivera' }, awaiting: 'support' },
      { ...base, assignee: { id: 'usr-9', name: '=HYPERLINK("http://x.example")' }, awaiting: 'user' },
      { ...base, awaiting: undefined },
    ]).split('\r\n');
    expect(lines[1]?.endsWith(',Sam Rivera,Support,')).toBe(true);
    expect(lines[2]?.endsWith(',"\'=HYPERLINK(""http://x.example"")",User,')).toBe(true);
    expect(lines[3]?.endsWith(',Unassigned,,')).toBe(true);
  });

  it('writes the due time of the clock that matters now, and nothing without clocks', () => {
    const base: DisputeSummary = {
      id: 'DSP-3',
      type: 'other',
      transactionId: '0x123',
      amount: 5,
      status: 'In Progress',
      createdAt: '2026-11-02T10:00:00.000Z',
      userEmail: 'a@example.com',
      assignee: null,
      lastMessageAt: null,
      awaiting: null,
      awaitingSince: null,
    };
    const firstReply = { dueAt: '2026-11-03T10:00:00.000Z', state: 'running', remainingSeconds: 3600 } as const;
    const resolution = { dueAt: '2026-11-05T10:00:00.000Z', state: 'running', remainingSeconds: 90_000 } as const;
    const met = { ...firstReply, state: 'met', remainingSeconds: null } as const;
    const lines = disputesToCsv([
      { ...base, sla: { firstReply, resolution } },
      { ...base, sla: { firstReply: met, resolution } },
      { ...base, sla: null },
    ]).split('\r\n');
    expect(lines[1]?.endsWith(',2026-11-03T10:00:00.000Z')).toBe(true);
    expect(lines[2]?.endsWith(',2026-11-05T10:00:00.000Z')).toBe(true);
    expect(lines[3]?.endsWith(',Unassigned,,')).toBe(true);
  });
});

describe('downloadCsv', () => {
  it('clicks a temporary anchor to a CSV blob, then cleans up', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:test');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.isConnected).toBe(true);
      clicked.push(this);
    });

    downloadCsv('disputes.csv', 'a,b\r\n');

    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('disputes.csv');
    expect(clicked[0]?.href).toBe('blob:test');
    expect(clicked[0]?.isConnected).toBe(false);
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    expect(blob?.size).toBe(3 + 5); // UTF-8 byte-order mark + "a,b\r\n"
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:test');
  });
});
