/**
 * The request-body conversion refuses to drop a rule: a check it cannot state, or a rule that runs
 * after a transformation (so the document would state it of another value), stops `npm run openapi`.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { textRules } from '../src/api/documentedRules';
import { requestJsonSchema } from './openapi-schemas';

describe('requestJsonSchema', () => {
  it('fails on a custom check that carries no JSON Schema of its own', () => {
    const body = v.object({
      code: v.pipe(
        v.string(),
        v.check((value) => value !== 'x', 'No x'),
      ),
    });
    expect(() => requestJsonSchema(body)).toThrow(/check/);
  });

  it('fails on a second pattern the converter would otherwise drop', () => {
    const body = v.object({ code: v.pipe(v.string(), v.regex(/a/), v.regex(/b/)) });
    expect(() => requestJsonSchema(body)).toThrow(/regex/);
  });

  it('fails on a rule after a trim, at any depth', () => {
    const body = v.object({ name: v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(5))) });
    expect(() => requestJsonSchema(body)).toThrow(/body\.name: "max_length" runs after a transformation/);
  });

  it('states a documented rule, several patterns as allOf, and lets a trim after the rules pass', () => {
    const body = v.object({
      code: v.pipe(
        v.string(),
        ...textRules(
          { pattern: /\S/, message: 'Required' },
          { pattern: /^[a-z ]*$/, message: 'Letters' },
          { maxLength: 5, message: 'Long' },
        ),
        v.trim(),
      ),
    });
    expect(requestJsonSchema(body)).toEqual({
      type: 'object',
      properties: { code: { type: 'string', maxLength: 5, allOf: [{ pattern: '\\S' }, { pattern: '^[a-z ]*$' }] } },
      required: ['code'],
    });
  });
});
