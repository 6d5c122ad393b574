import { readFileSync } from 'node:fs';

/**
 * The Thema subject categories (EDItEUR's international subject scheme for books), English
 * headings, for the subject field of the e-book form: server/data/thema.json, a JSON array of
 * `[code, heading]` pairs sorted by code (its source and version: server/data/README.md). Only the
 * subject categories A–Y are listed; the qualifiers (codes 1* to 6*: place, language, time
 * period, educational purpose, interest, style) are not subjects and are left out.
 *
 * The list (about 3,300 entries) is read once, on the first call, and kept; a search is a linear
 * scan over headings folded once at load, which takes well under a millisecond.
 */

/** A Thema subject category: its code (`FBA`) and English heading. */
export interface Subject {
  code: string;
  heading: string;
}

interface Entry extends Subject {
  /** The heading as searched (headingWords below): `' modern and contemporary fiction general and literary'`. */
  words: string;
}

/** A subject category code: a letter then letters or digits (AKLC1, JBSF11); qualifier codes begin with a digit. */
const codePattern = /^[A-Z][A-Z0-9]*$/;

/**
 * `text` as searched: accents dropped (`Shōjo`, `appliqué`), lower case, apostrophes removed
 * (`children’s` and `children's` both `childrens`), every other run of punctuation or space one
 * space, and a space before each word, so that `words.includes(' ' + word)` finds a word that
 * begins with `word`.
 */
function fold(text: string): string {
  const plain = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['‘’ʼ`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return plain ? ` ${plain}` : '';
}

/** A hyphen or dash between two letters or digits (`E-book`, `Client–Server`). */
const innerHyphen = /(?<=[\p{L}\p{N}])[-‐‑–](?=[\p{L}\p{N}])/gu;

/**
 * A heading as searched: its words folded, then each hyphenated compound once more as one word
 * (`E-book readers` → ` e book readers ebook`), so that `book`, `e-book` and `ebook` all find it.
 */
function headingWords(heading: string): string {
  const compounds = heading.match(/[\p{L}\p{N}'‘’]+(?:[-‐‑–][\p{L}\p{N}'‘’]+)+/gu) ?? [];
  return fold(heading) + compounds.map((compound) => fold(compound.replace(innerHyphen, ''))).join('');
}

let loaded: { entries: Entry[]; headings: Map<string, string> } | undefined;

/** The list, read and checked on first use. */
function list() {
  if (loaded) return loaded;
  const data: unknown = JSON.parse(readFileSync(new URL('../data/thema.json', import.meta.url), 'utf8'));
  if (!Array.isArray(data)) throw new Error('server/data/thema.json: expected an array of [code, heading] pairs');
  const entries: Entry[] = [];
  const headings = new Map<string, string>();
  for (const pair of data as unknown[]) {
    const [code, heading] = Array.isArray(pair) ? (pair as unknown[]) : [];
    if (typeof code !== 'string' || !codePattern.test(code) || typeof heading !== 'string' || heading === '' || headings.has(code)) {
      throw new Error(`server/data/thema.json: not a [code, heading] pair of a new subject code: ${JSON.stringify(pair)}`);
    }
    entries.push({ code, heading, words: headingWords(heading) });
    headings.set(code, heading);
  }
  loaded = { entries, headings };
  return loaded;
}

/** Broader categories (shorter codes) first, then by code. */
const byBreadth = (a: Entry, b: Entry) => a.code.length - b.code.length || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

/**
 * Up to `limit` subject categories matching `text`: first those whose code begins with it
 * (ignoring case: `fba` finds FBA, FBAN), then those whose heading holds every word of it, each
 * word the start of a heading word, ignoring case and accents (`contemporary fict`, `SHOJO`,
 * `applique`, `e-book`). Within each group shorter codes (broader categories) come first, then
 * by code. A text with nothing to search for, or a limit below 1, finds nothing.
 */
export function searchSubjects(text: string, limit = 20): Subject[] {
  const count = Math.floor(limit);
  if (!(count > 0)) return [];
  const trimmed = text.trim();
  // A hyphenated word of the text is looked for as one word: `e-book` as `ebook`, `non-fiction` as `nonfiction`.
  const queryWords = fold(trimmed.replace(innerHyphen, '')).split(' ').filter(Boolean);
  if (queryWords.length === 0) return [];

  const prefix = trimmed.toUpperCase();
  const byCode = codePattern.test(prefix);
  const codeMatches: Entry[] = [];
  const headingMatches: Entry[] = [];
  for (const entry of list().entries) {
    if (byCode && entry.code.startsWith(prefix)) codeMatches.push(entry);
    else if (queryWords.every((word) => entry.words.includes(` ${word}`))) headingMatches.push(entry);
  }
  codeMatches.sort(byBreadth);
  headingMatches.sort(byBreadth);
  return [...codeMatches, ...headingMatches].slice(0, count).map(({ code, heading }) => ({ code, heading }));
}

/** The English heading of a subject category code, exactly as listed (`FBA`), or undefined for any other text. */
export function subjectHeading(code: string): string | undefined {
  return list().headings.get(code);
}

/** Whether `code` is a Thema subject category code, exactly as listed (upper case; qualifier codes such as `1D` are not). */
export function isSubjectCode(code: string): boolean {
  return list().headings.has(code);
}
