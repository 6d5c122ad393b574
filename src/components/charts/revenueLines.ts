import { toMajor } from '../../format';
import { amountOf, type CurrencyAmount, currenciesBySize } from '../money';
import { colorAt } from './palette';
import type { TimeSeries } from './timeSeries';

/**
 * Revenue by day as one line per currency, in major units, zero on days without it: amounts
 * are never added across currencies. The currency with the most revenue leads (first colour).
 */
export function revenueLines(days: { revenue: CurrencyAmount[] }[]): TimeSeries[] {
  return currenciesBySize(days.map((day) => day.revenue)).map((currency, index) => ({
    label: currency,
    color: colorAt(index),
    data: days.map((day) => toMajor(amountOf(day.revenue, currency), currency)),
  }));
}
