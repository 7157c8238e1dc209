/**
 * CSV files for spreadsheets (admin exports): UTF-8 with a byte-order mark so Excel reads accents, CRLF lines,
 * every cell quoted. Text that a spreadsheet would run as a formula (= + - @, tab, CR at the start) is prefixed
 * with ' (OWASP "CSV injection"): an export must never execute what a user typed into a name.
 */
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '""';
  const text = typeof value === 'string' ? (FORMULA_START.test(value) ? `'${value}` : value) : String(value);
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** A whole file: BOM, header, rows. */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  let out = `\uFEFF${csvLine(header)}`;
  for (const row of rows) out += csvLine(row);
  return out;
}

/** `pharmacies-2026-11-22.csv`: the day of the export, UTC. */
export function csvFileName(prefix: string, now = new Date()): string {
  return `${prefix}-${now.toISOString().slice(0, 10)}.csv`;
}

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
