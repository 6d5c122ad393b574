import { instantToWallClock, wallClockToInstant } from '../../src/components/dateInput/zonedTime';

/**
 * The calendar draws the business time zone's days (TIME_ZONE), whatever the browser's own: the
 * calendar library lays out dates in the browser's zone, so an instant reaches it as the browser
 * date whose wall clock reads as the business zone's at that instant, and comes back the same way.
 * A move keeps the wall clock: a publication at 9:00 moved three days goes out at 9:00 then, in
 * the business zone, across a change of daylight saving time too.
 */

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The browser date whose wall clock reads `wall` (`YYYY-MM-DDTHH:mm` or a day `YYYY-MM-DD`). */
export function wallToDate(wall: string): Date {
  const [day, time = '00:00'] = wall.split('T');
  const [year, month, date] = day!.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(year!, month! - 1, date!, hours!, minutes!);
}

/** The wall clock (`YYYY-MM-DDTHH:mm`) of a browser date. */
export function dateToWall(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The business day (`YYYY-MM-DD`) a browser date stands for. */
export const dateToDay = (date: Date) => dateToWall(date).slice(0, 10);

/** An instant as the browser date the calendar draws it at. */
export const instantToDate = (instant: string, timeZone: string) => wallToDate(instantToWallClock(instant, timeZone));

/** How far apart two wall clocks are, in milliseconds of wall-clock time (a day is always 24 hours). */
export const wallDistance = (from: Date, to: Date) => Date.parse(`${dateToWall(to)}:00Z`) - Date.parse(`${dateToWall(from)}:00Z`);

const DAY = 86_400_000;

/** Whole days between two browser dates' days. */
export const dayDistance = (from: Date, to: Date) => Math.round(wallDistance(wallToDate(dateToDay(from)), wallToDate(dateToDay(to))) / DAY);

/** `instant` moved by `distance` of wall-clock time in `timeZone` (its seconds kept). */
export function shiftInstant(instant: string, distance: number, timeZone: string): string {
  const wall = instantToWallClock(instant, timeZone);
  const moved = new Date(Date.parse(`${wall}:00Z`) + distance).toISOString().slice(0, 16);
  const seconds = ((Date.parse(instant) % 60_000) + 60_000) % 60_000;
  return new Date(Date.parse(wallClockToInstant(moved, timeZone)!) + seconds).toISOString();
}

/** A business day moved by `days`. */
export const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
