/**
 * String rules that mean the same in valibot and in openapi.json. The server checks each rule the
 * way a JSON Schema validator checks the keyword it becomes, and `v.metadata` hands that keyword
 * to the converter (@valibot/to-json-schema copies metadata keys into the JSON Schema), so a body
 * the document accepts is one the server accepts, and the other way round:
 * - lengths count code points, as JSON Schema does; valibot's own length actions count UTF-16
 *   units, so an emoji would be 2 there and 1 in the document;
 * - patterns run in Unicode mode, as ajv compiles `pattern`, so `[\s\S]{18}` means 18 code points;
 * - every rule judges the value as sent. A schema may trim after its rules, for what it stores,
 *   never before them: the document has no trim, so a rule after one would judge another string.
 */
import * as v from 'valibot';

export type TextRule = { message: string } & (
  | { minLength: number }
  | { maxLength: number }
  | { pattern: RegExp }
  /** A JSON Schema `format`, with the server's test of exactly what the document's validator accepts. */
  | { format: string; test: (value: string) => boolean }
);

export type TextKeywords = {
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  allOf?: { pattern: string }[];
  format?: string;
};

/** Characters as JSON Schema counts them: code points (a lone surrogate counts as one too). */
export const codePointLength = (value: string): number => [...value].length;

/** Has a character that is not white space: what `trim()` leaves non-empty (JS trim and `\s` strip the same set). */
export const NON_BLANK = /\S/;

/**
 * At least `min` (≥ 2) characters once the white space around them is gone: a non-blank character,
 * then another at least `min - 1` further on. Unanchored at the end and without nested repetition,
 * so it runs in linear time on any input.
 */
export const trimmedAtLeast = (min: number): RegExp => new RegExp(`^\\s*\\S[\\s\\S]{${min - 2},}\\S`);

function compile(rule: TextRule): (value: string) => boolean {
  if ('minLength' in rule) return (value) => codePointLength(value) >= rule.minLength;
  if ('maxLength' in rule) return (value) => codePointLength(value) <= rule.maxLength;
  if ('pattern' in rule) {
    // A flag would change what the server matches without reaching the document.
    if (rule.pattern.flags) throw new Error(`${String(rule.pattern)}: a JSON Schema pattern carries no flags`);
    const unicode = new RegExp(rule.pattern.source, 'u');
    return (value) => unicode.test(value);
  }
  return rule.test;
}

/** One pattern is `pattern`; several are `allOf`, since a JSON Schema has one `pattern` keyword. */
function keywords(rules: readonly TextRule[]): TextKeywords {
  const result: TextKeywords = {};
  const patterns: string[] = [];
  for (const rule of rules) {
    if ('minLength' in rule) result.minLength = rule.minLength;
    else if ('maxLength' in rule) result.maxLength = rule.maxLength;
    else if ('pattern' in rule) patterns.push(rule.pattern.source);
    else result.format = rule.format;
  }
  if (patterns.length === 1) result.pattern = patterns[0];
  if (patterns.length > 1) result.allOf = patterns.map((pattern) => ({ pattern }));
  return result;
}

/**
 * The rules as two pipe items: the check, and the metadata that states it in the document. A value
 * earns the message of the first rule it breaks and no other, so "   " is "required", not also
 * "not a valid date"; the order matters only for that.
 */
export function textRules(...rules: TextRule[]) {
  const checks = rules.map((rule) => ({ test: compile(rule), message: rule.message }));
  return [
    v.rawCheck<string>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const broken = checks.find((check) => !check.test(dataset.value));
      if (broken) addIssue({ message: broken.message });
    }),
    v.metadata<string, TextKeywords>(keywords(rules)),
  ] as const;
}
