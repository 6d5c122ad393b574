import { describe, expect, test } from 'vitest';
import {
  fieldsOfKind,
  kindOf,
  type SavedSection,
  sameSections,
  sectionErrorsOf,
  withKey,
  withoutKey,
} from '../../resources/layout/layoutSections';

const featured: SavedSection = { code: '3', sectionKey: null, title: 'Featured', itemCount: 5, visible: true };
const books: SavedSection = { code: 'content', sectionKey: 'book', title: 'New this week', itemCount: 10, visible: true };

describe('the layout editor’s sections', () => {
  test('the kind select stands for code and sectionKey, both ways', () => {
    expect(kindOf(featured)).toBe('highlight');
    expect(kindOf(books)).toBe('book');
    expect(fieldsOfKind('highlight')).toEqual({ code: '3', sectionKey: null });
    expect(fieldsOfKind('videos')).toEqual({ code: 'content', sectionKey: 'videos' });
  });

  test('each draft section gets a key of its own, which the save leaves out', () => {
    const [a, b] = [withKey(books), withKey(books)];
    expect(a.key).not.toBe(b.key);
    expect(withoutKey(a)).toEqual(books);
  });

  test('a draft is unchanged while its sections match the saved ones, in order', () => {
    const draft = [featured, books].map(withKey);
    expect(sameSections(draft, [featured, books])).toBe(true);
    expect(sameSections([...draft].reverse(), [featured, books])).toBe(false);
    expect(sameSections([{ ...draft[0]!, visible: false }, draft[1]!], [featured, books])).toBe(false);
    expect(sameSections(draft.slice(1), [featured, books])).toBe(false);
  });

  test('the server’s fieldErrors land on the section they name, by key, so they follow it when it moves', () => {
    const draft = [featured, books].map(withKey);
    const errors = sectionErrorsOf(
      {
        'sections.1.title': 'Too long',
        'sections.1.sectionKey': 'Choose what the section lists',
        'sections.0': 'Not valid',
        sections: 'Too many',
        'sections.7.title': 'No such section',
      },
      draft,
    );
    expect(errors).toEqual({
      [draft[0]!.key]: { section: 'Not valid' },
      [draft[1]!.key]: { title: 'Too long', kind: 'Choose what the section lists' },
    });
    expect(sectionErrorsOf(undefined, draft)).toEqual({});
  });
});
