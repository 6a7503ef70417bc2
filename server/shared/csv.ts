/** RFC 4180 quoting; a leading = + - @ (or tab, CR) would run as a formula in a spreadsheet, so it gets a ' first. */
function csvCell(value: string | number | boolean | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV for a spreadsheet: the byte-order mark makes Excel read UTF-8 (Hindi, Arabic names). */
export function toCsv(rows: readonly (readonly (string | number | boolean | null)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
