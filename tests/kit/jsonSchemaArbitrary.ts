/**
 * fast-check arbitraries from a JSON Schema: values meant to pass it and near misses meant to
 * fail it by one rule (a boundary length, a blank or padded string, an emoji where a length is
 * counted, a number just out of range, a wrong type, a missing required key, an impossible date).
 * Which of the two a value turns out to be is for a validator to say, never for this file: the
 * generator only has to reach both sides of every rule often.
 *
 * The subset covered is what openapi.json uses: `$ref` to its components, objects with
 * `properties`/`required`, strings with `minLength`/`maxLength`/`pattern`/`format`, `enum`,
 * `const`, numbers with `minimum`/`maximum`, booleans, null, `anyOf`/`oneOf`/`allOf` and `if/then`.
 */
import fc from 'fast-check';

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  required?: string[];
  enum?: JsonValue[];
  const?: JsonValue;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  if?: JsonSchema;
  then?: JsonSchema;
}

export interface ArbitraryOptions {
  /** The document `$ref`s point into (`#/components/schemas/X`). */
  root: unknown;
  /** Values that pass a format, where the default would not suit the caller (dates not in the future). */
  formats?: Record<string, fc.Arbitrary<string>>;
}

/** A schema with its `allOf` folded in: every pattern it must match, and the tightest bounds. */
interface Flat extends JsonSchema {
  patterns: string[];
}

const WHITESPACE = ['', ' ', '   ', '\t', '\n', '\r\n', '\u00a0', '\u2028', '\u3000', '\ufeff', ' \u200b '];
const HOSTILE = ['\u0000', '\u200b', '\u202e', '\u00ad', '\ud800', '😀', '𝟙𝟚𝟛', 'ＤＳＰ', '<b>', "'; --"];
const NEAR_NUMBERS = [
  '-5',
  '-0',
  '0',
  '0.0',
  '0.001',
  '0.009',
  '0.01',
  '00.01',
  '1',
  ' 7 ',
  '\u00a012.50\u3000',
  '.5',
  '5.',
  '1e3',
  '1,000',
  '0x10',
  'abc',
  'NaN',
  'Infinity',
  '１２',
  '999999999.999',
  '1000000000',
  '1000000000.00',
  '1000000000.5',
  '1000000000.0000000000001',
  '0.00999999999999999999999',
  '1000000001',
  '12345678901234567890',
];
const NEAR_DATES = [
  'yesterday-ish',
  '2026-02-30',
  '2025-02-29',
  '1900-02-29',
  '2000-02-29',
  '2024-02-29',
  '2026-04-31',
  '2026-13-01',
  '2026-00-10',
  '2026-3-1',
  ' 2026-03-10 ',
  '2026-03-10\n',
  '10/03/2026',
  '2026-03-01T00:00:00Z',
  '+002026-03-01',
  '２０２６-03-01',
];
const NEAR_EMAILS = [
  'a@b',
  'a@b.c',
  'a@@example.org',
  'a b@example.org',
  ' a@example.org',
  'a@example.org ',
  'a@-x.org',
  'a@x-.org',
  '.a@example.org',
  'a.@example.org',
  'a..b@example.org',
  '"a"@example.org',
  "o'brien@example.org",
  'ſ@example.org',
  'a@example.org\u200b',
  'A+tag@EXAMPLE.ORG',
  'a@[127.0.0.1]',
  'é@example.org',
];

const codePoints = (value: string) => [...value];

export class SchemaArbitraries {
  constructor(private readonly options: ArbitraryOptions) {}

  /** Mostly values aimed at the schema, often near misses of it. */
  any(schema: JsonSchema): fc.Arbitrary<unknown> {
    return fc.oneof({ weight: 3, arbitrary: this.valid(schema) }, { weight: 2, arbitrary: this.nearMiss(schema) });
  }

  /** Values built to pass the schema; the patterns and formats are only aimed at, not guaranteed. */
  valid(schema: JsonSchema): fc.Arbitrary<unknown> {
    const flat = this.flatten(schema);
    if (flat.const !== undefined) return fc.constant(flat.const);
    if (flat.enum) return fc.constantFrom(...flat.enum);
    const branches = flat.anyOf ?? flat.oneOf;
    if (branches) return fc.oneof(...branches.map((branch) => this.valid(branch)));
    switch (typeOf(flat)) {
      case 'object':
        return this.object(flat, false);
      case 'array':
        return fc.array(this.valid(flat.items ?? {}), { minLength: flat.minItems ?? 0, maxLength: flat.maxItems ?? 5 });
      case 'string':
        return this.string(flat);
      case 'number':
        return numbers(flat, false);
      case 'integer':
        return numbers(flat, true);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      default:
        return fc.jsonValue();
    }
  }

