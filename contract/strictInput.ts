import { z } from 'zod';
import { codedText } from './apiMessages';

/**
 * Strict input (docs/api.md "Errors"): an object that refuses the keys it does not know, each
 * named in `fieldErrors` with `message` (server/plugins/errors.ts maps zod's `unrecognized_keys`
 * issue to one field error per key), rather than dropping them as zod's default object does: a
 * misspelled filter would otherwise filter nothing, and a bulk action run on every record.
 */
export function strictObject<const Shape extends z.ZodRawShape>(shape: Shape, message = codedText('unknown_field')) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? message : undefined),
  });
}

/** The message of a list's unknown filter key. */
export const unknownFilter = codedText('unknown_filter');
