/**
 * The kinds of field the request bodies are made of, each stated in openapi.json exactly as the
 * server checks it (./documentedRules.ts): required and optional text, names, email addresses and
 * amounts. The messages are the ones the forms show, word for word.
 */
import * as v from 'valibot';
import { NON_BLANK, textRules } from './documentedRules';

/** Upper bounds shared by the request bodies and the forms (an input's maxLength, for one). */
export const LIMITS = {
  passwordMin: 8,
  passwordMax: 256,
  descriptionMin: 20,
  responseMin: 10,
  textMax: 5000,
  shortTextMax: 200,
  emailMax: 254,
  amountMin: 0.01,
  amountMax: 1_000_000_000,
} as const;

export const tooLong = (max: number) => ({ maxLength: max, message: `Must be at most ${max} characters` });

/** Something besides white space, at most `max` characters as sent; stored trimmed. */
export const requiredText = (message: string, max: number = LIMITS.shortTextMax) =>
  v.pipe(v.string(message), ...textRules({ pattern: NON_BLANK, message }, tooLong(max)), v.trim());

export const optionalText = (max: number) => v.nullish(v.pipe(v.string(), ...textRules(tooLong(max)), v.trim()));

/**
 * An email address exactly as ajv-formats' `email` format (its default, full mode) accepts it, so
 * the document can say `format: email` and mean the server's rule. Letter case is spelled out, as
 * a JSON Schema pattern has no `i` flag; ajv's `/i` without `u` folds ASCII letters only, so the
 * two accept the same strings (requests.test.ts compares them character by character).
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?\.)+[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?$/;

const isEmail = (value: string) => EMAIL_PATTERN.test(value);

/** The length first, so the pattern never runs on a long string; no trimming, as the format allows no white space. */
export const emailField = (message: string) =>
  v.pipe(
    v.string(message),
    ...textRules(
      { maxLength: LIMITS.emailMax, message },
      { pattern: EMAIL_PATTERN, message },
      { format: 'email', test: isEmail, message },
    ),
  );

export const NAME_CHARACTERS_MESSAGE = 'Names cannot contain invisible or control characters';

/**
 * A name may hold letters of any script, spaces, hyphens, apostrophes and so on, but nothing a
 * reader cannot see or that reorders what they see: C0 and C1 controls (NUL included) and DEL,
 * the soft hyphen, zero-width spaces, joiners and non-joiners, the word joiner and the invisible
 * operators, the byte-order mark, line and paragraph separators, and every bidi mark, embedding,
 * override and isolate. Otherwise `admin\u200b` passes for `admin`, or a name renders backwards.
 * Escapes and no flags, so the source is a valid JSON Schema `pattern` in openapi.json.
 */
export const NAME_PATTERN =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point: they are refused
  /^[^\u0000-\u001F\u007F-\u009F\u00AD\u061C\u200B-\u200F\u2028-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]*$/;

/** The rule above as a pipe action, for a form that trims a name before judging it. */
export const nameCharacters = () => v.regex(NAME_PATTERN, NAME_CHARACTERS_MESSAGE);

const NAME_DESCRIPTION = 'No control, zero-width or bidirectional formatting characters.';
const nameRule = { pattern: NAME_PATTERN, message: NAME_CHARACTERS_MESSAGE };

// As sent: a tab or a byte-order mark around a name is refused like one inside it.
export const requiredName = (message: string, max: number) =>
  v.pipe(
    v.string(message),
    ...textRules({ pattern: NON_BLANK, message }, tooLong(max), nameRule),
    v.description(NAME_DESCRIPTION),
    v.trim(),
  );

export const optionalName = (max: number) =>
  v.nullish(v.pipe(v.string(), ...textRules(tooLong(max), nameRule), v.description(NAME_DESCRIPTION), v.trim()));

const AMOUNT_MIN_MESSAGE = 'Amount must be greater than 0';
const AMOUNT_MAX_MESSAGE = 'Amount is too large';

/**
 * An amount sent as text: a plain decimal, white space around it allowed, whose exact value lies
 * in [0.01, 1e9]. A pattern cannot compare numbers, so the bounds are spelled out in digits: a
 * nonzero whole part or at least a cent in the first two decimals; at most nine digits before the
 * point, or 1000000000 itself. Judged on the digits, not on Number(), whose rounding would let
 * "1000000000.0000000000001" through as 1e9.
 */
const DECIMAL = /^\s*\d+(?:\.\d+)?\s*$/;
const AT_LEAST_A_CENT = /^\s*(?:0*[1-9]\d*(?:\.\d+)?|0+\.(?:0[1-9]|[1-9])\d*)\s*$/;
const AT_MOST_A_BILLION = /^\s*(?:0*\d{1,9}(?:\.\d+)?|0*1000000000(?:\.0+)?)\s*$/;

/**
 * A number or a numeric string; always a number once parsed, so nothing downstream deals with
 * strings. The conversion comes after the union: inside the string branch it would hide that
 * branch's message ("Amount must be a number") behind the union's.
 */
export const AmountInputSchema = v.pipe(
  v.union(
    [
      v.pipe(
        v.number(AMOUNT_MIN_MESSAGE),
        v.minValue(LIMITS.amountMin, AMOUNT_MIN_MESSAGE),
        v.maxValue(LIMITS.amountMax, AMOUNT_MAX_MESSAGE),
      ),
      v.pipe(
        v.string(AMOUNT_MIN_MESSAGE),
        ...textRules(
          { pattern: NON_BLANK, message: AMOUNT_MIN_MESSAGE },
          { pattern: DECIMAL, message: 'Amount must be a number' },
          { pattern: AT_LEAST_A_CENT, message: AMOUNT_MIN_MESSAGE },
          { pattern: AT_MOST_A_BILLION, message: AMOUNT_MAX_MESSAGE },
        ),
      ),
    ],
    AMOUNT_MIN_MESSAGE,
  ),
  // Every string that passed is a decimal in range, and rounding to the nearest double is
  // monotonic, so the number stays within [0.01, 1e9] too.
  v.transform(Number),
);
