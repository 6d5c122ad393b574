import { trimTick } from './chartDefaults';

/** An axis value formatter that cuts tick labels to 16 characters and leaves tooltips whole. */
export const tickFormatter =
  <Value,>(format: (value: Value) => string) =>
  (value: Value, context: { location: string }) =>
    context.location === 'tick' ? trimTick(format(value)) : format(value);

/** `2026-11-03` as a short day of the reader's locale ("Nov 3"); the date is a calendar day, so UTC noon. */
export const shortDay = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** `2026-11-03` as a medium date of the reader's locale ("Nov 3, 2026"). */
export const mediumDay = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** A value axis reads short: 1.2K, 3.4M. */
export const compact = (value: number) => value.toLocaleString(undefined, { notation: 'compact', maximumFractionDigits: 1 });
