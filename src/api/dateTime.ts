/**
 * The `date-time` of every answer: what RFC 3339 section 5.6 allows, read into one canonical form.
 *
 * Accepted: `YYYY-MM-DD`, `T`, `hh:mm:ss`, an optional fraction of any length, then `Z` or an
 * offset `+hh:mm` / `-hh:mm` (`-00:00` included). Letters in either case, as RFC 3339 allows. The
 * date must exist (29 February only in a leap year); hours 00-23, minutes 00-59, offsets up to 23:59.
 *
 * Whatever a server validated against openapi.json can send must read, and ajv-formats, the JSON
 * Schema validator the document is checked with, passes a little more than RFC 3339, so this does
 * too: a space (or other white space) for the `T`, an offset without its colon (`+0530`) or without
 * minutes (`+05`), and ajv's leap-second arithmetic, whose fields need only add up to 23:59 UTC
 * (`24:59:60+01:00`).
 *
 * Leap seconds: second 60 is accepted at any minute, as JSON Schema validators do not know the
 * leap-second table. JavaScript dates have no second 60, so it reads as the last millisecond of
 * its minute (`23:59:60.5Z` becomes `23:59:59.999Z`): the instant stays on the day and in the
 * minute the server named, and still sorts after everything earlier in that minute.
 *
 * Output: `Date#toISOString()` in UTC with milliseconds (a longer fraction is cut, never rounded
 * into the next second), so `new Date(value)` works and the strings sort by time. An offset can
 * carry a time past year 9999 or before year 0000, where toISOString would switch to six-digit
 * years and break that sorting; such an instant is held at 9999-12-31T23:59:59.999Z or
 * 0000-01-01T00:00:00.000Z.
 */
import * as v from 'valibot';

export const DATE_TIME_MESSAGE = 'Must be an RFC 3339 date-time';

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt\s](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:[Zz]|([+-])(\d{2})(?::?(\d{2}))?)$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const daysInMonth = (year: number, month: number) =>
  month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);

/** The earliest and latest instants whose toISOString has a four-digit year. */
const FIRST_INSTANT = new Date('0000-01-01T00:00:00.000Z').getTime();
const LAST_INSTANT = new Date('9999-12-31T23:59:59.999Z').getTime();

/**
 * ajv-formats' leap-second rule, kept as it is: a second of 60 (and below 61) whose hour and
 * minute, less the offset, come to 23:59 UTC, even when the fields themselves are out of range.
 */
function isAjvLeapSecond(
  hour: number,
  minute: number,
  second: number,
  sign: number,
  offsetHour: number,
  offsetMinute: number,
) {
  const utcMinute = minute - offsetMinute * sign;
  const utcHour = hour - offsetHour * sign - (utcMinute < 0 ? 1 : 0);
  return (utcHour === 23 || utcHour === -1) && (utcMinute === 59 || utcMinute === -1) && second < 61;
}

/** The canonical UTC form of an RFC 3339 date-time, or null when `value` is not one. */
export function toCanonicalDateTime(value: string): string | null {
  const match = DATE_TIME.exec(value);
  if (!match) return null;
  const [
    ,
    yearText,
    monthText,
    dayText,
    hourText,
    minuteText,
    secondText,
    fraction = '',
    signText,
    offsetHourText = '0',
    offsetMinuteText = '0',
  ] = match;
  const [year, month, day, hour, minute, second] = [yearText, monthText, dayText, hourText, minuteText, secondText].map(
    Number,
  ) as [number, number, number, number, number, number];
  const sign = signText === '-' ? -1 : 1;
  const offsetHour = Number(offsetHourText);
  const offsetMinute = Number(offsetMinuteText);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (offsetHour > 23 || offsetMinute > 59) return null;
  const inRange = hour <= 23 && minute <= 59 && second <= 60;
  if (!inRange && !(second === 60 && isAjvLeapSecond(hour, minute, second, sign, offsetHour, offsetMinute)))
    return null;

  const leap = second === 60;
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0-99 as 1900-1999.
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, leap ? 59 : second, leap ? 999 : Number(fraction.slice(0, 3).padEnd(3, '0')));
  const instant = date.getTime() - sign * (offsetHour * 60 + offsetMinute) * 60_000;
  return new Date(Math.min(LAST_INSTANT, Math.max(FIRST_INSTANT, instant))).toISOString();
}

/**
 * A `date-time` field of an answer: openapi.json says `format: date-time`, the output is the
 * canonical UTC form above.
 */
export const DateTimeSchema = v.pipe(
  v.string(),
  v.metadata({ format: 'date-time' }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const canonical = toCanonicalDateTime(dataset.value);
    if (canonical === null) {
      addIssue({ message: DATE_TIME_MESSAGE });
      return NEVER;
    }
    return canonical;
  }),
);