  /** Values one rule away from passing, or of another type altogether. */
  nearMiss(schema: JsonSchema): fc.Arbitrary<unknown> {
    const flat = this.flatten(schema);
    const wrongType = fc.oneof(
      fc.constant(null),
      fc.boolean(),
      fc.integer(),
      fc.string({ maxLength: 3 }),
      fc.constant([]),
      fc.constant({}),
    );
    const own: fc.Arbitrary<unknown>[] = [];
    if (flat.enum || flat.const !== undefined) {
      const values = flat.enum ?? [flat.const ?? null];
      own.push(
        fc
          .constantFrom(...values)
          .chain((value) =>
            typeof value === 'string'
              ? fc.constantFrom(`${value} `, value.toUpperCase(), '')
              : fc.constantFrom(String(value), typeof value === 'boolean' ? !value : 1),
          ),
      );
    }
    for (const branch of flat.anyOf ?? flat.oneOf ?? []) own.push(this.nearMiss(branch));
    const type = typeOf(flat);
    if (type === 'object') own.push(this.object(flat, true));
    if (type === 'array') {
      // One item broken, or one item too many.
      const items = flat.items ?? {};
      own.push(
        fc
          .tuple(fc.array(this.valid(items), { maxLength: 3 }), this.nearMiss(items))
          .map(([kept, broken]) => [...kept, broken]),
      );
      if (flat.maxItems !== undefined)
        own.push(fc.array(this.valid(items), { minLength: flat.maxItems + 1, maxLength: flat.maxItems + 1 }));
    }
    if (type === 'string') own.push(this.nearString(flat));
    if (type === 'number' || type === 'integer') own.push(nearNumbers(flat), fc.constantFrom(...NEAR_NUMBERS));
    return own.length
      ? fc.oneof({ weight: 4, arbitrary: fc.oneof(...own) }, { weight: 1, arbitrary: wrongType })
      : wrongType;
  }

  /** The schema a `$ref` points to (the schema itself when it is none). */
  resolve(schema: JsonSchema): JsonSchema {
    if (!schema.$ref) return schema;
    const prefix = '#/';
    if (!schema.$ref.startsWith(prefix)) throw new Error(`Only local $refs are supported: ${schema.$ref}`);
    let node: unknown = this.options.root;
    for (const part of schema.$ref.slice(prefix.length).split('/')) {
      node =
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[part.replaceAll('~1', '/').replaceAll('~0', '~')]
          : undefined;
    }
    if (typeof node !== 'object' || node === null) throw new Error(`Unresolved $ref ${schema.$ref}`);
    return this.resolve(node as JsonSchema);
  }

  private flatten(schema: JsonSchema): Flat {
    const { allOf = [], ...own } = this.resolve(schema);
    const flat: Flat = { ...own, patterns: own.pattern === undefined ? [] : [own.pattern] };
    for (const part of allOf.map((item) => this.flatten(item))) {
      flat.patterns.push(...part.patterns);
      if (part.minLength !== undefined) flat.minLength = Math.max(flat.minLength ?? 0, part.minLength);
      if (part.maxLength !== undefined) flat.maxLength = Math.min(flat.maxLength ?? Infinity, part.maxLength);
      flat.format ??= part.format;
      flat.type ??= part.type;
    }
    return flat;
  }

  /**
   * Objects of the schema's properties: required keys present, optional ones sometimes, unknown
   * ones sometimes. A near miss breaks one property, drops a required key, or is not an object.
   */
  private object(schema: Flat, nearMiss: boolean): fc.Arbitrary<unknown> {
    const properties = schema.properties ?? {};
    const required = schema.required ?? [];
    const keys = Object.keys(properties);
    const record = fc.record(Object.fromEntries(keys.map((key) => [key, this.valid(properties[key] ?? {})])), {
      requiredKeys: keys.filter((key) => required.includes(key)),
    });
    const extras = fc.dictionary(
      fc.constantFrom('extra', 'id', 'status', '__proto__', 'constructor'),
      fc.jsonValue({ maxDepth: 1 }),
      { maxKeys: 2 },
    );
    const valid = fc
      .tuple(record, fc.option(extras, { freq: 4 }))
      .map(([body, extra]) => ({ ...(extra ?? {}), ...body }));
    if (!nearMiss) return valid;
    if (keys.length === 0) return fc.constantFrom([], 'text', 1, null);
    const brokenProperty = fc
      .tuple(valid, fc.constantFrom(...keys))
      .chain(([body, key]) => this.nearMiss(properties[key] ?? {}).map((value) => ({ ...body, [key]: value })));
    const missingKey = required.length
      ? fc
          .tuple(valid, fc.constantFrom(...required))
          .map(([body, key]) => Object.fromEntries(Object.entries(body).filter(([name]) => name !== key)))
      : valid;
    return fc.oneof(
      { weight: 4, arbitrary: brokenProperty },
      { weight: 1, arbitrary: missingKey },
      { weight: 1, arbitrary: fc.constantFrom([], [{}], 'text', 1, null, true) },
    );
  }

