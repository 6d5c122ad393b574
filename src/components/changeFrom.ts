/**
 * The change from `previous` to `current` as a fraction (0.12 is +12%); null when there was
 * nothing before to compare with.
 */
export function changeFrom(previous: number, current: number): number | null {
  if (previous === 0) return null;
  return (current - previous) / previous;
}
