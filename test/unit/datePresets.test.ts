import { describe, expect, test } from 'vitest';
import { calendarDateOf, datePresets, defaultDatePreset, presetOf, presetRange } from '../../src/components/dateRange/presets';

// Sunday 22 November 2026, 12:30 UTC: in Auckland (UTC+13) already 01:30 on Monday the 23rd, in Los Angeles (UTC-8) 04:30 on the 22nd.
const now = new Date('2026-11-22T12:30:00Z');

describe('date presets, with a fixed clock', () => {
  test('the options are the spec\'s six, in order, Last 7 Days by default', () => {
    expect(datePresets).toEqual(['yesterday', 'today', 'last7', 'last30', 'custom', 'none']);
    expect(defaultDatePreset).toBe('last7');
  });

  test('Today gives both dates as now', () => {
    expect(presetRange('today', now, 'UTC')).toEqual({ startDate: '2026-11-22', endDate: '2026-11-22' });
  });

  test('Yesterday gives start and end as 1 day ago', () => {
    expect(presetRange('yesterday', now, 'UTC')).toEqual({ startDate: '2026-11-21', endDate: '2026-11-21' });
  });

  test('Last 7 Days starts 7 days ago and ends yesterday', () => {
    expect(presetRange('last7', now, 'UTC')).toEqual({ startDate: '2026-11-15', endDate: '2026-11-21' });
  });

  test('Last 30 Days starts 30 days ago and ends yesterday', () => {
    expect(presetRange('last30', now, 'UTC')).toEqual({ startDate: '2026-10-23', endDate: '2026-11-21' });
  });

  test('No Filters has no bounds; Custom has no range of its own', () => {
    expect(presetRange('none', now, 'UTC')).toEqual({ startDate: null, endDate: null });
    expect(presetRange('custom', now, 'UTC')).toBeUndefined();
  });

  test('dates are calendar days of the business time zone', () => {
    expect(presetRange('today', now, 'Pacific/Auckland')).toEqual({ startDate: '2026-11-23', endDate: '2026-11-23' });
    expect(presetRange('yesterday', now, 'America/Los_Angeles')).toEqual({ startDate: '2026-11-21', endDate: '2026-11-21' });
    expect(calendarDateOf(new Date('2026-03-29T00:30:00Z'), 'Europe/Berlin')).toBe('2026-03-29');
  });

  test('a range is recognised as the preset it matches today, else Custom', () => {
    expect(presetOf({ startDate: '2026-11-15', endDate: '2026-11-21' }, now, 'UTC')).toBe('last7');
    expect(presetOf({ startDate: null, endDate: null }, now, 'UTC')).toBe('none');
    expect(presetOf({ startDate: '2026-11-01', endDate: '2026-11-10' }, now, 'UTC')).toBe('custom');
  });
});
