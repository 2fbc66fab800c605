/**
 * The one CSV writer of every export (browse, results, quotes): RFC 4180 quoting, CRLF line
 * ends, a byte-order mark so spreadsheets read Chinese as UTF-8. Text a spreadsheet would run as
 * a formula (`=`, `+`, `-`, `@`, tab or carriage return first, after any `'` already there) is
 * written with one more leading `'`: a shared link can carry any instance name
 * (`=HYPERLINK(…)`), and a download must never turn it into a live formula. Numbers and booleans
 * are written as they are, so `-5` stays a number.
 */
export type CsvCell = string | number | boolean | null | undefined;

/** Text a spreadsheet would run as a formula (after any `'` already there). */
const FORMULA_START = /^'*[=+\-@\t\r]/;

const BOM = '\uFEFF';

/** One cell as CSV text. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  const formula = typeof value === 'string' && FORMULA_START.test(text);
  if (formula) text = `'${text}`;
  const quote =
    formula || /[",\r\n\uFEFF]/.test(text) || text.startsWith(' ') || text.endsWith(' ');
  return quote ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: a header line, then one line per row, lines separated by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `${BOM}${lines.join('\r\n')}`;
}
