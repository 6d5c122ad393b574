/** A plain-text table: a header, a rule, and left-aligned columns padded to their widest cell. */
export function renderTable(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
export const ms = (...values: number[]) => `${values.join(' / ')} ms`;
