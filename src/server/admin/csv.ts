/**
 * A small CSV writer (RFC 4180): every field quoted, inner quotes doubled, CRLF line ends.
 * A value a spreadsheet would run as a formula (starting with =, +, @, a tab or a carriage
 * return, or with - unless the whole value is a plain number) is prefixed with ' so it is shown
 * as text, never evaluated. A negative amount ("-1762.53") stays a number, so the books add it.
 */

/** A cell value; null and undefined are written as empty fields. */
export type CsvValue = string | number | boolean | Date | null | undefined;

/** One column: its header and how to read its value from a row. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

// OWASP's list of formula triggers: =, +, -, @, tab and carriage return.
const FORMULA_START = /^[=+\-@\t\r]/;
// A minus sign before a plain decimal number is a negative amount, which a spreadsheet reads as
// a number and runs nothing; "-2+3" or "-A1" would run, so only the whole value counts.
const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;

/** One field, quoted, with formula injection disarmed. */
export function csvField(value: CsvValue): string {
  const text = value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  const safe = FORMULA_START.test(text) && !NEGATIVE_NUMBER.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The header line, ended by CRLF. */
export function csvHeader<Row>(columns: readonly CsvColumn<Row>[]): string {
  return `${columns.map((column) => csvField(column.header)).join(",")}\r\n`;
}

/** The lines of `rows`, each ended by CRLF. */
export function csvLines<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return rows.map((row) => `${columns.map((column) => csvField(column.value(row))).join(",")}\r\n`).join("");
}

/** The whole file: a header line, then one line per row, each ended by CRLF. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return csvHeader(columns) + csvLines(columns, rows);
}

/**
 * The file as a stream: a byte order mark (so Excel reads UTF-8) and the header at once, then
 * one batch of `batches` each time the reader asks for more. Only one batch is ever held, so
 * memory stays flat however many rows there are, and the download starts before any is read.
 */
export function csvStream<Row>(columns: readonly CsvColumn<Row>[], batches: AsyncIterator<readonly Row[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(`\uFEFF${csvHeader(columns)}`));
      },
      async pull(controller) {
        const next = await batches.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(csvLines(columns, next.value)));
      },
      async cancel() {
        await batches.return?.();
      },
    },
    // Nothing is read ahead: the next batch is queried only when the reader wants it.
    { highWaterMark: 0 },
  );
}
