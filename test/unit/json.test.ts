import { describe, expect, test } from 'vitest';
import { englishOf } from '../../contract/apiMessages';
import { jsonLimits, jsonValueProblem as codedProblem, readBoundedJson } from '../../contract/json';

/** The problem as the server words it in English. */
function jsonValueProblem(...args: Parameters<typeof codedProblem>): string | null {
  const problem = codedProblem(...args);
  return problem && englishOf(problem);
}

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('the bounds of free-form JSON (contract/json.ts)', () => {
  test('depth: 32 levels pass, 33 do not; scalars are no level', () => {
    expect(jsonValueProblem(JSON.parse(nested(32)))).toBeNull();
    expect(jsonValueProblem(JSON.parse(nested(33)))).toBe('JSON may nest at most 32 levels deep');
    expect(jsonValueProblem(JSON.parse(`${'{"a":'.repeat(32)}"x"${'}'.repeat(32)}`))).toBeNull();
    for (const scalar of [null, 0, 'text', true]) expect(jsonValueProblem(scalar)).toBeNull();
  });

  test('a value nested far deeper than any stack is refused without overflowing', () => {
    expect(readBoundedJson(nested(200_000))).toEqual({ problem: { code: 'json_too_deep', params: { max: 32 } } });
    // Built by hand: deeper than JSON.stringify or a recursive walk could go.
    let deep: unknown[] = [];
    for (let level = 0; level < 1_000_000; level++) deep = [deep];
    expect(jsonValueProblem(deep)).toBe('JSON may nest at most 32 levels deep');
  });

  test('entries: array elements and object members count through every level, 1,000 in all', () => {
    expect(jsonValueProblem(Array.from({ length: 1000 }, () => 0))).toBeNull();
    expect(jsonValueProblem(Array.from({ length: 1001 }, () => 0))).toBe('JSON may hold at most 1,000 keys and elements in all');
    const members = Object.fromEntries(Array.from({ length: 500 }, (_, index) => [`k${index}`, [0]]));
    expect(jsonValueProblem(members)).toBeNull();
    expect(jsonValueProblem({ ...members, one: 1 })).toBe('JSON may hold at most 1,000 keys and elements in all');
  });

  test('size: 64 KiB serialised, counted in UTF-8 bytes', () => {
    expect(jsonValueProblem('x'.repeat(jsonLimits.maxBytes - 2))).toBeNull();
    expect(jsonValueProblem('x'.repeat(jsonLimits.maxBytes - 1))).toBe('JSON may take at most 64 KiB');
    // '€' takes 3 bytes, '😀' 4: fewer characters reach the bound.
    const euros = Math.floor((jsonLimits.maxBytes - 2) / 3);
    expect(jsonValueProblem('€'.repeat(euros))).toBeNull();
    expect(jsonValueProblem('€'.repeat(euros + 1))).toBe('JSON may take at most 64 KiB');
    expect(jsonValueProblem('😀'.repeat((jsonLimits.maxBytes - 2) / 4 + 1))).toBe('JSON may take at most 64 KiB');
  });

  test('a JSON text that does not parse says why; one that does answers its value', () => {
    expect(readBoundedJson('{bad')).toEqual({ problem: { code: 'json_invalid', params: { detail: expect.any(String) } } });
    expect(readBoundedJson(' [1, {"a": true}] ')).toEqual({ value: [1, { a: true }] });
  });

  test('other limits can be given', () => {
    expect(jsonValueProblem([[[1]]], { maxDepth: 2, maxEntries: 10, maxBytes: 100 })).toBe('JSON may nest at most 2 levels deep');
    expect(jsonValueProblem('x'.repeat(99), { maxDepth: 2, maxEntries: 10, maxBytes: 100 })).toBe('JSON may take at most 100 bytes');
  });
});
