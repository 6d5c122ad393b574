import { z } from 'zod';
import { strictObject, unknownFilter } from './strictInput';
import { coded, codedIssue } from './apiMessages';

export const sortDirections = ['ASC', 'DESC'] as const;

/**
 * `paginationRequest` of every `POST .../list`: page 0-based, size 1..100, sort by a listed field;
 * an unknown key is a 400 naming it.
 */
export function paginationRequest<const Field extends string>(sortFields: readonly [Field, ...Field[]]) {
  return strictObject({
    page: z.number().int().min(0).default(0),
    size: z.number().int().min(1).max(100).default(20),
    sortBy: z.enum(sortFields).optional(),
    sortDirection: z.enum(sortDirections).optional(),
  });
}

/**
 * A list request: the filters, each named after the field it filters, plus `paginationRequest`.
 * Strict: an unknown key is a 400 naming it (`{"statuss": "Unknown filter"}`), never a filter
 * that matches everything, in a list as in a bulk action's `filter`.
 */
export function listRequest<const Shape extends z.ZodRawShape, const Field extends string>(
  filters: Shape,
  sortFields: readonly [Field, ...Field[]],
) {
  return strictObject(
    {
      ...filters,
      paginationRequest: paginationRequest(sortFields).prefault({}),
    },
    unknownFilter,
  );
}

/** The answer of a `POST .../list`. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    /** Present when counting stopped: there are more than `totalElements` matches (a list of millions). */
    totalIsLowerBound: z.literal(true).optional(),
    page: z.number().int(),
    size: z.number().int(),
  });
}

export interface Page<Item> {
  content: Item[];
  totalElements: number;
  totalIsLowerBound?: true;
  page: number;
  size: number;
}

/** A calendar date `YYYY-MM-DD`, read in the server's TIME_ZONE, both ends of a range inclusive. */
export const calendarDate = z.iso.date();

/** A list request's day range: a start after the end is refused on `endDate`. */
export const startNotAfterEnd = (value: { startDate?: string; endDate?: string }, context: z.RefinementCtx) => {
  if (value.startDate && value.endDate && value.startDate > value.endDate) {
    context.addIssue(codedIssue(coded('end_before_start'), ['endDate']));
  }
};
