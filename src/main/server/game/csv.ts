/** The CSV files the operator downloads: their fields and lines, safe to open in any spreadsheet. */

export type CsvCell = string | number | boolean;

/**
 * One CSV field: quoted when needed, and never read as a formula by a spreadsheet. A field with a
 * `;` is quoted too: spreadsheets in many locales split at semicolons, and would read `x;=2+5` as a
 * cell `x` and a formula. Quoted, it stays one cell, whose start is the only one that can be a formula.
 */
export function csvField(value: CsvCell): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The lines with Windows line ends, as spreadsheets expect. */
export function csv(rows: CsvCell[][]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
