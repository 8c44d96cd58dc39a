/**
 * A CSV that Excel in Portuguese opens as columns (docs/product.md#usage-report): `;` between
 * fields, a UTF-8 byte order mark, CRLF line ends, fields quoted when they hold `;`, a quote or a
 * line break, and a text beginning with = + - @ (or a tab or CR) given a leading apostrophe so it
 * never runs as a formula (OWASP's CSV injection advice).
 */
const BOM = '\uFEFF';

function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function excelCsv(rows: string[][]): string {
  return `${BOM}${rows.map((r) => r.map(field).join(';')).join('\r\n')}\r\n`;
}

/** Centavos with a decimal comma and no thousands separator, as a spreadsheet reads a number. */
export function centsCell(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}
