/** The analytics figures' change against the period before, and why a period that ends today has none. */
import { describe, expect, test } from 'vitest';
import { periodChange } from '../../resources/analytics/periodChange';
import { changeFrom } from '../../src/components/charts';

const answer = (startDate: string, endDate: string, sales: number, before: number) => ({
  startDate,
  endDate,
  totals: { sales },
  previous: { startDate: '', endDate: '', totals: { sales: before } },
});
const salesChange = (data: ReturnType<typeof answer>) => changeFrom(data.previous.totals.sales, data.totals.sales);

describe('a period compared with the one before', () => {
  test('a period over is compared: its change', () => {
    expect(periodChange(answer('2026-11-01', '2026-11-07', 110, 100), '2026-11-08', salesChange)).toEqual({ change: 0.1 });
  });

  test('today, not over yet, is not compared with the whole of yesterday (no -95% at 10 am)', () => {
    expect(periodChange(answer('2026-11-08', '2026-11-08', 5, 100), '2026-11-08', salesChange)).toEqual({ notOver: true });
  });

  test('nor is any period that ends today', () => {
    expect(periodChange(answer('2026-11-02', '2026-11-08', 605, 700), '2026-11-08', salesChange)).toEqual({ notOver: true });
  });

  test('nothing to say before the figures arrive', () => {
    expect(periodChange(undefined, '2026-11-08', salesChange)).toEqual({});
  });
});
