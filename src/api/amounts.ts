/** The amount of a dispute as answers carry it: a number, or the same as a decimal string. */
import * as v from 'valibot';

/** The largest amount a filing may carry (`LIMITS.amountMax` of the request rules). */
export const AMOUNT_MAX = 1_000_000_000;

/**
 * A decimal string from 0 to AMOUNT_MAX: at most nine integer digits, or AMOUNT_MAX itself, and up
 * to 18 fraction digits (a token's smallest unit). Bounding the integer part is what keeps every
 * string the document allows a finite number: `^\d+` alone admits 400 digits, which is Infinity.
 */
export const AMOUNT_STRING_PATTERN = /^(?:\d{1,9}(?:\.\d{1,18})?|1000000000(?:\.0{1,18})?)$/;

const AMOUNT_MESSAGE = 'Amount must be a number from 0 to 1,000,000,000';

/**
 * The amount of a dispute in an answer: what a server can have stored, a number from 0 to
 * AMOUNT_MAX or the same as a decimal string. The output is always that finite number.
 */
export const ResponseAmountSchema = v.union(
  [
    v.pipe(v.number(), v.minValue(0, AMOUNT_MESSAGE), v.maxValue(AMOUNT_MAX, AMOUNT_MESSAGE)),
    v.pipe(v.string(), v.trim(), v.regex(AMOUNT_STRING_PATTERN, AMOUNT_MESSAGE), v.transform(Number)),
  ],
  AMOUNT_MESSAGE,
);
