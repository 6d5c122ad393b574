import type { BillingPeriod } from '../../../contract/subscriptions';
import { cohortMonths, daysPerMonth, type MrrMovementKind } from '../../../contract/subscriptionFigureRules';
import { addDays, businessDay, nextDay, startOfDay } from '../../lib/dates';

/**
 * What one customer's holds say, as the subscription roll-ups store it (docs/api.md "Subscription
 * figures"): a pure function of the holds, so that a refresh and a rebuild write the same rows.
 */

/** A hold with what it costs: its order's amount and currency, else its plan's price. */
export interface PricedHold {
  id: number;
  subscriptionId: number;
  startedAt: string;
  endsAt: string | null;
  cancelledAt: string | null;
  amount: number;
  currency: string;
  billingPeriod: BillingPeriod;
  billingDays: number | null;
  trialDays: number;
}

export interface Movement {
  currency: string;
  day: string;
  kind: MrrMovementKind;
  from: number;
  to: number;
}

export interface PlanMovement {
  subscriptionId: number;
  currency: string;
  day: string;
  from: number;
  to: number;
}

export interface Trial {
  subscriptionId: number;
  day: string;
  /** The first day after the trial. */
  endsOn: string;
  converted: boolean;
}

export interface CohortMember {
  firstDay: string;
  /** For each of the 12 months after the first one: '1' when subscribed on its last day. */
  retained: string;
}

export interface CustomerFacts {
  movements: Movement[];
  planMovements: PlanMovement[];
  trials: Trial[];
  cohort: CohortMember | null;
}

/** A price per billing period as a month's worth, in minor units: a year's twelfth, or days × (365/12) / billing days. */
export function monthlyAmount(amount: number, period: BillingPeriod, billingDays: number | null): number {
  if (period === 'MONTHLY') return amount;
  if (period === 'YEARLY') return Math.round(amount / 12);
  return Math.round((amount * daysPerMonth) / Math.max(1, billingDays ?? 1));
}

/** Days [from, to) a hold covers; `to` null when it runs on. */
interface Span {
  from: string;
  to: string | null;
}

const HOUR = 3_600_000;

/**
 * businessDay, remembered per UTC hour (a rebuild asks for thousands of instants): an hour holds
 * at most one local midnight, so its day and the next day's first instant answer any of its instants.
 */
function dayOfInstant(instant: number, timeZone: string): string {
  const hour = Math.floor(instant / HOUR);
  const key = `${timeZone} ${hour}`;
  let known = hourDays.get(key);
  if (!known) {
    const day = businessDay(hour * HOUR, timeZone);
    known = { day, next: startOfDay(nextDay(day), timeZone).getTime() };
    if (hourDays.size >= 100_000) hourDays.clear();
    hourDays.set(key, known);
  }
  return instant >= known.next ? nextDay(known.day) : known.day;
}
const hourDays = new Map<string, { day: string; next: number }>();

function spanOf(hold: PricedHold, timeZone: string): Span | null {
  const stops = [hold.endsAt, hold.cancelledAt].filter((stop): stop is string => stop !== null).map((stop) => Date.parse(stop));
  const from = dayOfInstant(Date.parse(hold.startedAt), timeZone);
  const to = stops.length > 0 ? dayOfInstant(Math.min(...stops), timeZone) : null;
  return to !== null && to <= from ? null : { from, to };
}

const covers = (span: Span, day: string) => span.from <= day && (span.to === null || day < span.to);

/** Day → change, per key; the levels they lead to as (day, from, to) where the level changes. */
class Steps {
  private readonly deltas = new Map<string, Map<string, number>>();

  add(key: string, span: Span, amount: number): void {
    if (amount === 0) return;
    let days = this.deltas.get(key);
    if (!days) this.deltas.set(key, (days = new Map()));
    days.set(span.from, (days.get(span.from) ?? 0) + amount);
    if (span.to !== null) days.set(span.to, (days.get(span.to) ?? 0) - amount);
  }

