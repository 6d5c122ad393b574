/**
 * What a save of a layout changed, read from its audit entry: the change `sections` holds the
 * sections before and after, each in a few words ("New releases (Book, 10 items)"), and in long
 * lists "… 12 sections unchanged" for those unchanged at both ends (server/areas/layout/changes.ts).
 */
export type SectionChange =
  | { kind: 'added' | 'removed' | 'moved'; section: string }
  | { kind: 'changed'; from: string; to: string };

/** The most changes listed; the rest are counted. */
export const maxListedChanges = 8;

const isCount = (text: string) => text.startsWith('… ');
/** The title of a section's words: what comes before its last " (". */
const titleOf = (text: string) => text.slice(0, Math.max(0, text.lastIndexOf(' (')) || text.length);

const textList = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : undefined;

/** The `sections` change of an audit entry's changes, or undefined when it has none (or not one this console reads). */
export function sectionsChangeOf(changes: unknown): { from: string[]; to: string[] } | undefined {
  if (!Array.isArray(changes)) return undefined;
  const change = changes.find((item: unknown) => (item as { field?: unknown } | null)?.field === 'sections') as
    | { from?: unknown; to?: unknown }
    | undefined;
  const from = textList(change?.from ?? []);
  const to = textList(change?.to ?? []);
  return change && from && to ? { from, to } : undefined;
}

/**
 * The sections added, removed, changed and moved between two lists of their words: the same words
 * on both sides are the same section; a section gone and one new with the same title (or else at
 * the same place) are one section changed; of the same sections, those out of their order are moved.
 */
export function sectionChanges(from: string[], to: string[]): SectionChange[] {
  // The same words on both sides: the same section, at its index in each list.
  const pairs: [number, number][] = [];
  const takenTo = new Set<number>();
  const goneFrom: number[] = [];
  for (const [index, text] of from.entries()) {
    const other = to.findIndex((candidate, toIndex) => !takenTo.has(toIndex) && candidate === text);
    if (other < 0) goneFrom.push(index);
    else {
      pairs.push([index, other]);
      takenTo.add(other);
    }
  }
  let newTo = to.map((_, index) => index).filter((index) => !takenTo.has(index));

  const changed: SectionChange[] = [];
  const removed: SectionChange[] = [];
  for (const index of goneFrom) {
    const sameTitle = newTo.find((toIndex) => titleOf(to[toIndex]!) === titleOf(from[index]!));
    const samePlace = newTo.find((toIndex) => toIndex === index && !isCount(from[index]!) && !isCount(to[toIndex]!));
    const partner = sameTitle ?? samePlace;
    if (partner === undefined) {
      if (!isCount(from[index]!)) removed.push({ kind: 'removed', section: from[index]! });
      continue;
    }
    changed.push({ kind: 'changed', from: from[index]!, to: to[partner]! });
    newTo = newTo.filter((toIndex) => toIndex !== partner);
  }
  const added: SectionChange[] = newTo.filter((index) => !isCount(to[index]!)).map((index) => ({ kind: 'added', section: to[index]! }));

  // Moved: the sections left out of the longest run kept in order.
  const inOrder = keptInOrder(pairs);
  const moved: SectionChange[] = pairs
    .filter(([fromIndex], position) => !inOrder.has(position) && !isCount(from[fromIndex]!))
    .map(([fromIndex]) => ({ kind: 'moved', section: from[fromIndex]! }));
  return [...added, ...removed, ...changed, ...moved];
}

/**
 * The positions of the pairs (from index, to index) that keep their order: a longest run increasing
 * on both sides, and of those the one whose sections moved least (the others are said to move).
 */
function keptInOrder(pairs: [number, number][]): Set<number> {
  const displacement = pairs.map(([from, to]) => Math.abs(from - to));
  const length: number[] = [];
  const moved: number[] = [];
  const previous: number[] = [];
  for (const [position, [, to]] of pairs.entries()) {
    [length[position], moved[position], previous[position]] = [1, displacement[position]!, -1];
    for (let before = 0; before < position; before++) {
      if (pairs[before]![1] >= to) continue;
      const [runLength, runMoved] = [length[before]! + 1, moved[before]! + displacement[position]!];
      if (runLength > length[position]! || (runLength === length[position]! && runMoved < moved[position]!)) {
        [length[position], moved[position], previous[position]] = [runLength, runMoved, before];
      }
    }
  }
  let last = -1;
  for (const position of pairs.keys()) {
    if (last < 0 || length[position]! > length[last]! || (length[position] === length[last] && moved[position]! < moved[last]!)) last = position;
  }
  const kept = new Set<number>();
  for (let position = last; position >= 0; position = previous[position]!) kept.add(position);
  return kept;
}
