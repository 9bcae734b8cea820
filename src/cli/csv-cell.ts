/**
 * CSV for files a spreadsheet will open, in whatever separator its locale assumes. RFC 4180
 * quoting, widened: a field is quoted when it holds a comma, a semicolon (Excel's separator in many
 * European locales), a tab (a TSV import), a quote or a line break. Quotes only help a reader that
 * splits on our comma, so a formula start (`=`, `+`, `-`, `@`, after any spaces, tabs or quotes) is
 * neutralised with a `'` wherever some reader's cell could begin: at the start of the field and
 * after each comma, semicolon, tab or line break inside it (`EX;=cmd|' /C calc'!A0;`).
 */

const FORMULA_START = /(^|[,;\t\r\n])(?=[ \t\r"]*[=+\-@])/g;
const NEEDS_QUOTES = /[",;\t\r\n]/;

/** One field as written in a row. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  const text = value === undefined || value === null ? '' : String(value);
  const safe = text.replace(FORMULA_START, "$1'");
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One row: fields as csvCell writes them, comma-separated, CRLF-terminated. */
export function csvRow(fields: readonly (string | number | boolean | null | undefined)[]): string {
  return fields.map(csvCell).join(',') + '\r\n';
}
