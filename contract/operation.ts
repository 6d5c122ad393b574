import type { z } from 'zod';
import type { Access } from './access';

/**
 * One API operation, declared once (docs/architecture.md "Operations"): the server binds its
 * route from it (server/lib/route.ts), the console calls it by name (dataProvider/client.ts),
 * and the OpenAPI document describes it under its name as `operationId`.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Error statuses an operation may answer besides those every operation of its kind answers. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 412 | 413 | 415 | 429 | 500 | 502 | 504;

/** A success answer that is a file or a stream rather than JSON: its media type, described. */
export interface FileResponse {
  description: string;
  content: Record<string, { schema: z.ZodType }>;
}

export type SuccessResponse = z.ZodType | FileResponse;

export interface OperationSpec {
  method: HttpMethod;
  /** The spec's path, parameters as `:name` (`/api/feed/:id`). */
  path: string;
  /** An area of contract/access.ts, `account` (any signed-in staff member) or `public`. */
  access: Access;
  /** A public operation that uses a session when one is sent (sign-out). */
  optionalSession?: true;
  /**
   * A POST that only reads (a list, `POST .../list`): an API token with `read` on the area may call
   * it (contract/apiTokenRules.ts `tokenNeeds`). A GET always reads; any other operation writes.
   */
  readOnly?: true;
  /** Answers an event stream (`text/event-stream`) that stays open: a client reads it as it comes (docs/api.md "Live updates"). */
  eventStream?: true;
  summary: string;
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** The JSON body, or `multipart` for an upload (the file in the field `file`). */
  body?: z.ZodType | 'multipart';
  /** Success answers by status: a schema (JSON), `z.null()` for no content, or a file. */
  responses: Partial<Record<200 | 201 | 202 | 204 | 304, SuccessResponse>>;
  /** Errors beyond 400, 401, 403 and 500 (every `/api` operation) or 500 (public ones). */
  errors?: readonly ErrorStatus[];
  /** An error's own body, where it carries more than the shared `Error` (a bulk action's 409 its count). */
  errorBodies?: Partial<Record<ErrorStatus, z.ZodType>>;
  /** Answers the record with a strong `ETag` of it (docs/api.md "Versions"). */
  etag?: true;
  /** Honours `If-Match`: a version that is no longer current answers 412 with the current record. */
  ifMatch?: true;
}

export interface Operation extends OperationSpec {
  /** Unique across the API; the OpenAPI `operationId`. */
  name: string;
  /** The OpenAPI tag: the area's contract file. */
  tag: string;
}

/**
 * The operations of one area, each named by its key: `defineOperations('feed', {createFeedEntry:
 * {...}})`. The literal types are kept, so that server handlers and console calls are typed
 * from the schemas.
 */
export function defineOperations<const Specs extends Record<string, OperationSpec>>(
  tag: string,
  specs: Specs,
): { [Name in keyof Specs]: Specs[Name] & { name: Name; tag: string } } {
  return Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, { ...spec, name, tag }])) as {
    [Name in keyof Specs]: Specs[Name] & { name: Name; tag: string };
  };
}

/** The errors every operation of this access answers, then its own, without repeats, in order. */
export function errorStatusesOf(operation: Pick<OperationSpec, 'access' | 'errors' | 'ifMatch'>): ErrorStatus[] {
  const common: ErrorStatus[] = operation.access === 'public' ? [500] : [400, 401, 403, 500];
  const stale: ErrorStatus[] = operation.ifMatch ? [412] : [];
  return [...new Set([...common, ...(operation.errors ?? []), ...stale])].sort((a, b) => a - b);
}

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Output<S> = S extends z.ZodType ? z.output<S> : never;
type Field<Key extends string, S> = [S] extends [z.ZodType] ? { [K in Key]: Input<S> } : { [K in Key]?: never };

/** What a console call of the operation sends: its path parameters, query and body. */
export type CallInput<O extends OperationSpec> = Field<'params', O['params']> &
  Field<'query', O['query']> &
  Field<'body', O['body'] extends 'multipart' ? FormData : O['body']>;

/** What a successful call answers: the JSON of its first success status (undefined for no content). */
export type CallOutput<O extends OperationSpec> = {
  [Status in keyof O['responses']]: O['responses'][Status] extends z.ZodNull
    ? undefined
    : O['responses'][Status] extends z.ZodType
      ? Output<O['responses'][Status]>
      : Blob;
}[keyof O['responses']];

/** Fills the `:name` parameters of a path, each encoded. */
export function pathWith(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`No ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
