import { Readable } from 'node:stream';

/**
 * The server's one CSV writer, for spreadsheets (admin exports): UTF-8 with a byte-order mark so Excel reads
 * accents, CRLF lines, every cell quoted (RFC 4180 allows it, and a `;` or a leading space then needs no rule of its
 * own for the spreadsheets of locales that split on `;`). Text that a spreadsheet would run as a formula (= + - @, tab, CR at the start) is prefixed
 * with ' (OWASP "CSV injection"): an export must never execute what a user typed into a name.
 */
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
// C0 controls but tab and line breaks (which quoted cells may hold), DEL and C1: a NUL or an escape sequence typed
// into a name must not reach a spreadsheet or a terminal.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/** The text without control characters (tab, CR and LF kept). */
export const withoutControls = (text: string) => text.replace(CONTROL, '');

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '""';
  const clean = typeof value === 'string' ? withoutControls(value) : String(value);
  const text = typeof value === 'string' && FORMULA_START.test(clean) ? `'${clean}` : clean;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

const BOM = '\uFEFF';

/** A whole file: BOM, header, rows. */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  let out = `${BOM}${csvLine(header)}`;
  for (const row of rows) out += csvLine(row);
  return out;
}

/** The same file as a stream, batch by batch as they are read: a long export never sits in memory at once. */
export function csvStream(header: readonly string[], batches: AsyncIterable<readonly (readonly CsvValue[])[]>): Readable {
  async function* chunks() {
    yield `${BOM}${csvLine(header)}`;
    for await (const rows of batches) if (rows.length > 0) yield rows.map(csvLine).join('');
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** `pharmacies-2026-11-22.csv`: the day of the export, UTC. */
export function csvFileName(prefix: string, now = new Date()): string {
  return `${prefix}-${now.toISOString().slice(0, 10)}.csv`;
}

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
