import { type DraftSection, type SavedSection, withKey } from './layoutSections';

/**
 * "Apply my changes on top" of a layout someone else saved meanwhile: the changes of `mine` (the
 * draft) from `base` (the sections it was loaded with, whose keys it keeps) are made to `theirs`
 * (the layout saved since), so that both people's changes stay:
 *
 * - a section I removed is removed, one I changed gets the fields I changed (theirs keep the others);
 * - a section I added goes after the section it follows in my draft;
 * - a section they added goes after the section it follows in theirs;
 * - the order is mine when I moved sections, theirs otherwise;
 * - a section they removed stays removed, unless I changed it.
 *
 * Their sections are matched to the loaded ones by their fields: the same section where it was,
 * the same section elsewhere, then the same kind and title, then the same kind where it was.
 * The answer keeps the keys of the draft (so that the server's messages find their sections).
 */
export function mergeSections(base: DraftSection[], mine: DraftSection[], theirs: SavedSection[]): DraftSection[] {
  const theirsOfBase = matchSections(base, theirs);
  const mineByKey = new Map(mine.map((section) => [section.key, section]));
  const baseKeys = new Set(base.map((section) => section.key));

  // Every section of the answer by an id: `b:` one I loaded, `t:` one they added, `m:` one I added.
  const sections = new Map<string, DraftSection>();
  const baseIdOfTheirs = new Map<number, string>();
  for (const [index, section] of base.entries()) {
    const mineNow = mineByKey.get(section.key);
    const theirIndex = theirsOfBase.get(index);
    const changes = mineNow ? changedFields(section, mineNow) : {};
    if (theirIndex !== undefined) baseIdOfTheirs.set(theirIndex, `b:${section.key}`);
    // Removed by me; or removed by them and left as it was by me.
    if (!mineNow || (theirIndex === undefined && Object.keys(changes).length === 0)) continue;
    const theirsNow = theirIndex === undefined ? section : theirs[theirIndex]!;
    sections.set(`b:${section.key}`, { ...theirsNow, ...changes, key: section.key });
  }
  for (const [index, section] of theirs.entries()) {
    if (!baseIdOfTheirs.has(index)) sections.set(`t:${index}`, withKey(section));
  }
  for (const section of mine) if (!baseKeys.has(section.key)) sections.set(`m:${section.key}`, section);

  const theirOrder = theirs.map((_, index) => baseIdOfTheirs.get(index) ?? `t:${index}`).filter((id) => sections.has(id));
  const myOrder = mine.map((section) => (baseKeys.has(section.key) ? `b:${section.key}` : `m:${section.key}`)).filter((id) => sections.has(id));
  const order = movedByMe(base, mine) ? withTheRest(myOrder, theirOrder) : withTheRest(theirOrder, myOrder);
  return order.map((id) => sections.get(id)!);
}

const sameKind = (a: SavedSection, b: SavedSection) => a.code === b.code && a.sectionKey === b.sectionKey;
const sameSection = (a: SavedSection, b: SavedSection) =>
  sameKind(a, b) && a.title === b.title && a.itemCount === b.itemCount && a.visible === b.visible;

/** Which of `theirs` each loaded section became (by index), by the rules of `mergeSections`. */
function matchSections(base: SavedSection[], theirs: SavedSection[]): Map<number, number> {
  const matched = new Map<number, number>();
  const taken = new Set<number>();
  const pair = (baseIndex: number, theirIndex: number) => {
    matched.set(baseIndex, theirIndex);
    taken.add(theirIndex);
  };
  const rules: ((a: SavedSection, b: SavedSection, sameIndex: boolean) => boolean)[] = [
    (a, b, sameIndex) => sameIndex && sameSection(a, b),
    (a, b) => sameSection(a, b),
    (a, b) => sameKind(a, b) && a.title === b.title,
    (a, b, sameIndex) => sameIndex && sameKind(a, b),
  ];
  for (const rule of rules) {
    for (const [baseIndex, section] of base.entries()) {
      if (matched.has(baseIndex)) continue;
      const theirIndex = theirs.findIndex((candidate, index) => !taken.has(index) && rule(section, candidate, index === baseIndex));
      if (theirIndex >= 0) pair(baseIndex, theirIndex);
    }
  }
  return matched;
}

/** The fields of a section I changed: what it shows (code and key together), title, items, visibility. */
function changedFields(loaded: SavedSection, edited: SavedSection): Partial<SavedSection> {
  return {
    ...(!sameKind(loaded, edited) && { code: edited.code, sectionKey: edited.sectionKey }),
    ...(loaded.title !== edited.title && { title: edited.title }),
    ...(loaded.itemCount !== edited.itemCount && { itemCount: edited.itemCount }),
    ...(loaded.visible !== edited.visible && { visible: edited.visible }),
  };
}

/** Whether the draft puts the loaded sections it kept in another order. */
function movedByMe(base: DraftSection[], mine: DraftSection[]): boolean {
  const kept = new Set(mine.map((section) => section.key));
  const loadedOrder = base.filter((section) => kept.has(section.key)).map((section) => section.key);
  const myOrder = mine.filter((section) => loadedOrder.includes(section.key)).map((section) => section.key);
  return loadedOrder.some((key, index) => myOrder[index] !== key);
}

/** `order`, with each id of `other` it lacks placed after the id it follows in `other` (first when none). */
function withTheRest(order: string[], other: string[]): string[] {
  const result = [...order];
  for (const [index, id] of other.entries()) {
    if (result.includes(id)) continue;
    const before = other.slice(0, index).reverse().find((previous) => result.includes(previous));
    result.splice(before === undefined ? 0 : result.indexOf(before) + 1, 0, id);
  }
  return result;
}
