/**
 * The `date-time` reader: RFC 3339's forms, everything the document's own validator (ajv-formats)
 * passes for `format: date-time`, and one canonical UTC output that Date and string sorting accept.
 */
import { toJsonSchema } from '@valibot/to-json-schema';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DATE_TIME_MESSAGE, DateTimeSchema, toCanonicalDateTime } from './dateTime';

const CANONICAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const ajv = new Ajv();
addFormats(ajv);
const ajvDateTime = ajv.compile({ type: 'string', format: 'date-time' });
const ajvAccepts = (value: string): boolean => ajvDateTime(value);

describe('toCanonicalDateTime', () => {
  it.each([
    ['2024-05-01t10:00:00z', '2024-05-01T10:00:00.000Z'],
    ['2024-05-01T10:00:00Z', '2024-05-01T10:00:00.000Z'],
    ['2024-05-01T10:00:00.1234567890Z', '2024-05-01T10:00:00.123Z'],
    ['2024-05-01T10:00:00.9999Z', '2024-05-01T10:00:00.999Z'],
    ['2024-05-01T10:00:00.5Z', '2024-05-01T10:00:00.500Z'],
    ['2024-05-01T10:00:00+05:30', '2024-05-01T04:30:00.000Z'],
    ['2024-05-01T10:00:00-00:00', '2024-05-01T10:00:00.000Z'],
    ['2024-05-01T23:30:00-01:00', '2024-05-02T00:30:00.000Z'],
    ['0001-01-01T00:00:00Z', '0001-01-01T00:00:00.000Z'],
    ['0050-06-15T12:00:00Z', '0050-06-15T12:00:00.000Z'],
    ['9999-12-01T00:00:00Z', '9999-12-01T00:00:00.000Z'],
    ['1970-01-01T00:00:00Z', '1970-01-01T00:00:00.000Z'],
    ['2024-02-29T00:00:00Z', '2024-02-29T00:00:00.000Z'],
    ['2000-02-29T00:00:00Z', '2000-02-29T00:00:00.000Z'],
    ['0000-02-29T00:00:00Z', '0000-02-29T00:00:00.000Z'],
  ])('reads %s as %s', (input, expected) => {
    expect(toCanonicalDateTime(input)).toBe(expected);
  });

  it('reads a leap second as the last millisecond of its minute, on the day the server named', () => {
    expect(toCanonicalDateTime('2016-12-31T23:59:60Z')).toBe('2016-12-31T23:59:59.999Z');
    expect(toCanonicalDateTime('2016-12-31T23:59:60.5Z')).toBe('2016-12-31T23:59:59.999Z');
    expect(toCanonicalDateTime('2017-01-01T05:29:60+05:30')).toBe('2016-12-31T23:59:59.999Z');
    // JSON Schema validators accept :60 at any minute; so does the app.
    expect(toCanonicalDateTime('2024-05-01T10:15:60Z')).toBe('2024-05-01T10:15:59.999Z');
  });

  it('also reads what ajv-formats passes beyond RFC 3339: a space separator, offsets without colon or minutes', () => {
    expect(toCanonicalDateTime('2024-05-01 10:00:00Z')).toBe('2024-05-01T10:00:00.000Z');
    expect(toCanonicalDateTime('2024-05-01T10:00:00+0530')).toBe('2024-05-01T04:30:00.000Z');
    expect(toCanonicalDateTime('2024-05-01T10:00:00+05')).toBe('2024-05-01T05:00:00.000Z');
    expect(toCanonicalDateTime('2016-12-31T24:59:60+01:00')).toBe('2016-12-31T23:59:59.999Z');
  });

  it('holds instants an offset pushes past year 9999 or before year 0000 at the four-digit ends', () => {
    expect(toCanonicalDateTime('9999-12-31T23:00:00-05:00')).toBe('9999-12-31T23:59:59.999Z');
    expect(toCanonicalDateTime('0000-01-01T00:00:00+01:00')).toBe('0000-01-01T00:00:00.000Z');
  });

  it.each([
    '2024-05-01',
    '2024-05-01T10:00:00',
    '2024-05-01T10:00Z',
    '2024-05-01T10:00:00.Z',
    '2023-02-29T00:00:00Z',
    '1900-02-29T00:00:00Z',
    '2024-04-31T00:00:00Z',
    '2024-13-01T00:00:00Z',
    '2024-00-01T00:00:00Z',
    '2024-05-00T00:00:00Z',
    '2024-05-01T24:00:00Z',
    '2024-05-01T23:60:00Z',
    '2024-05-01T10:00:61Z',
    '2024-05-01T10:00:00+24:00',
    '2024-05-01T10:00:00+05:60',
    '2024-05-01T10:00:00+5:30',
    '24-05-01T10:00:00Z',
    '+002024-05-01T10:00:00Z',
    ' 2024-05-01T10:00:00Z',
    '2024-05-01T10:00:00Z ',
    '2024-05-01X10:00:00Z',
    '2024-05-01T10:00:00UTC',
    '２０２４-05-01T10:00:00Z',
    '',
  ])('refuses %j', (input) => {
    expect(toCanonicalDateTime(input)).toBeNull();
  });

  it('gives strings that sort in time order, whatever offsets the inputs had', () => {
    const inputs = [
      '2024-05-01T10:00:00+05:30',
      '2024-05-01t04:00:00z',
      '2024-04-30T23:00:00-06:00',
      '0001-01-01T00:00:00Z',
      '9999-12-01T00:00:00Z',
    ];
    const outputs = inputs.map((input) => toCanonicalDateTime(input) ?? '');
    const byString = [...outputs].sort();
    const byTime = [...outputs].sort((a, b) => new Date(a).getTime() - new Date(b).getTime());
    expect(byString).toEqual(byTime);
    expect(byString[0]).toBe('0001-01-01T00:00:00.000Z');
  });
});

