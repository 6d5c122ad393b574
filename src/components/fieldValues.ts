import type { ReactNode } from 'react';
import type { TranslateFunction } from 'react-admin';
import type { Currency } from '../../contract/currencies';
import { formatMoney, formatNumber, toMajor } from '../format';

/** What a field's formatter knows besides the value: the words, and the record the value belongs to. */
export interface ValueContext {
  translate: TranslateFunction;
  /**
   * The record, as far as it is known: on a list or a show page the record itself; in the History
   * panel and on the Activity page the entry's values of the same side (old or new) over the record
   * as it is now, when it is on screen.
   */
  record: Readonly<Record<string, unknown>>;
}

/** A field's value as the console shows it: words or an element; null (written "—") when empty. */
export type FieldFormat = (value: unknown, context: ValueContext) => ReactNode;

/**
 * How a resource shows its fields' values, by field: its definition's `values`, which its list, its
 * show page, the History panel and the Activity page all read, so that a value reads the same
 * everywhere (docs/architecture.md "Field values"). `false`: the field is not shown on its own, another
 * field says it (an e-book's `categoryName` is its `categoryId` in words). A field without an entry
 * is shown as it is (src/audit/auditValues.ts: dates, files, yes and no).
 */
export type FieldFormats = Readonly<Record<string, FieldFormat | false>>;

interface Choice {
  id: string | number;
  name: string;
}

/**
 * A code among `choices` (those of the field's select and filter) as its label; with
 * `translated: false`, a proper name that is not translated. An unknown code shows as it is.
 */
export function choiceValue(choices: readonly Choice[], { translated = true } = {}): FieldFormat {
  return (value, { translate }) => {
    if (value === null || value === undefined || value === '') return null;
    const choice = choices.find((candidate) => candidate.id === value);
    if (!choice) return String(value);
    return translated ? translate(choice.name, { _: choice.name }) : choice.name;
  };
}

/** A list of codes among `choices`, their labels joined ("Book, News"). */
export function choicesValue(choices: readonly Choice[]): FieldFormat {
  const one = choiceValue(choices);
  return (value, context) => {
    if (!Array.isArray(value) || value.length === 0) return null;
    return value.map((item) => one(item, context)).join(', ');
  };
}

/**
 * The enabled flag shown as a value: Enabled or Disabled (`app.enabled_state`). Its choices in
 * selects and filters keep the spec's option labels, Enable and Disable (`app.enabled_flag`).
 */
export const enabledFlagValue: FieldFormat = (value, { translate }) =>
  value === 'E' || value === 'D' ? translate(`app.enabled_state.${value}`) : null;

/**
 * An amount in minor units with its record's currency (`currencySource`): "$19.99". Without a known
 * currency (an old entry of a record since deleted), the amount in major units alone.
 */
export function moneyValue(currencySource = 'currency'): FieldFormat {
  return (value, { record }) => {
    if (typeof value !== 'number') return null;
    const currency = record[currencySource] as Currency | undefined;
    return typeof currency === 'string' ? formatMoney(value, currency) : formatNumber(toMajor(value), 2);
  };
}
