import type { CommerceDashboard } from '../../contract/dashboard';
import type { Currency } from '../../contract/currencies';
import { type Figures, revenueLines } from '../../src/components/charts';
import { formatDay, formatMajor, formatMoney, formatNumber } from '../../src/format';
import { amountOf } from '../../src/components/money';

/** The revenue of each day as one line per currency (in major units), and the same figures as a table, each day named by `dayLabel`. */
export function revenueSeries(days: CommerceDashboard['revenueSeries'], dayColumn: string, dayLabel: (date: string) => string = formatDay) {
  const series = revenueLines(days);
  const currencies = series.map((line) => line.label as Currency);
  const figures: Figures = {
    columns: [dayColumn, ...currencies],
    rows: days.map((day) => ({
      key: day.date,
      cells: [dayLabel(day.date), ...currencies.map((currency) => formatMoney(amountOf(day.revenue, currency), currency))],
    })),
  };
  return { currencies, series, figures };
}

/** The tooltip format: money when there is one currency, plain amounts when lines of several share the axis. */
export function revenueFormat(currencies: Currency[]) {
  const [only] = currencies;
  if (currencies.length === 1 && only) return (value: number) => formatMajor(value, only);
  return (value: number) => formatNumber(value, 2);
}