  *changes(): Generator<{ key: string; day: string; from: number; to: number }> {
    for (const key of [...this.deltas.keys()].sort()) {
      const days = this.deltas.get(key)!;
      let level = 0;
      for (const day of [...days.keys()].sort()) {
        const to = level + days.get(day)!;
        if (to !== level) yield { key, day, from: level, to };
        level = to;
      }
    }
  }

  /** The sum of every key's level on `day`. */
  levelOn(day: string): number {
    let level = 0;
    for (const days of this.deltas.values()) for (const [from, delta] of days) if (from <= day) level += delta;
    return level;
  }
}

function kindOf(from: number, to: number, hadMrr: boolean): MrrMovementKind {
  if (from === 0) return hadMrr ? 'reactivated' : 'new';
  if (to === 0) return 'churned';
  return to > from ? 'expansion' : 'contraction';
}

/** The last day of the month `count` months after the one holding `day`. */
function monthEnd(day: string, count: number): string {
  const month = Number(day.slice(5, 7)) - 1 + count;
  return new Date(Date.UTC(Number(day.slice(0, 4)), month + 1, 0)).toISOString().slice(0, 10);
}

export function customerFacts(holds: readonly PricedHold[], timeZone: string): CustomerFacts {
  const ordered = [...holds].sort((a, b) => Date.parse(a.startedAt) - Date.parse(b.startedAt) || a.id - b.id);
  const spans = new Map<number, Span>();
  for (const hold of ordered) {
    const span = spanOf(hold, timeZone);
    if (span) spans.set(hold.id, span);
  }

  // A customer's first hold on a plan with a trial is free for its first trial days.
  const trialEnds = new Map<number, { hold: PricedHold; day: string; endsOn: string }>();
  for (const hold of ordered) {
    if (hold.trialDays <= 0 || trialEnds.has(hold.subscriptionId)) continue;
    const day = dayOfInstant(Date.parse(hold.startedAt), timeZone);
    trialEnds.set(hold.subscriptionId, { hold, day, endsOn: addDays(day, hold.trialDays) });
  }

  const byCurrency = new Steps();
  const byPlan = new Steps();
  for (const hold of ordered) {
    const span = spans.get(hold.id);
    if (!span) continue;
    const trial = trialEnds.get(hold.subscriptionId);
    const paid = trial?.hold === hold ? { from: span.from > trial.endsOn ? span.from : trial.endsOn, to: span.to } : span;
    if (paid.to !== null && paid.to <= paid.from) continue;
    const amount = monthlyAmount(hold.amount, hold.billingPeriod, hold.billingDays);
    byCurrency.add(hold.currency, paid, amount);
    byPlan.add(`${hold.subscriptionId} ${hold.currency}`, paid, amount);
  }

  const movements: Movement[] = [];
  const hadMrr = new Set<string>();
  for (const { key: currency, day, from, to } of byCurrency.changes()) {
    movements.push({ currency, day, kind: kindOf(from, to, hadMrr.has(currency)), from, to });
    hadMrr.add(currency);
  }
  const planMovements = [...byPlan.changes()].map(({ key, day, from, to }) => {
    const [subscriptionId, currency] = key.split(' ');
    return { subscriptionId: Number(subscriptionId), currency: currency!, day, from, to };
  });
  const trials = [...trialEnds.values()].map(({ hold, day, endsOn }) => ({
    subscriptionId: hold.subscriptionId,
    day,
    endsOn,
    converted: byCurrency.levelOn(endsOn) > 0,
  }));

  const held = [...spans.values()];
  const firstDay = held.map((span) => span.from).sort()[0];
  const cohort =
    firstDay === undefined
      ? null
      : {
          firstDay,
          retained: Array.from({ length: cohortMonths }, (_, index) => {
            const end = monthEnd(firstDay, index + 1);
            return held.some((span) => covers(span, end)) ? '1' : '0';
          }).join(''),
        };
  return { movements, planMovements, trials, cohort };
}
