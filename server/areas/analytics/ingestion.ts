import type { Insertable } from 'kysely';
import { type AppEventValues, eventMaxAgeDays, eventMaxFutureMs } from '../../../contract/analytics';
import type { AppEventsTable } from '../../db/schema';
import { businessDay } from '../../lib/dates';

/** The mobile app's events checked against the clock and turned into rows of `app_events`. */

const DAY = 86_400_000;

/** Field errors of the events outside the accepted window around `now`, by path (`events.3.occurredAt`). */
export function outOfWindow(events: AppEventValues[], now: number): Record<string, string> {
  const errors: Record<string, string> = {};
  events.forEach((event, index) => {
    const at = Date.parse(event.occurredAt);
    if (at > now + eventMaxFutureMs) errors[`events.${index}.occurredAt`] = 'More than 5 minutes in the future';
    else if (at < now - eventMaxAgeDays * DAY) errors[`events.${index}.occurredAt`] = `More than ${eventMaxAgeDays} days old`;
  });
  return errors;
}

/** The row of an event: its instant in UTC and its business day in `timeZone`. */
export const eventRow = (event: AppEventValues, timeZone: string): Insertable<AppEventsTable> => ({
  occurred_at: new Date(event.occurredAt).toISOString(),
  day: businessDay(event.occurredAt, timeZone),
  visitor_id: event.visitorId,
  device_type: event.deviceType,
  platform: event.platform,
  app_version: event.appVersion,
  type: event.type,
  screen: event.screen,
  category: event.category,
  name: event.name ?? null,
});
