import type { FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { MoneyAmount } from '../../../contract/analytics';
import { type Currency, minorUnitDigits } from '../../../contract/money';
import type { ExchangeRate } from '../../../contract/subscriptionFigures';
import { writeAudit } from '../../audit/record';
import type { Db } from '../../db';
import type { Database, ExchangeRatesTable } from '../../db/schema';
import { notFound } from '../../errors';

/**
 * The dated exchange rates into a reporting currency (docs/api.md "Reporting currency"): staff
 * set them; a figure of a day converts with the rate in force that day, so a new rate changes no
 * figure of the days before its own.
 */

export interface RateKey {
  reportingCurrency: string;
  currency: string;
  validFrom: string;
}

const rateOf = (row: Selectable<ExchangeRatesTable>): ExchangeRate => ({
  reportingCurrency: row.reporting_currency,
  currency: row.currency,
  validFrom: row.valid_from,
  rate: Number(row.rate),
  setAt: row.set_at,
  setBy: row.set_by,
});

export async function listExchangeRates(db: Db): Promise<ExchangeRate[]> {
  const rows = await db.selectFrom('exchange_rates').selectAll().orderBy('reporting_currency').orderBy('currency').orderBy('valid_from').execute();
  return rows.map(rateOf);
}

const label = ({ reportingCurrency, currency, validFrom }: RateKey) => `${currency} → ${reportingCurrency} from ${validFrom}`;
const recordId = ({ reportingCurrency, currency, validFrom }: RateKey) => `${reportingCurrency}/${currency}/${validFrom}`;

async function storedRate(trx: Kysely<Database>, key: RateKey) {
  return trx
    .selectFrom('exchange_rates')
    .selectAll()
    .where('reporting_currency', '=', key.reportingCurrency)
    .where('currency', '=', key.currency)
    .where('valid_from', '=', key.validFrom)
    .executeTakeFirst();
}

/** PUT .../exchange-rates/{reportingCurrency}/{currency}/{validFrom}: sets it (new or changed), audited. */
export function setExchangeRate(db: Db, request: FastifyRequest, key: RateKey, rate: number): Promise<ExchangeRate> {
  return db.transaction().execute(async (trx) => {
    const before = await storedRate(trx, key);
    const row = {
      reporting_currency: key.reportingCurrency,
      currency: key.currency,
      valid_from: key.validFrom,
      rate,
      set_at: new Date().toISOString(),
      set_by: request.user?.id ?? null,
    };
    await trx
      .insertInto('exchange_rates')
      .values(row)
      .onConflict((conflict) =>
        conflict.columns(['reporting_currency', 'currency', 'valid_from']).doUpdateSet({ rate: row.rate, set_at: row.set_at, set_by: row.set_by }),
      )
      .execute();
    await writeAudit(trx, request, {
      action: before ? 'update' : 'create',
      resource: 'subscriptionFigures',
      recordId: recordId(key),
      label: label(key),
      changes: [{ field: 'rate', from: before ? Number(before.rate) : null, to: rate }],
    });
    return rateOf(row);
  });
}

/** DELETE .../exchange-rates/{reportingCurrency}/{currency}/{validFrom}: 404 when there is none, audited. */
export function deleteExchangeRate(db: Db, request: FastifyRequest, key: RateKey): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const before = await storedRate(trx, key);
    if (!before) throw notFound('No such exchange rate');
    await trx
      .deleteFrom('exchange_rates')
      .where('reporting_currency', '=', key.reportingCurrency)
      .where('currency', '=', key.currency)
      .where('valid_from', '=', key.validFrom)
      .execute();
    await writeAudit(trx, request, {
      action: 'delete',
      resource: 'subscriptionFigures',
      recordId: recordId(key),
      label: label(key),
      changes: [{ field: 'rate', from: Number(before.rate), to: null }],
    });
  });
}

/** Turns an amount of a currency on a day into the reporting currency, or leaves it as it is. */
export type Conversion = (currency: string, day: string, amount: number) => MoneyAmount;

export const asPaid: Conversion = (currency, _day, amount) => ({ currency, amount });

/**
 * The conversion into `reportingCurrency` (as paid without one): each currency at the latest rate
 * whose first day is not after the amount's day, rounded to the reporting currency's minor unit;
 * an amount of a currency without a rate in force stays in its currency.
 */
export async function conversionInto(trx: Kysely<Database>, reportingCurrency: string | undefined): Promise<Conversion> {
  if (!reportingCurrency) return asPaid;
  const rows = await trx
    .selectFrom('exchange_rates')
    .select(['currency', 'valid_from', 'rate'])
    .where('reporting_currency', '=', reportingCurrency)
    .orderBy('currency')
    .orderBy('valid_from')
    .execute();
  const rates = new Map<string, { from: string; rate: number }[]>();
  for (const row of rows) {
    const list = rates.get(row.currency) ?? [];
    rates.set(row.currency, list);
    list.push({ from: row.valid_from, rate: Number(row.rate) });
  }
  const digits = (currency: string) => minorUnitDigits[currency as Currency] ?? 2;
  return (currency, day, amount) => {
    if (currency === reportingCurrency) return { currency, amount };
    const inForce = rates.get(currency)?.findLast((rate) => rate.from <= day);
    if (!inForce) return { currency, amount };
    const major = (amount / 10 ** digits(currency)) * inForce.rate;
    return { currency: reportingCurrency, amount: Math.round(major * 10 ** digits(reportingCurrency)) };
  };
}
