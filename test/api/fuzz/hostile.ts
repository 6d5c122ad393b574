/** The hostile values the fuzz test sends: in paths, query strings, JSON fields and whole bodies. */
import { RawJson } from './schema';

/** Nested `depth` levels: `{"a":{"a":...}}`. */
export function nestedObject(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** Nested `depth` levels: `[[[...]]]`. */
export function nestedArray(depth: number): unknown {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

/** JSON text nested `depth` levels, as a string value (app config values of type json, say). */
export const nestedJsonText = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

const long = (length: number, unit = 'x') => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/**
 * Path segments, written into the URL as they are (an entry that is not valid percent-encoding,
 * `%E0%A4%A`, is on purpose).
 */
export const hostilePathValues: { label: string; segment: string }[] = [
  { label: '0', segment: '0' },
  { label: '-1', segment: '-1' },
  { label: '1e309', segment: '1e309' },
  { label: '2^31', segment: '2147483648' },
  { label: '2^53+1', segment: '9007199254740993' },
  { label: 'a huge integer', segment: '9'.repeat(400) },
  { label: '1.5', segment: '1.5' },
  { label: '0x10', segment: '0x10' },
  { label: 'abc', segment: 'abc' },
  { label: 'null', segment: 'null' },
  { label: 'a space', segment: '%20' },
  { label: '../etc/passwd', segment: '../etc/passwd' },
  { label: '..%2Fetc%2Fpasswd (encoded)', segment: '..%2F..%2Fetc%2Fpasswd' },
  { label: '%00', segment: '%00' },
  { label: 'a NUL after a number', segment: '1%00' },
  { label: 'invalid percent-encoding', segment: '%E0%A4%A' },
  { label: 'a lone surrogate, encoded', segment: '%ED%A0%80' },
  { label: 'a long string (1,000)', segment: long(1000) },
  { label: 'a very long string (20,000)', segment: long(20_000) },
  { label: 'unicode', segment: encodeURIComponent('é漢字😀\u202e') },
  { label: "SQL: 1' OR '1'='1", segment: encodeURIComponent("1' OR '1'='1") },
  { label: 'an array-like [1]', segment: '%5B1%5D' },
  { label: 'existing id 1', segment: '1' },
  { label: 'existing id 2', segment: '2' },
  { label: 'existing id 3', segment: '3' },
  { label: 'existing id 5', segment: '5' },
];

/** Query values, already encoded for the URL. */
export const hostileQueryValues: { label: string; encoded: string }[] = [
  { label: 'empty', encoded: '' },
  { label: 'abc', encoded: 'abc' },
  { label: '0', encoded: '0' },
  { label: '-1', encoded: '-1' },
  { label: '1e309', encoded: '1e309' },
  { label: 'a huge integer', encoded: '9'.repeat(400) },
  { label: '2^53+1', encoded: '9007199254740993' },
  { label: 'NaN', encoded: 'NaN' },
  { label: 'true', encoded: 'true' },
  { label: 'null', encoded: 'null' },
  { label: '%00', encoded: '%00' },
  { label: 'invalid percent-encoding', encoded: '%E0%A4%A' },
  { label: 'unicode', encoded: encodeURIComponent('é漢字😀\u202e') },
  { label: 'a long string (10,000)', encoded: long(10_000) },
  { label: 'an impossible date', encoded: '2024-02-30' },
  { label: 'a far date', encoded: '275760-09-13' },
  { label: 'a list with junk', encoded: '1,,2,abc' },
  { label: "SQL: ' OR 1=1 --", encoded: encodeURIComponent("' OR 1=1 --") },
  { label: 'LIKE wildcards', encoded: encodeURIComponent('%_\\%') },
];

/** Values put in place of one JSON field. */
export const hostileFieldValues: { label: string; value: unknown }[] = [
  { label: 'null', value: null },
  { label: 'true', value: true },
  { label: '0', value: 0 },
  { label: '-1', value: -1 },
  { label: '1.5', value: 1.5 },
  { label: '2^31', value: 2147483648 },
  { label: '2^53+1', value: new RawJson('9007199254740993') },
  { label: '1e308', value: 1e308 },
  { label: '-1e308', value: -1e308 },
  { label: '1e309 (Infinity)', value: new RawJson('1e309') },
  { label: '-0', value: new RawJson('-0') },
  { label: 'an empty string', value: '' },
  { label: 'a blank string', value: '   ' },
  { label: 'abc', value: 'abc' },
  { label: 'a numeric string', value: '1' },
  { label: 'a long string (10,000)', value: long(10_000) },
  { label: 'unicode and control characters', value: 'é漢字😀\u202e\u0000\u0007\ud800' },
  { label: 'HTML', value: '<script>alert(1)</script><img src=x onerror=alert(1)>' },
  { label: "SQL: '; DROP TABLE users; --", value: "'; DROP TABLE users; --" },
  { label: 'an impossible date', value: '2024-02-30T25:61:00Z' },
  { label: 'a far date', value: '+275760-09-13T00:00:00.000Z' },
  { label: 'JSON text nested 1,000 levels', value: nestedJsonText(1000) },
  { label: 'JSON text nested 5,000 levels', value: nestedJsonText(5000) },
  { label: 'an empty array', value: [] },
  { label: 'an array of nulls', value: [null, null] },
  { label: 'a long array (10,000)', value: Array.from({ length: 10_000 }, (_, index) => index) },
  { label: 'an empty object', value: {} },
  { label: 'an object nested 1,000 levels', value: nestedObject(1000) },
  { label: 'an array nested 1,000 levels', value: nestedArray(1000) },
  { label: 'an object with many keys (5,000)', value: Object.fromEntries(Array.from({ length: 5000 }, (_, index) => [`k${index}`, index])) },
  { label: 'an object with __proto__', value: JSON.parse('{"__proto__":{"polluted":"yes"}}') as unknown },
];

/** A list's filter inside a body (a bulk action's, a saved view's): unknown keys and text no database stores. */
export const hostileFilters: { label: string; filter: unknown }[] = [
  { label: 'a misspelled key', filter: { statuss: 'D' } },
  { label: 'an unknown key beside q', filter: { q: 'a', zzUnknown: 1 } },
  { label: 'a NUL as q', filter: { q: '\u0000' } },
  { label: 'a NUL inside q', filter: { q: 'a\u0000b' } },
  { label: 'a lone surrogate in q', filter: { q: 'a\ud800' } },
  { label: 'a NUL in a key', filter: { 'q\u0000': 'a' } },
  { label: 'a NUL in a list of values', filter: { status: ['E', '\u0000'] } },
];

/** Keys that pollute a prototype when a server merges them carelessly. */
export const pollutingBodies: { label: string; text: string }[] = [
  { label: '__proto__ at the top', text: '{"__proto__":{"polluted":"yes"}}' },
  { label: 'constructor.prototype at the top', text: '{"constructor":{"prototype":{"polluted":"yes"}}}' },
];
