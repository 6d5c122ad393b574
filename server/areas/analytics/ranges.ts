import type { MoneyAmount } from '../../../contract/analytics';
import { addDays, dayCount, eachDay } from '../../lib/dates';

/** An inclusive range of business days. */
export interface DayRange {
  startDate: string;
  endDate: string;
}

/** The range of the same length that ends the day before `range` starts. */
export function previousRange({ startDate, endDate }: DayRange): DayRange {
  const length = dayCount(startDate, endDate);
  return { startDate: addDays(startDate, -length), endDate: addDays(startDate, -1) };
}

/** The `days` days that end with `last` (included). */
export function lastDays(last: string, days: number): DayRange {
  return { startDate: addDays(last, 1 - days), endDate: last };
}

/** One point per day of the range, in order, each made by `point` (zero-filled by the caller's default). */
export function seriesOf<Point>(range: DayRange, point: (date: string) => Point): Point[] {
  return eachDay(range.startDate, range.endDate).map(point);
}

/** Amounts by currency, added up per currency only. */
export class MoneyByCurrency {
  private readonly amounts = new Map<string, number>();

  add(currency: string, amount: number | string | bigint | null): this {
    this.amounts.set(currency, (this.amounts.get(currency) ?? 0) + Number(amount ?? 0));
    return this;
  }

  addAll(other: MoneyByCurrency): this {
    for (const currency of other.currencies()) this.add(currency, other.get(currency));
    return this;
  }

  get(currency: string): number {
    return this.amounts.get(currency) ?? 0;
  }

  currencies(): string[] {
    return [...this.amounts.keys()].sort();
  }

  /** The amounts sorted by currency, as the API answers them. */
  toList(): MoneyAmount[] {
    return this.currencies().map((currency) => ({ currency, amount: this.get(currency) }));
  }
}

/** `map.get(key)`, made and stored by `make` the first time. */
export function entryOf<Key, Value>(map: Map<Key, Value>, key: Key, make: () => Value): Value {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}
