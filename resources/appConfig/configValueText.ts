/** A value on one line: its runs of spaces and line breaks become one space. */
export const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** A value on one line, cut to `length` characters with an ellipsis. */
export function shortened(value: string, length: number): string {
  const line = oneLine(value);
  return line.length > length ? `${line.slice(0, length - 1)}…` : line;
}
