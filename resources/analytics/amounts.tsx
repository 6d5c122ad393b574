import type { MoneyAmount } from '../../contract/analytics';
import type { Currency } from '../../contract/money';
import { colorAt, type TimeSeries } from '../../src/components/charts';
import { formatMoney, toMajor } from '../../src/components/money';

/** Amounts of several currencies, one per line ("—" when there is none). */
export function Amounts({ amounts }: { amounts: MoneyAmount[] }) {
  if (amounts.length === 0) return <>—</>;
  return (
    <>
      {amounts.map(({ currency, amount }, index) => (
        <span key={currency} style={{ display: 'block', fontSize: index === 0 ? undefined : '0.8em' }}>
          {formatMoney(amount, currency as Currency)}
        </span>
      ))}
    </>
  );
}

/** The amount of one currency in a list of amounts (0 when absent). */
export const amountIn = (amounts: MoneyAmount[], currency: string) => amounts.find((entry) => entry.currency === currency)?.amount ?? 0;

/** Every currency that occurs in a series, sorted. */
export function currenciesOf(points: { revenue: MoneyAmount[] }[]): string[] {
  return [...new Set(points.flatMap((point) => point.revenue.map((entry) => entry.currency)))].sort();
}

/** Revenue by day as one line per currency, in major units (never added across currencies). */
export function revenueLines(points: { revenue: MoneyAmount[] }[]): TimeSeries[] {
  return currenciesOf(points).map((currency, index) => ({
    label: currency,
    color: colorAt(index),
    data: points.map((point) => toMajor(amountIn(point.revenue, currency), currency as Currency)),
  }));
}

/** The sum of one currency over a list of amounts per point (for "is there anything"). */
export const hasRevenue = (points: { revenue: MoneyAmount[] }[]) => points.some((point) => point.revenue.length > 0);
