import { describe, expect, test } from 'vitest';
import { assertTimeZone, dayRange, nextDay, startOfDay, zoneOffsetMs } from '../../server/lib/dates';

const start = (day: string, timeZone: string) => startOfDay(day, timeZone).toISOString();
const hours = (ms: number) => ms / 3_600_000;

describe('startOfDay: the first instant of a calendar day in a time zone', () => {
  test('UTC: midnight UTC', () => {
    expect(start('2024-03-10', 'UTC')).toBe('2024-03-10T00:00:00.000Z');
    expect(start('2024-02-29', 'UTC')).toBe('2024-02-29T00:00:00.000Z');
    expect(start('2025-01-01', 'UTC')).toBe('2025-01-01T00:00:00.000Z');
  });

  test('Europe/Berlin across the spring change (31 March 2024 has 23 hours)', () => {
    expect(start('2024-03-30', 'Europe/Berlin')).toBe('2024-03-29T23:00:00.000Z');
    expect(start('2024-03-31', 'Europe/Berlin')).toBe('2024-03-30T23:00:00.000Z');
    expect(start('2024-04-01', 'Europe/Berlin')).toBe('2024-03-31T22:00:00.000Z');
  });

  test('Europe/Berlin across the autumn change (27 October 2024 has 25 hours)', () => {
    expect(start('2024-10-27', 'Europe/Berlin')).toBe('2024-10-26T22:00:00.000Z');
    expect(start('2024-10-28', 'Europe/Berlin')).toBe('2024-10-27T23:00:00.000Z');
  });

  test('America/New_York, winter, summer and both changes', () => {
    expect(start('2024-01-15', 'America/New_York')).toBe('2024-01-15T05:00:00.000Z');
    expect(start('2024-07-04', 'America/New_York')).toBe('2024-07-04T04:00:00.000Z');
    // Clocks go forward at 02:00 on 10 March and back at 02:00 on 3 November 2024.
    expect(start('2024-03-10', 'America/New_York')).toBe('2024-03-10T05:00:00.000Z');
    expect(start('2024-03-11', 'America/New_York')).toBe('2024-03-11T04:00:00.000Z');
    expect(start('2024-11-03', 'America/New_York')).toBe('2024-11-03T04:00:00.000Z');
    expect(start('2024-11-04', 'America/New_York')).toBe('2024-11-04T05:00:00.000Z');
  });

  test('a change at midnight: the day starts at the instant the clocks skip to', () => {
    // Chile moved from -04 to -03 at 00:00 on 8 September 2024: that day starts at 01:00 local.
    expect(start('2024-09-08', 'America/Santiago')).toBe('2024-09-08T04:00:00.000Z');
    expect(start('2024-09-07', 'America/Santiago')).toBe('2024-09-07T04:00:00.000Z');
    expect(start('2024-09-09', 'America/Santiago')).toBe('2024-09-09T03:00:00.000Z');
  });

  test('offsets far from UTC and not whole hours', () => {
    expect(start('2024-06-01', 'Asia/Kolkata')).toBe('2024-05-31T18:30:00.000Z');
    expect(start('2024-06-01', 'Pacific/Kiritimati')).toBe('2024-05-31T10:00:00.000Z');
    expect(start('2024-06-01', 'Pacific/Pago_Pago')).toBe('2024-06-01T11:00:00.000Z');
  });

  test('rejects what is not a calendar date', () => {
    expect(() => startOfDay('2024-02-30', 'UTC')).toThrow(RangeError);
    expect(() => startOfDay('2024-2-3', 'UTC')).toThrow(RangeError);
  });
});

test('zoneOffsetMs: the offset in force at an instant', () => {
  expect(hours(zoneOffsetMs(Date.parse('2024-03-31T00:59:59.999Z'), 'Europe/Berlin'))).toBe(1);
  expect(hours(zoneOffsetMs(Date.parse('2024-03-31T01:00:00.000Z'), 'Europe/Berlin'))).toBe(2);
  expect(hours(zoneOffsetMs(Date.parse('2024-07-01T12:00:00.000Z'), 'America/New_York'))).toBe(-4);
  expect(hours(zoneOffsetMs(Date.parse('2024-07-01T12:00:00.000Z'), 'UTC'))).toBe(0);
});

test('nextDay: calendar arithmetic, month and year ends and leap days included', () => {
  expect(nextDay('2024-02-28')).toBe('2024-02-29');
  expect(nextDay('2024-02-29')).toBe('2024-03-01');
  expect(nextDay('2023-02-28')).toBe('2023-03-01');
  expect(nextDay('2024-12-31')).toBe('2025-01-01');
});

test('dayRange: both days inclusive, the end exclusive at the start of the following day', () => {
  expect(dayRange({ from: '2024-10-27', to: '2024-10-27' }, 'Europe/Berlin')).toEqual({
    start: '2024-10-26T22:00:00.000Z',
    end: '2024-10-27T23:00:00.000Z',
  });
  expect(dayRange({ to: '2024-03-09' }, 'America/New_York')).toEqual({ start: undefined, end: '2024-03-10T05:00:00.000Z' });
  expect(dayRange({}, 'UTC')).toEqual({ start: undefined, end: undefined });
});

test('assertTimeZone refuses an unknown zone', () => {
  expect(() => assertTimeZone('Europe/Berlin')).not.toThrow();
  expect(() => assertTimeZone('Mars/Olympus_Mons')).toThrow(RangeError);
});
