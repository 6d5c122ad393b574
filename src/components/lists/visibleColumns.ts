/**
 * The columns a DataTable shows, in the order it shows them: `keys` are its columns' sources in
 * the order they are declared, `hidden` the sources its column chooser hid, and `ranks` the
 * declared positions in the order they were dragged into (ra-ui-materialui's DataTable
 * `reorderChildren`: a position missing from `ranks` keeps its place). A rank past `keys` (a
 * column with nothing to export, such as the staff's row menu) is skipped.
 */
export function visibleColumns<Key extends string>(keys: readonly Key[], hidden: readonly string[] = [], ranks?: readonly number[]): Key[] {
  const placed: Key[] = [];
  keys.forEach((key, index) => {
    const rank = ranks?.indexOf(index) ?? -1;
    placed[rank === -1 ? index : rank] = key;
  });
  return placed.filter((key) => key !== undefined && !hidden.includes(key));
}
