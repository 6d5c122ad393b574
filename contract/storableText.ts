import { codedText } from './apiMessages';

/**
 * One text rule for every database (docs/api.md "Errors"): a NUL (U+0000) or a lone UTF-16
 * surrogate is refused wherever text comes in. PostgreSQL cannot store either, and SQLite
 * compares them wrongly (a NUL ends a LIKE pattern: `"a\0b"` matches like `"a"`), so the same
 * input would be refused on one database and match the wrong rows on the other.
 */

export const unstorableTextMessage = codedText('unstorable_text');

const nulOrLoneSurrogate = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text holds a NUL or a UTF-16 surrogate without its pair. */
export const isUnstorableText = (text: string): boolean => nulOrLoneSurrogate.test(text);

/** A place in a JSON value: its key and its parent's place (no path is copied while walking). */
interface Place {
  key: string;
  parent: Place | undefined;
}

const pathOf = (place: Place | undefined): string => {
  const keys: string[] = [];
  for (let at = place; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * JSON's objects and a parsed query string (fast-querystring's has a prototype that itself has
 * none), not a Buffer or a stream a route receives.
 */
const isPlainObject = (value: unknown): value is object => {
  if (!value || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
};

/**
 * The path (`filter.q`, `items.2.name`) of the first text in a JSON value that holds a NUL or a
 * lone surrogate, a key included (its object's path is named then); `''` for the value itself;
 * undefined when there is none. Walked without recursion: a deeply nested body cannot overflow
 * the stack.
 */
export function unstorableTextPath(value: unknown): string | undefined {
  const pending: [unknown, Place | undefined][] = [[value, undefined]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, place] = next;
    if (typeof current === 'string') {
      if (isUnstorableText(current)) return pathOf(place);
    } else if (Array.isArray(current) || isPlainObject(current)) {
      const entries = Object.entries(current as object);
      if (entries.some(([key]) => isUnstorableText(key))) return pathOf(place);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index]!;
        pending.push([child, { key, parent: place }]);
      }
    }
  }
  return undefined;
}
