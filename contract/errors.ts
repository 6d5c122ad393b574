import { z } from 'zod';

export { ErrorCode } from './errorCodes';

/** A message by its code in contract/apiMessages.ts, with what fills its placeholders: the console words it in its reader's language. */
export const codedMessageBody = z
  .object({
    code: z.string().describe('A code of the catalogue of messages (contract/apiMessages.ts), such as `too_short` or `name_empty`'),
    params: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .describe('What fills its placeholders: `{"min": 3}`. A number is a quantity; names and ids are strings'),
  })
  .meta({ id: 'CodedMessage' });

export const errorBody = z
  .object({
    message: z.string(),
    errorCode: z.number().int().optional(),
    /** The message's words by code, when it has them: a refusal the console words in its reader's language. */
    messageCode: codedMessageBody.optional(),
    /** Each field's message, in English (dotted paths: `paginationRequest.size`). */
    fieldErrors: z.record(z.string(), z.string()).optional(),
    /** The same fields' messages by code, for those that have one: what a client translates. */
    fieldErrorCodes: z.record(z.string(), codedMessageBody).optional(),
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
