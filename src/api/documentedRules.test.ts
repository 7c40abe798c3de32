/**
 * The facts the documented rules rest on: JS `trim()` and the pattern `\s` mean the same white
 * space, code points are counted as ajv counts them, a trimmed minimum length reads the same as a
 * pattern, and each value earns one message.
 */
import ucs2length from 'ajv/dist/runtime/ucs2length';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { codePointLength, NON_BLANK, textRules, trimmedAtLeast } from './documentedRules';

/** Any UTF-16 string, lone surrogates included: JSON can carry them. */
const anyUnits = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)) });
const WHITE = [' ', '\t', '\n', '\u00a0', '\u2028', '\u3000', '\ufeff'];
/** Strings rich in white space, emoji and lone surrogates around a few letters. */
const spaced = fc
  .array(fc.constantFrom(...WHITE, 'a', 'é', '😀', '\ud800', '\u200b'), { maxLength: 30 })
  .map((parts) => parts.join(''));

describe('the rules under the documented checks', () => {
  it('JS trim() strips exactly the characters \\s matches in Unicode mode, so "non-blank" reads the same on both sides', () => {
    for (let unit = 0; unit <= 0xffff; unit++) {
      const char = String.fromCharCode(unit);
      if (/\s/u.test(char) !== (char.trim() === '')) throw new Error(`U+${unit.toString(16)} differs`);
    }
    fc.assert(fc.property(anyUnits, spaced, (a, b) => NON_BLANK.test(a + b) === ((a + b).trim() !== '')));
  });

  it('counts characters as ajv counts a JSON Schema length', () => {
    fc.assert(
      fc.property(
        fc.oneof(anyUnits, fc.string({ unit: 'grapheme' }), spaced),
        (value) => codePointLength(value) === ucs2length(value),
      ),
    );
    expect(codePointLength('😀'.repeat(150))).toBe(150);
  });

  it('reads "at least n characters once trimmed" from one pattern, in code points', () => {
    for (const min of [2, 10, 20]) {
      const pattern = new RegExp(trimmedAtLeast(min).source, 'u');
      fc.assert(fc.property(spaced, (value) => pattern.test(value) === codePointLength(value.trim()) >= min));
    }
  });

  it('gives a value the message of the first rule it breaks, and no other', () => {
    const schema = v.pipe(
      v.string(),
      ...textRules(
        { pattern: NON_BLANK, message: 'Required' },
        { maxLength: 3, message: 'Too long' },
        { minLength: 2, message: 'Too short' },
      ),
    );
    const messages = (value: string) => v.safeParse(schema, value).issues?.map((issue) => issue.message) ?? [];
    expect(messages('   ')).toEqual(['Required']);
    expect(messages('abcd ')).toEqual(['Too long']);
    expect(messages('a')).toEqual(['Too short']);
    expect(messages('😀😀😀')).toEqual([]);
  });

  it('refuses a pattern with flags, which the document could not carry', () => {
    expect(() => textRules({ pattern: /a/i, message: 'A' })).toThrow(/no flags/);
  });
});
