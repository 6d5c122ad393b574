import { describe, expect, it } from 'vitest';
import { isoTimestamp } from '../../server/db/dialect';

describe("PostgreSQL's timestamps read as ISO strings", () => {
  it.each([
    ['2026-11-28 17:53:38.074+00', '2026-11-28T17:53:38.074Z'],
    ['2026-11-28 17:53:38+00', '2026-11-28T17:53:38.000Z'],
    ['2026-11-28 17:53:38.1+00', '2026-11-28T17:53:38.100Z'],
    ['2026-11-28 17:53:38.999999+00', '2026-11-28T17:53:38.999Z'],
    ['2026-11-28 18:53:38.5+01', '2026-11-28T17:53:38.500Z'],
    ['2026-11-28 12:23:38.074-05:30', '2026-11-28T17:53:38.074Z'],
  ])('timestamptz %s is %s, as Date reads it', (text, iso) => {
    expect(isoTimestamp(text)).toBe(iso);
    expect(isoTimestamp(text)).toBe(new Date(text).toISOString());
  });

  it('reads a timestamp without time zone as UTC', () => {
    expect(isoTimestamp('2026-11-28 17:53:38.074', true)).toBe('2026-11-28T17:53:38.074Z');
    expect(isoTimestamp('2026-11-28 17:53:38', true)).toBe('2026-11-28T17:53:38.000Z');
  });

  it('leaves a time zone-less text of a timestamptz to Date, never taking it for UTC', () => {
    // PostgreSQL always sends the offset of a timestamptz; without one, Date reads local time.
    expect(isoTimestamp('2026-11-28 17:53:38')).toBe(new Date('2026-11-28 17:53:38').toISOString());
  });
});
