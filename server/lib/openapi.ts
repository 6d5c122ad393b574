import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorBody } from '../../contract/errors';
import type { ErrorStatus } from '../../contract/operation';

/** What each error status means across the API (docs/api.md lists the codes). */
const errorDescriptions = {
  400: 'Bad input (errorCode 100); fieldErrors names the fields, as dotted paths. An e-mailed link expired, used or unknown (116)',
  401: 'Not signed in: session missing, invalid, expired or revoked (113), or wrong credentials or code (110-112)',
  403: 'Refused: the role may not do this (103), the XSRF token is missing or wrong (104), or the account is blocked (114)',
  404: 'Not found (101)',
  409: 'Conflict with the stored data (102)',
  413: 'Payload too large (106)',
  415: 'Unsupported file type (107)',
  429: 'Too many attempts (105, 115); the Retry-After header says when to try again',
  500: 'Unexpected error (500); the message never shows internals',
  502: 'The payment provider failed (117); nothing was changed',
  504: 'The payment provider did not answer in time (117); nothing was changed',
} as const satisfies Record<ErrorStatus, string>;

/**
 * The error responses of a route's schema, each the shared `Error` body with its meaning:
 * `response: { 200: item, ...errorResponses(400, 401, 403, 404, 500) }`.
 */
export function errorResponses<const Status extends ErrorStatus>(...statuses: Status[]): Record<Status, typeof errorBody> {
  return Object.fromEntries(statuses.map((status) => [status, errorBody.describe(errorDescriptions[status])])) as Record<
    Status,
    typeof errorBody
  >;
}

/** Errors any `/api` route may answer: bad input, no session, wrong role, unexpected failure. */
export const apiErrors = [400, 401, 403, 500] as const satisfies readonly ErrorStatus[];

type Security = { [scheme: string]: string[] }[];

/** OpenAPI `security` of the routes that need a Bearer session: every `/api` route. */
export const bearerAuth: Security = [{ bearer: [] }];

/** OpenAPI `security` of public routes (sign-in, health, the mobile app's data). */
export const noAuth: Security = [];

/** OpenAPI `security` of a public route that uses a Bearer token when there is one (logout). */
export const optionalBearerAuth: Security = [{ bearer: [] }, {}];

/**
 * Schema part of an upload route (server/lib/uploads.ts): the body is multipart/form-data with
 * the file in the field `file`. It is read as a stream by the handler, not validated as a body
 * schema; the OpenAPI document still shows it (openApiTransform below).
 */
export const multipartUpload = { consumes: ['multipart/form-data'] } as const;

/** The documented request body of an upload route. */
const multipartFileBody = {
  type: 'object',
  required: ['file'],
  properties: {
    file: { type: 'string', format: 'binary', description: 'The file: its types and largest size are in the description' },
  },
};

/**
 * fastify-type-provider-zod's transform of route schemas into the OpenAPI document, plus: a 204
 * (declared as `z.null()`) is documented as what it is, a response without content; an upload
 * route (`multipartUpload`) documents its multipart body with the `file` field.
 */
export const openApiTransform: typeof jsonSchemaTransform = (input) => {
  const output = jsonSchemaTransform(input);
  type JsonSchema = { type?: string; description?: string };
  const schema = output.schema as
    | { response?: Record<string, JsonSchema>; consumes?: readonly string[]; body?: unknown }
    | undefined;
  const response = schema?.response;
  const noContent = response?.['204'];
  if (response && noContent) response['204'] = { type: 'null', description: noContent.description ?? 'No content' };
  if (schema?.consumes?.includes('multipart/form-data') && schema.body === undefined) schema.body = multipartFileBody;
  return output;
};
