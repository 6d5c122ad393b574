/**
 * Calendar days of the business (TIME_ZONE) as UTC instants. A filter `from`..`to` (both
 * inclusive) reads `timestamp >= startOfDay(from)` and `timestamp < startOfDay(nextDay(to))`,
 * so a day is whole whatever its length (23 or 25 hours across a DST change).
 */

const HOUR = 3_600_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone, answering the wall-clock parts of an instant; throws on an unknown zone. */
function wallClock(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallClockParts(instant: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of wallClock(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** Throws a RangeError unless `timeZone` is an IANA zone this runtime knows (e.g. `Europe/Berlin`). */
export function assertTimeZone(timeZone: string): void {
  wallClock(timeZone);
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds (negative west of Greenwich). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const { year, month, day, hour, minute, second } = wallClockParts(instant, timeZone);
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  return wallAsUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

function parseDay(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const utcMidnight = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  if (Number.isNaN(utcMidnight) || new Date(utcMidnight).toISOString().slice(0, 10) !== day) {
    throw new RangeError(`Not a calendar date YYYY-MM-DD: "${day}"`);
  }
  return utcMidnight;
}

function dayOf(instant: number, timeZone: string): string {
  const { year, month, day } = wallClockParts(instant, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The calendar day after `day` (`2024-02-28` → `2024-02-29`). */
export function nextDay(day: string): string {
  return new Date(parseDay(day) + 24 * HOUR).toISOString().slice(0, 10);
}

/**
 * The first instant of calendar day `day` (YYYY-MM-DD) in `timeZone`: usually its local midnight;
 * where the clocks skip midnight (a DST change at 00:00), the instant they skip to; where midnight
 * happens twice, the first.
 *
 * The start `s` satisfies `s = midnight-as-UTC − offset(s)`. Every zone's offset lies within
 * ±14 hours, so the offset at `s` is the one in force 14 hours before or 14 hours after
 * midnight-as-UTC (zones change offset at most once within such a window). Of those candidates,
 * the earliest that falls on `day` is the start.
 */
export function startOfDay(day: string, timeZone: string): Date {
  const key = `${timeZone} ${day}`;
  let start = dayStarts.get(key);
  if (start === undefined) {
    start = computeStartOfDay(day, timeZone);
    // The days in use are few (a list's range, today); a full memo starts again rather than grow.
    if (dayStarts.size >= 10_000) dayStarts.clear();
    dayStarts.set(key, start);
  }
  return new Date(start);
}

/** Zone rules do not change while the process runs: each day's start is computed once. */
const dayStarts = new Map<string, number>();

function computeStartOfDay(day: string, timeZone: string): number {
  const midnightAsUtc = parseDay(day);
  const offsets = new Set([zoneOffsetMs(midnightAsUtc - 14 * HOUR, timeZone), zoneOffsetMs(midnightAsUtc + 14 * HOUR, timeZone)]);
  const starts = [...offsets]
    .map((offset) => midnightAsUtc - offset)
    .filter((candidate) => dayOf(candidate, timeZone) === day)
    .sort((a, b) => a - b);
  const start = starts[0];
  if (start === undefined) throw new RangeError(`Day ${day} has no start in ${timeZone}`);
  return start;
}

/**
 * The instants of an inclusive range of calendar days: `start` is the first instant of `from`,
 * `end` the first instant after `to` (exclusive). Either end may be absent.
 */
export function dayRange(range: { from?: string; to?: string }, timeZone: string): { start?: string; end?: string } {
  return {
    start: range.from ? startOfDay(range.from, timeZone).toISOString() : undefined,
    end: range.to ? startOfDay(nextDay(range.to), timeZone).toISOString() : undefined,
  };
}

/** The business day (calendar day in `timeZone`, `YYYY-MM-DD`) of an instant: an ISO string, a Date or epoch milliseconds. */
export function businessDay(instant: string | Date | number, timeZone: string): string {
  const time = typeof instant === 'number' ? instant : new Date(instant).getTime();
  if (Number.isNaN(time)) throw new RangeError(`Not an instant: "${String(instant)}"`);
  return dayOf(time, timeZone);
}

/** The calendar day `count` days after `day` (before it when negative). */
export function addDays(day: string, count: number): string {
  return new Date(parseDay(day) + count * 24 * HOUR).toISOString().slice(0, 10);
}

/** How many calendar days an inclusive range holds (`2024-01-01`..`2024-01-01` is 1). */
export function dayCount(from: string, to: string): number {
  return Math.round((parseDay(to) - parseDay(from)) / (24 * HOUR)) + 1;
}

/** Every calendar day of an inclusive range, in order (none when `from` is after `to`). */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = nextDay(day)) days.push(day);
  return days;
}

/** The Monday of the ISO week holding `day`. */
export function weekStart(day: string): string {
  const weekday = (new Date(parseDay(day)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The first day of the month holding `day`. */
export function monthStart(day: string): string {
  parseDay(day);
  return `${day.slice(0, 8)}01`;
}

/** The first day of the month `count` months after the one holding `day`. */
export function addMonths(day: string, count: number): string {
  const date = new Date(parseDay(monthStart(day)));
  date.setUTCMonth(date.getUTCMonth() + count);
  return date.toISOString().slice(0, 10);
}
