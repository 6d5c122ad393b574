import type { Currency } from '../../contract/currencies';

/** An amount of one currency, as the analytics and the dashboard carry amounts (`[{currency, amount}]`). */
export interface CurrencyAmount {
  currency: string;
  amount: number;
}

/** The amount of `currency` in a list of amounts; 0 when it has none. */
export const amountOf = (amounts: CurrencyAmount[], currency: string) => amounts.find((item) => item.currency === currency)?.amount ?? 0;

/** Amounts by size, the largest first (the API sorts them by currency code). */
export const largestFirst = <Amount extends CurrencyAmount>(amounts: Amount[]) => [...amounts].sort((a, b) => b.amount - a.amount);

/** Every currency in a run of amounts, the one with the most in all first. */
export function currenciesBySize(runs: CurrencyAmount[][]): Currency[] {
  const totals = new Map<string, number>();
  for (const { currency, amount } of runs.flat()) totals.set(currency, (totals.get(currency) ?? 0) + amount);
  return [...totals.keys()].sort((a, b) => totals.get(b)! - totals.get(a)! || a.localeCompare(b)) as Currency[];
}