  private string(schema: Flat): fc.Arbitrary<string> {
    const sources: fc.Arbitrary<string>[] = schema.patterns.map((pattern) =>
      fc.stringMatching(new RegExp(pattern, 'u')),
    );
    const format =
      schema.format === undefined ? undefined : (this.options.formats?.[schema.format] ?? FORMATS[schema.format]);
    if (format) sources.push(format, format, format);
    if (sources.length === 0) {
      const unit = fc.constantFrom<'grapheme-ascii' | 'grapheme' | 'binary'>('grapheme-ascii', 'grapheme', 'binary');
      sources.push(
        unit.chain((kind) =>
          fc.string({ unit: kind, minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 60) }),
        ),
      );
    }
    const max = schema.maxLength;
    return fc
      .oneof(...sources)
      .map((value) =>
        max !== undefined && codePoints(value).length > max ? codePoints(value).slice(0, max).join('') : value,
      );
  }

  /** Blank, padded, hostile, just too short or too long (in code points and in UTF-16 units), or a known trap. */
  private nearString(schema: Flat): fc.Arbitrary<string> {
    const base = this.string(schema);
    const edits: fc.Arbitrary<string>[] = [
      fc.constantFrom(...WHITESPACE),
      fc
        .tuple(base, fc.constantFrom(...WHITESPACE, ...HOSTILE), fc.boolean())
        .map(([value, extra, before]) => (before ? extra + value : value + extra)),
      fc.tuple(base, fc.constantFrom(...HOSTILE), fc.nat()).map(([value, extra, at]) => {
        const chars = codePoints(value);
        chars.splice(at % (chars.length + 1), 0, extra);
        return chars.join('');
      }),
      fc.constantFrom(...NEAR_NUMBERS, ...NEAR_DATES, ...NEAR_EMAILS),
    ];
    for (const bound of [schema.minLength, schema.maxLength]) {
      if (bound === undefined) continue;
      // A value of exactly the bound and one past it, padded with one character repeated: an ASCII
      // one, or an emoji, which JSON Schema counts once and UTF-16 twice.
      for (const length of [bound - 1, bound, bound + 1].filter((n) => n >= 0)) {
        edits.push(fc.tuple(base, fc.constantFrom('a', '😀', ' ')).map(([value, pad]) => padTo(value, length, pad)));
      }
    }
    return fc.oneof(...edits);
  }
}

/** `value` grown (at its start, so a trailing anchor still holds) or cut to `length` code points. */
function padTo(value: string, length: number, pad: string): string {
  const chars = codePoints(value);
  if (chars.length >= length) return chars.slice(0, length).join('');
  return pad.repeat(length - chars.length) + value;
}

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type[0];
  return schema.type ?? (schema.properties ? 'object' : undefined);
}

/** Dates that exist (leap days included) and the other valid forms of the formats the document names. */
const FORMATS: Record<string, fc.Arbitrary<string>> = {
  date: fc
    .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  email: fc.oneof(
    fc.emailAddress(),
    fc.constantFrom('mary@example.org', 'o.brien+tag@mail.example.co.uk', 'X_Y@Example.ORG'),
  ),
};

function numbers(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1e12;
  const max = schema.maximum ?? 1e12;
  const inside = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  const bounds = [schema.minimum, schema.maximum].filter((bound): bound is number => bound !== undefined);
  return bounds.length
    ? fc.oneof({ weight: 4, arbitrary: inside }, { weight: 1, arbitrary: fc.constantFrom(...bounds) })
    : inside;
}

/** Just outside each bound, far outside, the other sign, and fractions where integers are due. */
function nearNumbers(schema: JsonSchema): fc.Arbitrary<number> {
  const near: number[] = [-1, -0.01, 0, 0.5, 1e21, -1e21, Number.MAX_VALUE, Number.MIN_VALUE];
  if (schema.minimum !== undefined)
    near.push(schema.minimum - 1, schema.minimum - Math.abs(schema.minimum) * 1e-9, schema.minimum / 2);
  if (schema.maximum !== undefined) near.push(schema.maximum + 1, schema.maximum + 0.5, schema.maximum * 2);
  return fc.constantFrom(...near);
}
