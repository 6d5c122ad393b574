import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type CodedMessage, coded } from '../../contract/apiMessages';
import { type ErrorBody, ErrorCode } from '../../contract/errors';
import { ApiError, badRequest, codeOfWords, englishOfWords } from '../errors';
import { codedMessageOfIssue } from '../lib/issueMessages';
import { refusalHeaders } from './security';

const codeByStatus: Record<number, ErrorCode> = {
  400: ErrorCode.VALIDATION,
  403: ErrorCode.FORBIDDEN,
  404: ErrorCode.NOT_FOUND,
  409: ErrorCode.CONFLICT,
  413: ErrorCode.PAYLOAD_TOO_LARGE,
  414: ErrorCode.VALIDATION,
  415: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
  429: ErrorCode.RATE_LIMITED,
  431: ErrorCode.PAYLOAD_TOO_LARGE,
};

/** The code of a 4xx answer: its own, else that of any bad input. */
const codeOf = (status: number): ErrorCode => codeByStatus[status] ?? ErrorCode.VALIDATION;

const cutOffUpload = coded('upload_cut_off');

/**
 * A multipart body that ends early or has no usable boundary: busboy (under @fastify/multipart)
 * reports it with plain errors known only by their messages, which would otherwise be a 500.
 * A client that hangs up mid-upload gets @fastify/multipart's own FST_MP_PREMATURE_CLOSE.
 */
function isMalformedMultipart(error: FastifyError, request: FastifyRequest): boolean {
  if (error.code === 'FST_MP_PREMATURE_CLOSE') return true;
  if (error instanceof ApiError || error.statusCode || !/^multipart\//i.test(request.headers['content-type'] ?? '')) return false;
  return [
    /^Unexpected end of multipart data$/,
    /terminated early due to unexpected end of multipart data$/,
    /^Multipart: Boundary not found$/,
    /^The needle cannot/,
  ].some((pattern) => pattern.test(error.message));
}

/**
 * A data exception of PostgreSQL (SQLSTATE class 22): a number out of its column's range (an id
 * of 2^31), a NUL character in a text, a malformed value. The input is the client's: a 400, as
 * SQLite, which stores such values, would never fail.
 */
const isDataException = (error: unknown) => /^22[0-9A-Z]{3}$/.test(String((error as { code?: unknown }).code ?? ''));
const dataExceptionMessage = 'A value is out of range or holds a character that cannot be stored (such as NUL).';

/** Field path of a validation issue: `/paginationRequest/size` becomes `paginationRequest.size`. */
function fieldOf(instancePath: string, fallback: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || fallback;
}

/**
 * The fields a validation issue names: an unknown key (zod's `unrecognized_keys`, of a strict
 * object: contract/strictInput.ts) names each key itself, `filter.statuss`, not its object.
 */
function fieldsOf(issue: FastifySchemaValidationError, fallback: string): string[] {
  const keys = issue.keyword === 'unrecognized_keys' ? (issue.params as { keys?: unknown }).keys : undefined;
  if (!Array.isArray(keys) || keys.length === 0) return [fieldOf(issue.instancePath, fallback)];
  const object = fieldOf(issue.instancePath, '');
  return keys.map((key) => (object ? `${object}.${String(key)}` : String(key)));
}

/** The value an issue is about, in the part of the request its context names: a missing one is `required`. */
function valueAt(request: FastifyRequest, context: string, instancePath: string): unknown {
  const parts: Record<string, unknown> = { body: request.body, querystring: request.query, params: request.params, headers: request.headers };
  let value = parts[context];
  for (const key of instancePath.split('/').slice(1)) {
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A field's message in English, and its code when it has one. */
type FieldWords = { message: string; code?: CodedMessage };

/** The field errors of a body, in English, and the codes of those whose words have one. */
function fieldErrorsBody(fields: Record<string, FieldWords>): Pick<ErrorBody, 'fieldErrors' | 'fieldErrorCodes'> {
  const entries = Object.entries(fields);
  const codes = entries.flatMap(([field, { code }]) => (code ? [[field, code] as const] : []));
  return {
    fieldErrors: Object.fromEntries(entries.map(([field, { message }]) => [field, message])),
    ...(codes.length > 0 ? { fieldErrorCodes: Object.fromEntries(codes) } : {}),
  };
}

function apiErrorBody(error: ApiError): ErrorBody {
  const fields = Object.entries(error.fieldErrors ?? {}).map(([field, words]) => [field, { message: englishOfWords(words), code: codeOfWords(words) }] as const);
  return {
    message: error.message,
    errorCode: error.errorCode,
    ...(error.messageCode ? { messageCode: error.messageCode } : {}),
    ...(error.fieldErrors ? fieldErrorsBody(Object.fromEntries(fields)) : {}),
    ...error.extra,
  };
}

/** Every failure answers `{message, errorCode?, messageCode?, fieldErrors?, fieldErrorCodes?}`; a 500 never shows internals. */
export default fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = 500;
    let body: ErrorBody;
    if (error instanceof ApiError) {
      status = error.statusCode;
      body = apiErrorBody(error);
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const context = error.validationContext ?? 'body';
      const fields: Record<string, FieldWords> = {};
      for (const issue of error.validation) {
        for (const field of fieldsOf(issue, context)) {
          fields[field] ??= { message: issue.message ?? 'Not valid', code: codedMessageOfIssue(issue, valueAt(request, context, issue.instancePath)) };
        }
      }
      body = { message: 'Some fields are not valid', errorCode: ErrorCode.VALIDATION, ...fieldErrorsBody(fields) };
    } else if (isMalformedMultipart(error, request)) {
      status = 400;
      body = apiErrorBody(badRequest(cutOffUpload, { file: cutOffUpload }));
    } else if (isDataException(error)) {
      status = 400;
      body = { message: dataExceptionMessage, errorCode: ErrorCode.VALIDATION };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { message: error.message, errorCode: codeOf(status) };
    } else {
      request.log.error({ err: error }, 'unexpected error');
      body = { message: 'Something went wrong on our side. Please try again.', errorCode: ErrorCode.INTERNAL };
    }
    if (status >= 400 && status < 500) request.log.info({ status, message: body.message }, 'request refused');
    return reply.code(status).send(body);
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      message: `Nothing is found at ${request.method} ${request.url.split('?')[0]}`,
      errorCode: ErrorCode.NOT_FOUND,
    } satisfies ErrorBody),
  );
});