/** A small seeded generator, so a failure reproduces. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % n;
  };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

describe('toCanonicalDateTime against ajv-formats, over generated strings', () => {
  const next = random(20240501);
  const pick = <T>(items: readonly T[]): T => items[next(items.length)] as T;
  const candidates = Array.from({ length: 20_000 }, () => {
    const year = pick([0, 1, 99, 1900, 1970, 2000, 2016, 2024, 9999, next(10_000)]);
    const date = `${pad(year, 4)}-${pad(next(14))}-${pad(next(33))}`;
    const time = `${pad(pick([0, 10, 23, 24, 25, next(30)]))}:${pad(pick([0, 30, 59, 60, 61, next(62)]))}:${pad(pick([0, 30, 59, 60, 61]))}`;
    const fraction = pick(['', '', '.5', '.123', `.${'1234567890'.slice(0, 1 + next(10))}`]);
    const offset = `${pad(pick([0, 1, 5, 23, 24, next(25)]))}`;
    const zone = pick([
      'Z',
      'z',
      '',
      `+${offset}:${pad(pick([0, 1, 30, 59, 60]))}`,
      `-${offset}:${pad(pick([0, 1, 30, 59, 60]))}`,
      `+${offset}${pad(pick([0, 30, 60]))}`,
      `-${offset}`,
    ]);
    return `${date}${pick(['T', 't', ' ', '\t', 'x'])}${time}${fraction}${zone}`;
  });

  it('accepts every string ajv passes, and beyond it only a second of 60', () => {
    const missed = candidates.filter((s) => ajvAccepts(s) && toCanonicalDateTime(s) === null);
    const extra = candidates.filter(
      (s) => !ajvAccepts(s) && toCanonicalDateTime(s) !== null && s.slice(17, 19) !== '60',
    );
    expect(missed).toEqual([]);
    expect(extra).toEqual([]);
    expect(candidates.filter((s) => ajvAccepts(s)).length).toBeGreaterThan(1000);
  });

  it('always outputs the canonical toISOString form, at the instant Date itself reads', () => {
    for (const input of candidates) {
      const output = toCanonicalDateTime(input);
      if (output === null) continue;
      expect(output).toMatch(CANONICAL);
      expect(new Date(output).toISOString()).toBe(output);
      // Date parses RFC 3339's plain form itself (upper-case T, three fraction digits, hh:mm offset):
      // where it can, the two agree.
      const plain = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:(?:[0-5]\d))(\.\d{3})?(Z|[+-]\d{2}:\d{2})$/.exec(input);
      const [, y, m] = /^(\d{4})-(\d{2})/.exec(input) ?? [];
      if (plain && !['0000', '9999'].includes(y ?? '') && !(m === '00')) {
        expect(output).toBe(new Date(input).toISOString());
      }
    }
  });
});

describe('DateTimeSchema', () => {
  it('outputs the canonical form and refuses anything else with its message', () => {
    expect(v.parse(DateTimeSchema, '2024-05-01t10:00:00z')).toBe('2024-05-01T10:00:00.000Z');
    const result = v.safeParse(DateTimeSchema, '2024-05-01');
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(DATE_TIME_MESSAGE);
    expect(v.safeParse(DateTimeSchema, 1_714_557_600_000).success).toBe(false);
  });

  it('says format: date-time in the document', () => {
    expect(toJsonSchema(DateTimeSchema, { target: 'draft-2020-12', typeMode: 'output', errorMode: 'ignore' })).toEqual({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'string',
      format: 'date-time',
    });
  });
});
