import { describe, expect, test } from 'vitest';
import {
  instantToWallClock,
  isCalendarDate,
  isWallClock,
  wallClockToInstant,
} from '../../src/components/dateInput/zonedTime';

describe('wall-clock times of the business time zone and the instants they name', () => {
  test('Paris is one hour ahead of UTC in winter and two in summer', () => {
    expect(wallClockToInstant('2026-12-31T10:00', 'Europe/Paris')).toBe('2026-12-31T09:00:00.000Z');
    expect(wallClockToInstant('2026-07-01T10:00', 'Europe/Paris')).toBe('2026-07-01T08:00:00.000Z');
    expect(instantToWallClock('2026-12-31T09:00:00.000Z', 'Europe/Paris')).toBe('2026-12-31T10:00');
    expect(instantToWallClock('2026-07-01T08:00:00Z', 'Europe/Paris')).toBe('2026-07-01T10:00');
  });

  test('an instant with another offset is shown in the business zone, to the minute', () => {
    expect(instantToWallClock('2026-07-01T10:00:59+02:00', 'America/New_York')).toBe('2026-07-01T04:00');
    expect(instantToWallClock('2026-07-01T10:00:00+02:00', 'UTC')).toBe('2026-07-01T08:00');
  });

  test('near midnight the business day is not the UTC day', () => {
    // Late on New Year's Eve in New York is already New Year's Day in UTC.
    expect(wallClockToInstant('2026-12-31T23:30', 'America/New_York')).toBe('2027-01-01T04:30:00.000Z');
    expect(instantToWallClock('2027-01-01T04:30:00.000Z', 'America/New_York')).toBe('2026-12-31T23:30');
    // Just after midnight in Auckland is still the day before in UTC.
    expect(wallClockToInstant('2027-01-01T00:15', 'Pacific/Auckland')).toBe('2026-12-31T11:15:00.000Z');
    expect(instantToWallClock('2026-12-31T11:15:00.000Z', 'Pacific/Auckland')).toBe('2027-01-01T00:15');
  });

  test('a time the clocks skip in spring reads with the offset before the change', () => {
    // Paris, 29 March 2026: 02:00 CET becomes 03:00 CEST; 02:30 is 03:30 CEST.
    expect(wallClockToInstant('2026-03-29T02:30', 'Europe/Paris')).toBe('2026-03-29T01:30:00.000Z');
    expect(wallClockToInstant('2026-03-29T01:59', 'Europe/Paris')).toBe('2026-03-29T00:59:00.000Z');
    expect(wallClockToInstant('2026-03-29T03:00', 'Europe/Paris')).toBe('2026-03-29T01:00:00.000Z');
  });

  test('a time the clocks show twice in autumn is the first of the two', () => {
    // Paris, 25 October 2026: 03:00 CEST becomes 02:00 CET; 02:30 happens at 00:30 and 01:30 UTC.
    expect(wallClockToInstant('2026-10-25T02:30', 'Europe/Paris')).toBe('2026-10-25T00:30:00.000Z');
    expect(instantToWallClock('2026-10-25T00:30:00.000Z', 'Europe/Paris')).toBe('2026-10-25T02:30');
    expect(instantToWallClock('2026-10-25T01:30:00.000Z', 'Europe/Paris')).toBe('2026-10-25T02:30');
    expect(wallClockToInstant('2026-10-25T03:00', 'Europe/Paris')).toBe('2026-10-25T02:00:00.000Z');
  });

  test('a zone whose clocks change at midnight: the day starts at 01:00', () => {
    // Santiago, 6 September 2026: midnight (UTC-4) becomes 01:00 (UTC-3).
    expect(wallClockToInstant('2026-09-06T00:30', 'America/Santiago')).toBe('2026-09-06T04:30:00.000Z');
    expect(instantToWallClock('2026-09-06T04:00:00.000Z', 'America/Santiago')).toBe('2026-09-06T01:00');
    expect(instantToWallClock('2026-09-06T03:59:00.000Z', 'America/Santiago')).toBe('2026-09-05T23:59');
  });

  test('every wall-clock hour of a year comes back from its instant but the one Paris skips', () => {
    const changed: string[] = [];
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2027, 0, 1); time += 3_600_000) {
      const wallClock = new Date(time).toISOString().slice(0, 16);
      if (instantToWallClock(wallClockToInstant(wallClock, 'Europe/Paris'), 'Europe/Paris') !== wallClock) changed.push(wallClock);
    }
    expect(changed).toEqual(['2026-03-29T02:00']);
  });

  test('empty, malformed or impossible values are none', () => {
    expect(wallClockToInstant('', 'Europe/Paris')).toBeNull();
    expect(wallClockToInstant(null, 'Europe/Paris')).toBeNull();
    expect(wallClockToInstant('2026-02-30T10:00', 'Europe/Paris')).toBeNull();
    expect(wallClockToInstant('2026-12-31 10:00', 'Europe/Paris')).toBeNull();
    expect(instantToWallClock(null, 'Europe/Paris')).toBe('');
    expect(instantToWallClock('not a date', 'Europe/Paris')).toBe('');
  });

  test('the shapes of the inputs\' values', () => {
    expect(isWallClock('2026-12-31T10:00')).toBe(true);
    expect(isWallClock('2026-12-31T24:00')).toBe(false);
    expect(isWallClock('2026-12-31T09:00:00.000Z')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-12-31T10:00')).toBe(false);
    expect(isCalendarDate(null)).toBe(false);
  });
});
