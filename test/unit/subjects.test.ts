import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { isSubjectCode, searchSubjects, subjectHeading } from '../../server/lib/subjects';

const file = new URL('../../server/data/thema.json', import.meta.url);
const pairs = JSON.parse(readFileSync(file, 'utf8')) as unknown;
const codes = (pairs as [string, string][]).map(([code]) => code);
const codesOf = (text: string, limit?: number) => searchSubjects(text, limit).map(({ code }) => code);

describe('the Thema subject list (server/data/thema.json)', () => {
  test('is an array of [code, heading] pairs of subject categories only, no qualifiers', () => {
    expect(Array.isArray(pairs)).toBe(true);
    expect(codes.length).toBeGreaterThan(3000);
    for (const pair of pairs as unknown[]) {
      expect(pair).toEqual([expect.stringMatching(/^[A-Z][A-Z0-9]*$/), expect.any(String)]);
      const [, heading] = pair as [string, string];
      expect(heading.trim()).toBe(heading);
      expect(heading).not.toBe('');
    }
  });

  test('codes are unique and sorted', () => {
    expect(new Set(codes).size).toBe(codes.length);
    for (let index = 1; index < codes.length; index++) expect(codes[index - 1]! < codes[index]!).toBe(true);
  });

  test('holds the 20 sections A–Y, and the parent of every code (its code less the last character)', () => {
    expect(codes.filter((code) => code.length === 1).join('')).toBe('ACDFGJKLMNPQRSTUVWXY');
    const known = new Set(codes);
    expect(codes.filter((code) => code.length > 1 && !known.has(code.slice(0, -1)))).toEqual([]);
  });

  test('known codes have the headings of EDItEUR’s Thema 1.5 list', () => {
    expect(subjectHeading('A')).toBe('The Arts');
    expect(subjectHeading('ABA')).toBe('Theory of art');
    expect(subjectHeading('AFCC')).toBe('Paintings and painting in watercolours or pastels');
    expect(subjectHeading('AKLC1')).toBe('Graphic novel and Manga artwork');
    expect(subjectHeading('FB')).toBe('Fiction: general and literary');
    expect(subjectHeading('FBA')).toBe('Modern and contemporary fiction: general and literary');
    expect(subjectHeading('FBAN')).toBe('Street fiction / urban fiction');
    expect(subjectHeading('JBSF11')).toBe('Feminism and feminist theory');
    expect(subjectHeading('UDH')).toBe('E-book readers, tablets and other portable devices: consumer / user guides');
    expect(subjectHeading('XAMF')).toBe('Manga: Shōjo');
    expect(subjectHeading('YFB')).toBe('Children’s / Teenage fiction: General, modern and contemporary fiction');
    expect(subjectHeading('YZSN')).toBe('Blank children’s stationery items');
  });
});

describe('searchSubjects', () => {
  test('a code prefix, in any case, finds that code and the codes under it, broader ones first', () => {
    expect(codesOf('fba')).toEqual(['FBA', 'FBAN']);
    expect(codesOf(' FBA ')).toEqual(['FBA', 'FBAN']);
    expect(codesOf('FB')).toEqual(['FB', 'FBA', 'FBC', 'FBAN']);
    expect(searchSubjects('fba')[0]).toEqual({ code: 'FBA', heading: 'Modern and contemporary fiction: general and literary' });
  });

  test('codes found by prefix come before headings found by their words, each group shorter codes first', () => {
    const found = codesOf('la', 200);
    const byCode = found.filter((code) => code.startsWith('LA'));
    expect(found.slice(0, byCode.length)).toEqual(byCode);
    expect(byCode.slice(0, 3)).toEqual(['LA', 'LAB', 'LAF']);
    const byWords = found.slice(byCode.length);
    expect(byWords).toContain('CJ'); // Language teaching and learning
    for (const list of [byCode, byWords]) {
      for (let index = 1; index < list.length; index++) expect(list[index - 1]!.length).toBeLessThanOrEqual(list[index]!.length);
    }
  });

  test('words find headings that hold every one of them, as the start of a word, ignoring case and accents', () => {
    const found = searchSubjects('Contemporary fict');
    expect(found.map(({ code }) => code)).toEqual(['FQ', 'FBA', 'XQF', 'YFB', 'YFHW']);
    for (const { heading } of found) {
      expect(heading).toMatch(/\bcontemporary\b/i);
      expect(heading).toMatch(/\bfict/i);
    }
    expect(codesOf('SHOJO')).toEqual(['XAMF']);
    expect(codesOf('shōjo')).toEqual(['XAMF']);
    expect(codesOf('applique')).toEqual(['WFBQ']);
    expect(codesOf('MACRAMÉ')).toEqual(['WFC']);
    expect(codesOf('ontemporary')).toEqual([]);
  });

  test('apostrophes and hyphens: children’s, childrens; e-book, ebook', () => {
    const fantasy = codesOf("children's teenage fiction: fantasy", 100);
    expect(fantasy[0]).toBe('YFH');
    expect(codesOf('childrens teenage fiction fantasy', 100)).toEqual(fantasy);
    expect(codesOf('children’s teenage fiction fantasy', 100)).toEqual(fantasy);
    expect(codesOf('e-book')).toEqual(['UDH']);
    expect(codesOf('ebook')).toEqual(['UDH']);
    expect(codesOf('human-computer')).toEqual(['UYZ']);
  });

  test('the limit is honoured: 20 by default, fewer when asked, none below 1', () => {
    expect(searchSubjects('fiction')).toHaveLength(20);
    expect(searchSubjects('fiction', 5)).toHaveLength(5);
    expect(codesOf('fiction', 5)).toEqual(codesOf('fiction', 50).slice(0, 5));
    expect(searchSubjects('fiction', 2.9)).toHaveLength(2);
    expect(searchSubjects('fiction', 0)).toEqual([]);
    expect(searchSubjects('fiction', -1)).toEqual([]);
    expect(searchSubjects('fiction', Number.NaN)).toEqual([]);
  });

  test('nothing to search for, or nothing that matches, finds nothing', () => {
    expect(searchSubjects('')).toEqual([]);
    expect(searchSubjects('   ')).toEqual([]);
    expect(searchSubjects('!!!')).toEqual([]);
    expect(searchSubjects('zzzz')).toEqual([]);
    expect(searchSubjects('fiction zzzz')).toEqual([]);
  });

  test('answers copies: changing one changes nothing in the list', () => {
    const [first] = searchSubjects('fba');
    first!.heading = 'changed';
    expect(subjectHeading('FBA')).toBe('Modern and contemporary fiction: general and literary');
  });
});

describe('subjectHeading and isSubjectCode', () => {
  test('know the listed codes, exactly as listed', () => {
    expect(isSubjectCode('FBA')).toBe(true);
    expect(isSubjectCode('YZSN')).toBe(true);
    expect(isSubjectCode('fba')).toBe(false);
    expect(subjectHeading('fba')).toBeUndefined();
  });

  test('unknown codes, qualifiers and other text are not subjects', () => {
    for (const code of ['FBX', 'ZZ', 'Z', '1D', '5AB', '', ' FBA']) {
      expect(isSubjectCode(code)).toBe(false);
      expect(subjectHeading(code)).toBeUndefined();
    }
  });
});
