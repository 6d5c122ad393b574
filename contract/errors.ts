import { z } from 'zod';

export { ErrorCode } from './errorCodes';

export const errorBody = z
  .object({
    message: z.string(),
    errorCode: z.number().int().optional(),
    fieldErrors: z.record(z.string(), z.string()).optional(),
    /** A 409 with errorCode 120 (not ready to go out): what keeps the record from going out, each in a sentence. */
    open: z.array(z.string()).optional(),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBody>;

/**
 * A 412 (errorCode 119): `If-Match` named a version that is no longer current. `current` is the
 * record as it is now (its version is in the answer's `ETag`), `lastChange` its latest audit entry.
 */
export const staleRecordBody = errorBody
  .extend({
    current: z.unknown(),
    lastChange: z.unknown().describe('The latest AuditEntry of the record, or null'),
  })
  .meta({ id: 'StaleRecordError' });
