/**
 * Wall-clock times of a time zone (`2026-12-31T10:00`, as a datetime-local input holds them) and
 * the instants they name (`2026-12-31T09:00:00.000Z`), both ways. The date and time inputs show
 * and take times in the business time zone (TIME_ZONE), whatever the reader's own.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;

/** `YYYY-MM-DDTHH:mm`, the value of a datetime-local input. */
const wallClockPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** `YYYY-MM-DD`, the value of a date input and the API's calendar date. */
const calendarDatePattern = /^\d{4}-\d{2}-\d{2}$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone, answering an instant's wall-clock parts; throws a RangeError on an unknown zone. */
function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall clock of `timeZone` at `instant` (milliseconds), to the minute, read as if it were UTC. */
function wallClockAsUtc(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormat(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds (whole minutes). */
function offsetAt(instant: number, timeZone: string): number {
  return wallClockAsUtc(instant, timeZone) - (instant - (((instant % MINUTE) + MINUTE) % MINUTE));
}

/** `2026-12-31T10:00` from milliseconds read as UTC. */
const asWallClock = (utc: number) => new Date(utc).toISOString().slice(0, 16);

/** Whether a value is a wall-clock time `YYYY-MM-DDTHH:mm` that names a real date and time. */
export function isWallClock(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = wallClockPattern.exec(value);
  if (!match) return false;
  const [, year, month, day, hour, minute] = match.map(Number);
  return asWallClock(Date.UTC(year!, month! - 1, day!, hour!, minute!)) === value;
}

/** Whether a value is a calendar date `YYYY-MM-DD` that exists. */
export function isCalendarDate(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    calendarDatePattern.test(value) &&
    new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value
  );
}

/**
 * The wall-clock time (`YYYY-MM-DDTHH:mm`) of `timeZone` at an instant (an ISO 8601 string with
 * its offset), seconds dropped; empty for no instant or one that does not parse.
 */
export function instantToWallClock(instant: string | null | undefined, timeZone: string): string {
  const time = instant ? Date.parse(instant) : NaN;
  return Number.isNaN(time) ? '' : asWallClock(wallClockAsUtc(time, timeZone));
}

/**
 * The instant (ISO 8601, UTC) at which `timeZone`'s clocks show `wallClock` (`YYYY-MM-DDTHH:mm`);
 * null for an empty or malformed value. A time the clocks show twice (when they go back) is the
 * first of the two; a time they skip (when they go forward) is read with the offset before the
 * change, so 02:30 on a night that jumps from 02:00 to 03:00 is 03:30, as a clock left unchanged
 * would say (the choice of `Temporal`'s "compatible" disambiguation).
 *
 * The offset in force at the instant is one of those of the day before and the day after (zones
 * change offset at most once within two days): of the instants these give, the first whose wall
 * clock reads `wallClock` is the answer.
 */
export function wallClockToInstant(wallClock: string | null | undefined, timeZone: string): string | null {
  if (!isWallClock(wallClock)) return null;
  const asUtc = Date.parse(`${wallClock}:00Z`);
  const before = offsetAt(asUtc - DAY, timeZone);
  const after = offsetAt(asUtc + DAY, timeZone);
  const matching = [asUtc - before, asUtc - after]
    .filter((candidate) => asWallClock(wallClockAsUtc(candidate, timeZone)) === wallClock)
    .sort((a, b) => a - b);
  return new Date(matching[0] ?? asUtc - before).toISOString();
}
