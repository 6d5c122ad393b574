import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { errorBody, staleRecordBody } from '../../contract/errors';
import type { ErrorStatus } from '../../contract/operation';

/** What each error status means across the API (docs/api.md lists the codes). */
const errorDescriptions = {
  400: 'Bad input (errorCode 100); fieldErrors names the fields, as dotted paths. An e-mailed link expired, used or unknown (116)',
  401: 'Not signed in: session missing, invalid, expired or revoked (113), or wrong credentials or code (110-112)',
  403: 'Refused: the role may not do this (103), the XSRF token is missing or wrong (104), or the account is blocked (114)',
  404: 'Not found (101)',
  409: 'Conflict with the stored data (102)',
  412: 'If-Match names a version that is no longer current (119): the body holds the current record and its latest change',
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
  return Object.fromEntries(
    statuses.map((status) => [status, (status === 412 ? staleRecordBody : errorBody).describe(errorDescriptions[status])]),
  ) as Record<Status, typeof errorBody>;
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

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);
const schemaRef = '#/components/schemas/';

/** Every value below `value`, depth first. */
function* nodesOf(value: unknown): Generator<Node> {
  if (Array.isArray(value)) for (const item of value) yield* nodesOf(item);
  else if (isNode(value)) {
    yield value;
    for (const child of Object.values(value)) yield* nodesOf(child);
  }
}

/** The component names that `value` references, and those they reference, transitively. */
function referencedComponents(value: unknown, schemas: Record<string, unknown>): Set<string> {
  const found = new Set<string>();
  const visit = (node: unknown) => {
    for (const child of nodesOf(node)) {
      const ref = child.$ref;
      if (typeof ref !== 'string' || !ref.startsWith(schemaRef)) continue;
      const name = ref.slice(schemaRef.length);
      if (found.has(name)) continue;
      found.add(name);
      visit(schemas[name]);
    }
  };
  visit(value);
  return found;
}

/**
 * OpenAPI 3.0 wants a `type` beside `nullable` (zod writes `{nullable, allOf: [{$ref}]}` for a
 * nullable object and `{nullable, anyOf: [...]}` for a nullable enum): the type all the branches
 * share is written on the node.
 */
function typeNullables(document: Node, schemas: Record<string, unknown>) {
  const typeOf = (branch: unknown): unknown => {
    if (!isNode(branch)) return undefined;
    if (typeof branch.$ref === 'string') return typeOf(schemas[branch.$ref.slice(schemaRef.length)]);
    return branch.type;
  };
  for (const node of nodesOf(document)) {
    if (node.nullable !== true || node.type !== undefined) continue;
    const branches = [node.allOf, node.anyOf, node.oneOf].find(Array.isArray) as unknown[] | undefined;
    const types = new Set(branches?.map(typeOf));
    const [type] = types;
    if (types.size === 1 && typeof type === 'string') node.type = type;
  }
}

/**
 * A node that is nothing but `allOf` of one schema (zod writes so for an optional property that
 * refers to a component: a bulk action's `filter`) is that schema.
 */
function unwrapLoneAllOf(document: Node) {
  for (const node of nodesOf(document)) {
    const { allOf } = node;
    if (Object.keys(node).length !== 1 || !Array.isArray(allOf) || allOf.length !== 1 || !isNode(allOf[0])) continue;
    delete node.allOf;
    Object.assign(node, allOf[0]);
  }
}

/**
 * fastify-type-provider-zod's document (every schema with an `id` as a component, in an input
 * and an output variant), with only the components some operation uses (their references
 * followed), a type beside every `nullable` and no lone `allOf`, so that Redocly's recommended rules pass.
 */
export const openApiTransformObject: typeof jsonSchemaTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as Node & { paths?: unknown; components?: { schemas?: Record<string, unknown> } };
  const schemas = document.components?.schemas;
  if (!schemas) return document as ReturnType<typeof jsonSchemaTransformObject>;
  const used = referencedComponents(document.paths, schemas);
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
  typeNullables(document, schemas);
  unwrapLoneAllOf(document);
  return document as ReturnType<typeof jsonSchemaTransformObject>;
};
