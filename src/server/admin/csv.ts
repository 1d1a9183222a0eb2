/**
 * A small CSV writer (RFC 4180): every field quoted, inner quotes doubled, CRLF line ends.
 * A value a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a
 * carriage return) is prefixed with ' so it is shown as text, never evaluated.
 */

/** A cell value; null and undefined are written as empty fields. */
export type CsvValue = string | number | boolean | Date | null | undefined;

/** One column: its header and how to read its value from a row. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

// OWASP's list of formula triggers: the brief's four plus tab and carriage return.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field, quoted, with formula injection disarmed. */
export function csvField(value: CsvValue): string {
  const text = value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The whole file: a header line, then one line per row, each ended by CRLF. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => csvField(column.header)), ...rows.map((row) => columns.map((column) => csvField(column.value(row))))];
  return lines.map((fields) => `${fields.join(",")}\r\n`).join("");
}
