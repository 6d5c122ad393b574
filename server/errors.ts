import { type CodedMessage, codeOfText, englishOf } from '../contract/apiMessages';
import { ErrorCode } from '../contract/errors';

/**
 * A message as the server gives it: English text, or a code of contract/apiMessages.ts, sent in
 * English with its code beside it (docs/api.md "Errors"). A text written with codedText keeps its code.
 */
export type Words = string | CodedMessage;

export const englishOfWords = (words: Words): string => (typeof words === 'string' ? words : englishOf(words));
export const codeOfWords = (words: Words): CodedMessage | undefined => (typeof words === 'string' ? codeOfText(words) : words);

/** A failure the client is told about: its status, message, and optional code and field errors. */
export class ApiError extends Error {
  /** The code of the message's words, when it has one. */
  readonly messageCode?: CodedMessage;

  constructor(
    readonly statusCode: number,
    message: Words,
    readonly errorCode?: ErrorCode,
    readonly fieldErrors?: Record<string, Words>,
    /** More of the answer's body, beside message, errorCode and fieldErrors (a 412's current record). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(englishOfWords(message));
    this.name = 'ApiError';
    this.messageCode = codeOfWords(message);
  }
}

export const badRequest = (message: Words, fieldErrors?: Record<string, Words>) =>
  new ApiError(400, message, ErrorCode.VALIDATION, fieldErrors);
export const notFound = (message = 'Not found') => new ApiError(404, message, ErrorCode.NOT_FOUND);
export const conflict = (message: Words, fieldErrors?: Record<string, Words>) =>
  new ApiError(409, message, ErrorCode.CONFLICT, fieldErrors);
export const forbidden = (message = 'You are not allowed to do this') =>
  new ApiError(403, message, ErrorCode.FORBIDDEN);
export const sessionInvalid = () =>
  new ApiError(401, 'Your session has ended. Please sign in again.', ErrorCode.SESSION_INVALID);

/** What keeps a record from going out (an e-book's open readiness items): 409 with them as `open`. */
export const notReady = (open: string[]) =>
  new ApiError(409, `It is not ready to go out: ${open.join('; ')}. A SUPER_ADMIN may override this with a reason.`, ErrorCode.NOT_READY, undefined, {
    open,
  });

/**
 * `If-Match` named a version that is no longer current: the answer carries the record as it is now
 * and its latest audit entry (who changed it, and what), so the client can show the difference.
 */
export const staleRecord = (current: unknown, lastChange: unknown) =>
  new ApiError(412, 'Someone else changed this record since you opened it.', ErrorCode.STALE_RECORD, undefined, {
    current,
    lastChange,
  });
