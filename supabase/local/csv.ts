type Row = Record<string, unknown>;

/** RFC 4180: quoted when needed, quotes doubled; formulas neutralised for spreadsheet safety. */
export function toCsv(rows: readonly Row[]): string {
  if (rows.length === 0) return '';
  const columns = Object.keys(rows[0]!);
  const cell = (value: unknown) => {
    let text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `${[columns.join(','), ...rows.map((row) => columns.map((column) => cell(row[column])).join(','))].join('\r\n')}\r\n`;
}