const frameworkMessages: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid: it holds a malformed %-escape.',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long.',
};

/**
 * Fastify's `frameworkErrors` (app.ts): what its router refuses before any route or hook runs
 * (a malformed %-escape, a too-long path parameter) answers the same body as every other failure.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // No hook runs for these: the browser protections are set here.
  reply.headers(refusalHeaders);
  const status = error.statusCode ?? 500;
  const message = frameworkMessages[error.code];
  if (status >= 500 || !message) {
    request.log.error({ err: error }, 'unexpected error');
    void reply.code(500).send({ message: 'Something went wrong on our side. Please try again.', errorCode: ErrorCode.INTERNAL } satisfies ErrorBody);
    return;
  }
  request.log.info({ status, message }, 'request refused');
  void reply.code(status).send({ message, errorCode: codeOf(status) } satisfies ErrorBody);
}

const clientErrors: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive. Please try again.' },
};

/**
 * Fastify's `clientErrorHandler` (app.ts): what Node's HTTP parser refuses (headers over its
 * limit, a request that is not HTTP, one that took too long to arrive) never reaches Fastify, so
 * the answer is written on the socket here, in the same body as every other failure.
 */
export function clientErrorHandler(this: { log: FastifyRequest['log'] }, error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = clientErrors[error.code ?? ''] ?? { status: 400, message: 'The request is not valid HTTP.' };
  this.log.debug({ err: error, status }, 'client error');
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ message, errorCode: codeOf(status) } satisfies ErrorBody);
  const protections = Object.entries(refusalHeaders).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n${protections}` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
