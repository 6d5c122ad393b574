import { describe, expect, test } from 'vitest';
import { revenueLines } from '../../src/components/charts/revenueLines';
import { urlOf } from '../../dataProvider/client';
import { bandGapRatio, changeFrom, chartDefaults, trimTick } from '../../src/components/charts/chartDefaults';

describe('chart defaults', () => {
  test('are the spec\'s numbers', () => {
    expect(chartDefaults).toMatchObject({ width: 600, height: 400, resizeDebounceMs: 200, tickMaxChars: 16, barPadding: 8, animationMs: 750 });
  });

  test('tick labels are cut to 16 characters, the last an ellipsis; shorter ones stay whole', () => {
    expect(trimTick('Science Fiction')).toBe('Science Fiction');
    expect(trimTick('Sixteen chars ok')).toBe('Sixteen chars ok');
    const cut = trimTick('Biographies and Memoirs');
    expect(cut).toBe('Biographies and…');
    expect(cut).toHaveLength(16);
  });

  test('the gap between bars is 8 px whatever the width and the number of bars', () => {
    expect(bandGapRatio(10, 800) * (800 / 10)).toBeCloseTo(8);
    expect(bandGapRatio(7, 500) * (500 / 7)).toBeCloseTo(8);
    // Too many bars for 8 px each: bars keep some width.
    expect(bandGapRatio(365, 300)).toBe(0.8);
  });

  test('a change against the previous period, none when there was nothing before', () => {
    expect(changeFrom(100, 112)).toBeCloseTo(0.12);
    expect(changeFrom(50, 25)).toBe(-0.5);
    expect(changeFrom(0, 10)).toBeNull();
  });
});

describe('analytics requests', () => {
  test('leave out what is not set', async () => {
    expect(await urlOf('getCategoryStatistics', { query: { startDate: '2026-11-01', endDate: '2026-11-07', category: undefined } })).toBe(
      '/api/analytics/categories?startDate=2026-11-01&endDate=2026-11-07',
    );
    expect(await urlOf('getGeneralStatistics')).toBe('/api/analytics/general');
    expect(await urlOf('searchScreenEventCategories', { query: { category: 'read & write' } })).toBe(
      '/api/analytics/screen-event/category/search?category=read+%26+write',
    );
  });

  test('revenue is one line per currency, in major units, zero on days without it, the largest currency first', () => {
    const lines = revenueLines([
      { revenue: [{ currency: 'USD', amount: 1999 }] },
      { revenue: [] },
      { revenue: [{ currency: 'EUR', amount: 500 }, { currency: 'USD', amount: 1 }] },
    ]);
    expect(lines.map((line) => [line.label, line.data])).toEqual([
      ['USD', [19.99, 0, 0.01]],
      ['EUR', [0, 0, 5]],
    ]);
  });
});
