import { HttpError } from 'react-admin';
import type { CalendarItem } from '../../contract/calendar';
import type { EditorialState } from '../../contract/editorial';
import type { ConsoleDataProvider, VersionedRecord } from '../../dataProvider/createDataProvider';
import { shiftDay, shiftInstant } from './calendarDates';

/**
 * A move of a calendar item to another day (docs/api.md "Release calendar"), through the record's
 * own operation and with the version just read as `If-Match`: a scheduled publication by the
 * `schedule` step (the version of its state), a window, a release date or a feed entry's time by
 * the record's update (the record's version). What the calendar showed is checked against what
 * was read first: a record changed since (another time, another state) is not moved (`StaleItem`),
 * as a change between that read and the write is refused by the server (412).
 */

/** The item is no longer where the calendar showed it: someone changed it meanwhile. */
export class StaleItem extends Error {}

/** Whether a failed move failed because the item changed meanwhile: the calendar reloads and says so. */
export const changedMeanwhile = (error: unknown) => error instanceof StaleItem || (error instanceof HttpError && error.status === 412);

const DAY = 86_400_000;

const sameInstant = (a: unknown, b: string | null) => (a === null || a === undefined ? b === null : typeof a === 'string' && b !== null && Date.parse(a) === Date.parse(b));

/** What an update sends for each kind moved through its record: the fields moved, checked first against the item. */
function movedFields(item: CalendarItem, record: VersionedRecord, distance: number, timeZone: string): Record<string, unknown> {
  const shift = (instant: string | null) => (instant === null ? null : shiftInstant(instant, distance, timeZone));
  switch (item.kind) {
    case 'release':
      if (record.publicationDate !== item.start) throw new StaleItem();
      return { publicationDate: shiftDay(item.start, Math.round(distance / DAY)) };
    case 'banner':
    case 'alert':
      if (!sameInstant(record.startAt, item.start) || !sameInstant(record.endAt, item.end)) throw new StaleItem();
      return { startAt: shift(item.start), endAt: shift(item.end) };
    case 'feed':
      if (!sameInstant(record.publishAt, item.start)) throw new StaleItem();
      return { publishAt: shift(item.start) };
    default:
      throw new Error(`A ${item.kind} item does not move through its record`);
  }
}

/** Moves `item` by `distance` milliseconds of wall-clock time in the business time zone (whole days for a release date). */
export async function moveItem(dataProvider: ConsoleDataProvider, item: CalendarItem, distance: number, timeZone: string): Promise<void> {
  const { resource, recordId: id } = item;
  if (item.kind === 'scheduled') {
    const { data: state, etag } = await dataProvider.action<EditorialState>(resource, 'editorialState', { id });
    // A scheduled change of a published record moves by the change's own `schedule` step.
    const scheduled = item.change ? state.change : state;
    if (scheduled?.state !== 'scheduled' || !sameInstant(scheduled.publishAt, item.start)) throw new StaleItem();
    await dataProvider.action(resource, 'editorialStep', { id, data: { step: 'schedule', at: shiftInstant(item.start, distance, timeZone) }, ifMatch: etag });
    return;
  }
  const { data: record } = await dataProvider.getOne<VersionedRecord>(resource, { id });
  const data = { ...record, ...movedFields(item, record, distance, timeZone) };
  await dataProvider.update(resource, { id, data, previousData: record });
}
