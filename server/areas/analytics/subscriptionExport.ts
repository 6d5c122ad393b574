import { type MrrMovementKind, mrrMovementKinds, type SubscriptionFigureExportQuery } from '../../../contract/subscriptionFigures';
import type { Db } from '../../db';
import { csvLine, decimalAmount } from '../../lib/csv';
import { churnStatistics } from './subscriptionChurn';
import { cohortRetention } from './subscriptionCohorts';
import { movementCustomerOf, movementRows } from './subscriptionMovementPage';
import { intervalOf, periodOf } from './subscriptionMovements';
import { entryOf } from './ranges';
import { conversionInto } from './exchangeRates';
import { movementsOf } from './subscriptionDays';
import { mrrStatistics } from './subscriptionMrr';
import { planLifetimes } from './subscriptionPlans';

/**
 * The CSV lines of one view of the subscription figures (docs/api.md "Subscription figures"): the
 * header, then a line per row; amounts as decimals of their currency beside it, rates as decimals.
 */
type Cell = string | number | null;

const money = (amount: number | null, currency: string): Cell => (amount === null ? null : decimalAmount(amount, currency));
const rateCell = (rate: number | null): Cell => (rate === null ? null : Number(rate.toFixed(6)));

/** Rows of the movement customers read at a time, each batch after the last one's (day, customer, currency). */
const batchSize = 1_000;

async function* movementCustomerLines(db: Db, query: SubscriptionFigureExportQuery): AsyncGenerator<string> {
  yield csvLine(['Day', 'Customer ID', 'Name', 'E-mail', 'Currency', 'Kind', 'From', 'To', 'Change']);
  const filter = { startDate: query.startDate, endDate: query.endDate, kind: query.kind!, currency: query.currency };
  let after: [string, number, string] | undefined;
  for (;;) {
    let batch = movementRows(db, filter);
    if (after) {
      const [day, customer, currency] = after;
      batch = batch.where((eb) => eb(eb.refTuple('movement.day', 'movement.customer_id', 'movement.currency'), '>', eb.tuple(day, customer, currency)));
    }
    const rows = await batch.orderBy('movement.day').orderBy('movement.customer_id').orderBy('movement.currency').limit(batchSize).execute();
    for (const row of rows.map(movementCustomerOf)) {
      yield csvLine([row.day, row.customerId, row.name, row.email, row.currency, row.kind, money(row.from, row.currency), money(row.to, row.currency), money(row.delta, row.currency)]);
    }
    const last = rows.at(-1);
    if (rows.length < batchSize || !last) return;
    after = [last.day, last.customer_id, last.currency];
  }
}

async function figureLines(db: Db, query: SubscriptionFigureExportQuery, timeZone: string): Promise<Cell[][]> {
  const range = { startDate: query.startDate, endDate: query.endDate };
  switch (query.view) {
    case 'mrr': {
      const { series } = await mrrStatistics(db, { ...range, reportingCurrency: query.reportingCurrency });
      return [
        ['Date', 'Currency', 'MRR', 'Subscribers'],
        ...series.flatMap(({ date, mrr, subscribers }) => {
          const currencies = [...new Set([...mrr, ...subscribers].map((entry) => entry.currency))].sort();
          return currencies.map((currency) => {
            const amount = mrr.find((entry) => entry.currency === currency)?.amount ?? null;
            return [date, currency, money(amount, currency), subscribers.find((entry) => entry.currency === currency)?.count ?? null];
          });
        }),
      ];
    }
    case 'movements': {
      const period = periodOf(intervalOf(range, query.interval));
      const convert = await conversionInto(db, query.reportingCurrency);
      const sums = new Map<string, { period: string; currency: string; kind: MrrMovementKind; customers: number; amount: number }>();
      for (const [day, currencies] of await movementsOf(db, range)) {
        for (const [paid, movements] of currencies) {
          for (const kind of mrrMovementKinds.filter((each) => movements[each].count > 0)) {
            const { currency, amount } = convert(paid, day, movements[kind].amount);
            const sum = entryOf(sums, `${period(day)} ${currency} ${kind}`, () => ({ period: period(day), currency, kind, customers: 0, amount: 0 }));
            sum.customers += movements[kind].count;
            sum.amount += amount;
          }
        }
      }
      const order = (row: { period: string; currency: string; kind: MrrMovementKind }) => `${row.period} ${row.currency} ${mrrMovementKinds.indexOf(row.kind)}`;
      const rows = [...sums.values()].sort((a, b) => (order(a) < order(b) ? -1 : 1));
      return [
        ['Period', 'Currency', 'Kind', 'Customers', 'Change'],
        ...rows.map((row) => [row.period, row.currency, row.kind, row.customers, money(row.amount, row.currency)]),
      ];
    }
    case 'churn': {
      const { months } = await churnStatistics(db, range, timeZone);
      const header = ['Month', 'Currency', 'Subscribers at start', 'Churned', 'Churn rate', 'MRR at start', 'MRR churned', 'MRR contraction', 'Revenue churn rate'];
      return [
        header,
        ...months.flatMap(({ month, byCurrency }) =>
          byCurrency.map((row) => [
            month,
            row.currency,
            row.subscribersAtStart,
            row.churned,
            rateCell(row.churnRate),
            money(row.mrrAtStart, row.currency),
            money(row.mrrChurned, row.currency),
            money(row.mrrContraction, row.currency),
            rateCell(row.revenueChurnRate),
          ]),
        ),
      ];
    }
    case 'trials': {
      const { months } = await churnStatistics(db, range, timeZone);
      return [
        ['Month', 'Plan ID', 'Plan', 'Trials started', 'Converted', 'Running', 'Conversion rate'],
        ...months.flatMap(({ month, trialsByPlan }) =>
          trialsByPlan.map((row) => [month, row.subscriptionId, row.name, row.started, row.converted, row.running, rateCell(row.conversionRate)]),
        ),
      ];
    }
    case 'cohorts': {
      const { cohorts } = await cohortRetention(db, range, timeZone);
      const after = cohorts[0]?.retained.map((_, index) => `After ${index + 1} months`) ?? [];
      return [['Cohort', 'Customers', ...after], ...cohorts.map((cohort) => [cohort.month, cohort.customers, ...cohort.retained])];
    }
    case 'plans': {
      const { plans } = await planLifetimes(db, range);
      return [
        ['Plan ID', 'Plan', 'Currency', 'Subscribers', 'MRR', 'ARPU', 'Churned', 'Churn rate', 'LTV'],
        ...plans.flatMap((plan) =>
          plan.byCurrency.map((row) => [
            plan.subscriptionId,
            plan.name,
            row.currency,
            row.subscribers,
            money(row.mrr, row.currency),
            money(row.arpu, row.currency),
            row.churned,
            rateCell(row.churnRate),
            money(row.ltv, row.currency),
          ]),
        ),
      ];
    }
    case 'movementCustomers':
      return [];
  }
}

/** The lines of the view the query names. */
export async function* subscriptionFigureLines(db: Db, query: SubscriptionFigureExportQuery, timeZone: string): AsyncGenerator<string> {
  if (query.view === 'movementCustomers') {
    yield* movementCustomerLines(db, query);
    return;
  }
  for (const cells of await figureLines(db, query, timeZone)) yield csvLine(cells);
}
