import { describe, expect, test } from 'vitest';
import { type DraftSection, type SavedSection, withKey, withoutKey } from '../../resources/layout/layoutSections';
import { mergeSections } from '../../resources/layout/mergeSections';
import { sectionChanges, sectionsChangeOf } from '../../resources/layout/sectionChanges';

const book = (title: string, overrides: Partial<SavedSection> = {}): SavedSection => ({
  code: 'content',
  sectionKey: 'book',
  title,
  itemCount: 10,
  visible: true,
  ...overrides,
});
const featured: SavedSection = { code: '3', sectionKey: null, title: 'Featured', itemCount: 5, visible: true };

/** The loaded sections with their keys, and a draft of them changed by `edit`. */
function loaded(sections: SavedSection[]) {
  const base = sections.map(withKey);
  const keyOf = (title: string) => base.find((section) => section.title === title)!.key;
  return { base, keyOf };
}
const titles = (sections: SavedSection[]) => sections.map((section) => section.title);
const merged = (base: DraftSection[], mine: DraftSection[], theirs: SavedSection[]) => mergeSections(base, mine, theirs).map(withoutKey);

describe('apply my changes on top of theirs (mergeSections)', () => {
  const start = [featured, book('New releases'), book('Bestsellers'), book('Classics')];

  test('their change to one section and mine to another both stay', () => {
    const { base, keyOf } = loaded(start);
    const mine = base.map((section) => (section.key === keyOf('Classics') ? { ...section, itemCount: 3 } : section));
    const theirs = [featured, book('New this week'), book('Bestsellers'), book('Classics')];
    expect(merged(base, mine, theirs)).toEqual([featured, book('New this week'), book('Bestsellers'), book('Classics', { itemCount: 3 })]);
  });

  test('on one section, their fields stay where I changed others; mine win where we both did', () => {
    const { base, keyOf } = loaded(start);
    const mine = base.map((section) => (section.key === keyOf('Bestsellers') ? { ...section, visible: false, itemCount: 2 } : section));
    const theirs = [featured, book('New releases'), book('Bestsellers', { itemCount: 20, title: 'Bestsellers' }), book('Classics')];
    expect(merged(base, mine, theirs)[2]).toEqual(book('Bestsellers', { visible: false, itemCount: 2 }));
    const renamed = [featured, book('New releases'), book('Top sellers', { itemCount: 20 }), book('Classics')];
    expect(merged(base, mine, renamed)[2]).toEqual(book('Top sellers', { visible: false, itemCount: 2 }));
  });

  test('sections added by either go after the section they follow; removed by either are gone', () => {
    const { base, keyOf } = loaded(start);
    const mine = [...base.filter((section) => section.key !== keyOf('Classics')), withKey(book('Mine, last'))];
    mine.splice(1, 0, withKey(book('Mine, second')));
    const theirs = [featured, book('New releases'), book('Theirs, third'), book('Classics')];
    expect(titles(merged(base, mine, theirs))).toEqual(['Featured', 'Mine, second', 'New releases', 'Theirs, third', 'Mine, last']);
  });

  test('the order is mine when I moved sections, theirs otherwise', () => {
    const { base, keyOf } = loaded(start);
    const moved = [base[3]!, ...base.slice(0, 3)];
    const theirs = [featured, book('Bestsellers'), book('New releases'), book('Classics'), book('Theirs')];
    expect(titles(merged(base, moved, theirs))).toEqual(['Classics', 'Theirs', 'Featured', 'New releases', 'Bestsellers']);
    const edited = base.map((section) => (section.key === keyOf('Featured') ? { ...section, title: 'Picks' } : section));
    expect(titles(merged(base, edited, theirs))).toEqual(['Picks', 'Bestsellers', 'New releases', 'Classics', 'Theirs']);
  });

  test('a section they removed stays removed, unless I changed it', () => {
    const { base, keyOf } = loaded(start);
    const theirs = [featured, book('New releases')];
    expect(titles(merged(base, base, theirs))).toEqual(['Featured', 'New releases']);
    const edited = base.map((section) => (section.key === keyOf('Classics') ? { ...section, itemCount: 1 } : section));
    expect(merged(base, edited, theirs)).toEqual([featured, book('New releases'), book('Classics', { itemCount: 1 })]);
  });

  test('the keys of my draft are kept, so that the server’s messages find their sections', () => {
    const { base } = loaded(start);
    const result = mergeSections(base, base, [book('Theirs'), ...start]);
    expect(result.slice(1).map((section) => section.key)).toEqual(base.map((section) => section.key));
  });
});

describe('what they changed, from the audit entry (sectionChanges)', () => {
  test('added, removed, changed and moved sections', () => {
    const from = ['Featured (Highlight area, 5 items)', 'New releases (Book, 10 items)', 'Bestsellers (Book, 10 items)', 'Old (News, 3 items)'];
    const to = ['Bestsellers (Book, 10 items)', 'Featured (Highlight area, 5 items)', 'New releases (Book, 4 items, hidden)', 'Press (News, 3 items)', 'Fresh (Videos, 2 items)'];
    expect(sectionChanges(from, to)).toEqual([
      { kind: 'added', section: 'Fresh (Videos, 2 items)' },
      { kind: 'changed', from: 'New releases (Book, 10 items)', to: 'New releases (Book, 4 items, hidden)' },
      { kind: 'changed', from: 'Old (News, 3 items)', to: 'Press (News, 3 items)' },
      { kind: 'moved', section: 'Bestsellers (Book, 10 items)' },
    ]);
    expect(sectionChanges(['A (Book, 1 item)'], [])).toEqual([{ kind: 'removed', section: 'A (Book, 1 item)' }]);
    expect(sectionChanges([], ['A (Book, 1 item)'])).toEqual([{ kind: 'added', section: 'A (Book, 1 item)' }]);
  });

  test('the counts of sections unchanged are not changes', () => {
    const from = ['… 6 sections unchanged', 'S6 (Book, 2 items)', 'S7 (Book, 2 items)', '… 6 sections unchanged'];
    const to = ['… 6 sections unchanged', 'S7 (Book, 2 items)', 'S6 (Book, 2 items)', '… 6 sections unchanged'];
    // Two sections swapped: one of them moved.
    expect(sectionChanges(from, to)).toEqual([{ kind: 'moved', section: expect.stringMatching(/^S[67] /) }]);
    expect(sectionChanges(['… 14 sections unchanged'], ['… 14 sections unchanged', 'Last (Book, 2 items)'])).toEqual([
      { kind: 'added', section: 'Last (Book, 2 items)' },
    ]);
  });

  test('reads the `sections` change of an entry, and nothing else', () => {
    expect(sectionsChangeOf([{ field: 'sections', from: ['a'], to: [] }])).toEqual({ from: ['a'], to: [] });
    expect(sectionsChangeOf([{ field: 'title', from: 'a', to: 'b' }])).toBeUndefined();
    expect(sectionsChangeOf([{ field: 'sections', from: 'a', to: [] }])).toBeUndefined();
    expect(sectionsChangeOf(null)).toBeUndefined();
  });
});
