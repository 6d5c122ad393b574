import { describe, expect, test } from 'vitest';
import { revenueLines } from '../../src/components/charts/revenueLines';
import { urlOf } from '../../dataProvider/client';
import { bandGapRatio, changeFrom, chartDefaults, trimTick } from '../../src/components/charts/chartDefaults';
import { edgeRoomFor, labelledTicks } from '../../src/components/charts/axisLabels';
import { splitPartialLast } from '../../src/components/charts/partialDay';

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

  test('a tick label is never cut inside a word, nor after a dangling "&"', () => {
    expect(trimTick('Payment Cancelled twice')).toBe('Payment…');
    expect(trimTick('Business & Economics')).toBe('Business…');
    expect(trimTick('Health, Fitness and Food')).toBe('Health, Fitness…');
    // One word longer than 16 characters has nowhere else to be cut.
    expect(trimTick('Incomprehensibilities')).toBe('Incomprehensibi…');
    for (const label of ['Payment Cancelled twice', 'Business & Economics', 'Incomprehensibilities']) expect(trimTick(label).length).toBeLessThanOrEqual(16);
  });

  test('day ticks are labelled at a steady rhythm counted back from the latest day, never overlapping', () => {
    // 30 days 30 px apart, labels 40 px wide with 12 px between: every 2nd day, the last one included.
    const labelled = labelledTicks(30, 30, 40);
    const shown = Array.from({ length: 30 }, (_, index) => index).filter(labelled);
    expect(shown.at(-1)).toBe(29);
    expect(shown).toHaveLength(15);
    expect(shown.slice(0, 2)).toEqual([1, 3]);
    // Room for every label: all of them.
    expect(Array.from({ length: 7 }, (_, index) => index).filter(labelledTicks(7, 80, 40))).toHaveLength(7);
    // Whatever the width, neighbouring labels are at least a label and a gap apart.
    for (const spacing of [2, 7, 13, 29]) {
      const indices = Array.from({ length: 365 }, (_, index) => index).filter(labelledTicks(365, spacing, 44));
      expect(indices.at(-1)).toBe(364);
      expect((indices[1]! - indices[0]!) * spacing).toBeGreaterThanOrEqual(44 + 12);
    }
  });

  test('the last tick label, centred on the plot\'s edge, has room to be drawn whole', () => {
    expect(edgeRoomFor(44)).toBe(26);
    expect(edgeRoomFor(10)).toBe(20);
  });

  test('the gap between bars is 8 px whatever the width and the number of bars', () => {
    expect(bandGapRatio(10, 800) * (800 / 10)).toBeCloseTo(8);
    expect(bandGapRatio(7, 500) * (500 / 7)).toBeCloseTo(8);
    // Too many bars for 8 px each: bars keep some width.
    expect(bandGapRatio(60, 300)).toBe(0.8);
    // Bands under 4 px: the bars touch rather than shrink to hairlines.
    expect(bandGapRatio(365, 300)).toBe(0);
  });

  test('a change against the previous period, none when there was nothing before', () => {
    expect(changeFrom(100, 112)).toBeCloseTo(0.12);
    expect(changeFrom(50, 25)).toBe(-0.5);
    expect(changeFrom(0, 10)).toBeNull();
  });
});

describe('analytics requests', () => {
  test('leave out what is not set', async () => {
    expect(urlOf('getCategoryStatistics', { query: { startDate: '2026-11-01', endDate: '2026-11-07', category: undefined } })).toBe(
      '/api/analytics/categories?startDate=2026-11-01&endDate=2026-11-07',
    );
    expect(urlOf('getGeneralStatistics')).toBe('/api/analytics/general');
    expect(urlOf('searchScreenEventCategories', { query: { category: 'read & write' } })).toBe(
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

describe('a day not over yet', () => {
  test('a line ending on it is solid to the day before and dashed to today, each day in one part only', () => {
    const lines = splitPartialLast([{ label: 'USD', color: '#000', data: [5, 7, 2] }], true, (label) => `${label}, today so far`);
    expect(lines).toEqual([
      { id: 'line-0', label: 'USD', color: '#000', data: [5, 7, null], partial: false },
      { id: 'line-0-so-far', label: 'USD, today so far', color: '#000', data: [null, 7, 2], partial: true },
    ]);
    expect(splitPartialLast([{ label: 'USD', color: '#000', data: [5, 7, 2] }], false, String)).toEqual([
      { id: 'line-0', label: 'USD', color: '#000', data: [5, 7, 2], partial: false },
    ]);
  });
});
