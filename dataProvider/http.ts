import { fetchUtils, HttpError } from 'react-admin';
import { readLoginRecord } from '../authProvider/loginRecord';
import { endSession } from '../authProvider/session';
import { ErrorCode } from '../contract/errorCodes';
import type { ErrorBody } from '../contract/errors';
import { authHeaders } from './authHeaders';
import { errorMessageOf, fieldMessagesOf } from './errorMessages';

export { authHeaders, readCookie } from './authHeaders';

/** Shown when a failed response carries no message of its own: the spec's words, spelling included. */
export const fallbackErrorMessage = 'Error occured';

/**
 * Every call of the console: the Bearer token of the stored login record, the XSRF header
 * copied from its cookie, and errors turned into react-admin's HttpError with the server's
 * message and its `fieldErrors` as the form's `errors`, each in the console's language when it
 * has a code (./errorMessages.ts). A response with errorCode 113 (the
 * session is no longer valid) ends the session in the browser, whichever call received it.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  for (const [name, value] of Object.entries(authHeaders())) headers.set(name, value);
  try {
    return await fetchJson(url, { ...options, headers });
  } catch (error) {
    throw toHttpError(error);
  }
}

/**
 * react-admin's `fetchUtils.fetchJson`, except that a failed answer's `ETag` stays with its body
 * (`etag`): a 412's is the version of the record it carries (`current`), which the console sends
 * back as `If-Match` to apply its changes over that version.
 */
async function fetchJson(url: string, options: fetchUtils.Options) {
  const response = await fetch(url, { ...options, headers: fetchUtils.createHeadersFromOptions(options) });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON: no body to read.
  }
  const { status, headers } = response;
  if (status < 200 || status >= 300) {
    const etag = headers.get('etag');
    const body = json && typeof json === 'object' && etag ? { ...json, etag } : json;
    throw new HttpError(messageOf(json) ?? response.statusText, status, body);
  }
  return { status, headers, body: text, json };
}

const messageOf = (json: unknown) =>
  json && typeof json === 'object' && 'message' in json && typeof json.message === 'string' ? json.message : undefined;

/**
 * A failed answer (status and parsed body) as react-admin's HttpError, with the server's
 * message (or the fallback); an errorCode 113 ends the session in the browser.
 */
export function failedResponse(status: number, body: unknown): HttpError {
  return toHttpError(new HttpError(fallbackErrorMessage, status, body));
}

function toHttpError(error: unknown): HttpError {
  const httpError = describeError(error);
  if (httpError.body?.errorCode === ErrorCode.SESSION_INVALID && readLoginRecord()) endSession();
  return httpError;
}

function describeError(error: unknown): HttpError {
  if (!(error instanceof HttpError)) return new HttpError(fallbackErrorMessage, 0, {});
  const body = (error.body ?? {}) as Partial<ErrorBody>;
  const english = typeof body.message === 'string' && body.message ? body.message : fallbackErrorMessage;
  const message = errorMessageOf(english, body.errorCode, body.messageCode);
  return new HttpError(message, error.status, {
    ...body,
    message,
    ...(body.fieldErrors ? { errors: fieldMessagesOf(body.fieldErrors, body.fieldErrorCodes) } : {}),
  });
}
