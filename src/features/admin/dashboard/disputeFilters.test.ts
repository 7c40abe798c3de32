import { describe, expect, it } from 'vitest';
import type { DisputeSummary } from '../../../api';
import { filterDisputes, pageCount, pageOf, parseFilters, toSearchParams, type DisputeFilters } from './disputeFilters';

const row = (id: string, userEmail: string, status: DisputeSummary['status'], type: DisputeSummary['type']): DisputeSummary => ({
  id, userEmail, status, type, transactionId: `0x${id}`, amount: 10, createdAt: '2026-11-01T00:00:00.000Z', assignee: null, lastMessageAt: null, awaiting: null,
});

const ROWS = [
  row('DSP-100001', 'alice@example.com', 'New', 'fee_dispute'),
  row('DSP-100002', 'Bob@Example.com', 'Resolved', 'scam_report'),
  row('DSP-100003', 'carol@example.net', 'New', 'scam_report'),
  row('DSP-100004', 'dave@example.net', 'Rejected', 'fee_dispute'),
  row('DSP-100005', 'erin@example.org', 'In Progress', 'other'),
];
const none: DisputeFilters = { query: '', statuses: [], types: [], page: 1 };
const ids = (rows: DisputeSummary[]) => rows.map((r) => r.id);

describe('filterDisputes', () => {
  it('keeps everything without search or filters', () => {
    expect(filterDisputes(ROWS, none)).toEqual(ROWS);
  });

  it('matches the dispute id or the user email, case-insensitively, ignoring outer spaces', () => {
    expect(ids(filterDisputes(ROWS, { ...none, query: 'dsp-100003' }))).toEqual(['DSP-100003']);
    expect(ids(filterDisputes(ROWS, { ...none, query: ' BOB@example.COM ' }))).toEqual(['DSP-100002']);
    expect(ids(filterDisputes(ROWS, { ...none, query: 'EXAMPLE.NET' }))).toEqual(['DSP-100003', 'DSP-100004']);
    expect(filterDisputes(ROWS, { ...none, query: 'fee_dispute' })).toEqual([]);
  });

  it('combines statuses with OR', () => {
    expect(ids(filterDisputes(ROWS, { ...none, statuses: ['New', 'Rejected'] }))).toEqual(['DSP-100001', 'DSP-100003', 'DSP-100004']);
  });

  it('combines types with OR', () => {
    expect(ids(filterDisputes(ROWS, { ...none, types: ['scam_report', 'other'] }))).toEqual(['DSP-100002', 'DSP-100003', 'DSP-100005']);
  });

  it('combines the groups and the search with AND', () => {
    expect(ids(filterDisputes(ROWS, { ...none, statuses: ['New', 'Rejected'], types: ['fee_dispute'] }))).toEqual(['DSP-100001', 'DSP-100004']);
    expect(ids(filterDisputes(ROWS, { ...none, query: 'example.net', statuses: ['New', 'Rejected'], types: ['fee_dispute'] }))).toEqual(['DSP-100004']);
  });
});

describe('paging', () => {
  const many = Array.from({ length: 12 }, (_, i) => i + 1);

  it('shows 5 rows a page', () => {
    expect(pageCount(12)).toBe(3);
    expect(pageCount(0)).toBe(1);
    expect(pageOf(many, 1)).toEqual({ rows: [1, 2, 3, 4, 5], page: 1 });
    expect(pageOf(many, 3)).toEqual({ rows: [11, 12], page: 3 });
  });

  it('clamps a page out of range', () => {
    expect(pageOf(many, 9)).toEqual({ rows: [11, 12], page: 3 });
    expect(pageOf(many, 0).page).toBe(1);
    expect(pageOf([], 4)).toEqual({ rows: [], page: 1 });
  });
});

describe('URL round trip', () => {
  it('reads search, filters and page from the query string', () => {
    expect(parseFilters(new URLSearchParams('q=Bob&status=Resolved,New&type=fee_dispute&page=2'))).toEqual({
      query: 'Bob', statuses: ['New', 'Resolved'], types: ['fee_dispute'], page: 2,
    });
  });

  it('drops unknown values and bad pages', () => {
    expect(parseFilters(new URLSearchParams('status=Open,New&type=nope&page=-3'))).toEqual({ query: '', statuses: ['New'], types: [], page: 1 });
    expect(parseFilters(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('writes only what is set, and reads back the same', () => {
    expect(toSearchParams(none).toString()).toBe('');
    const filters: DisputeFilters = { query: 'a b', statuses: ['Under Review', 'New'], types: ['other'], page: 4 };
    const params = toSearchParams(filters);
    expect(params.toString()).toBe('q=a+b&status=New%2CUnder+Review&type=other&page=4');
    expect(parseFilters(params)).toEqual({ ...filters, statuses: ['New', 'Under Review'] });
  });
});
