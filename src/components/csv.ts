/**
 * CSV text and its download, for every export of the admin screens: RFC 4180 quoting, CRLF, a
 * byte-order mark; a text cell a spreadsheet would read as a formula (starting with = + - @, tab or
 * carriage return) gets a leading quote (OWASP "CSV injection"), since names and emails come from outside.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvRow = readonly (string | number)[];

export function csvCell(value: string | number): string {
  let text = String(value);
  // Numbers are written as they are: a negative figure is no formula.
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of cells to CSV text, lines ending in CRLF. */
export const toCsv = (rows: readonly CsvRow[]): string =>
  rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** Saves `csv` as a file: a Blob behind an object URL, clicked through a temporary anchor. */
export function downloadCsv(filename: string, csv: string): void {
  // The byte-order mark lets spreadsheet programs read the file as UTF-8.
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.style.display = 'none';
  document.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    // Revoked on the next turn, once the browser has started the download.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
