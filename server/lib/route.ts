import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifySchema,
  onRequestHookHandler,
  onSendHookHandler,
  preHandlerHookHandler,
  preSerializationHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tokenNeeds } from '../../contract/apiTokenRules';
import { errorStatusesOf, type Operation } from '../../contract/operation';
import { bearerAuth, errorResponses, multipartUpload, noAuth, optionalBearerAuth } from './openapi';
import { etagOf } from './versions';

/** What fastify-type-provider-zod types a handler from: the operation's schemas. */
interface SchemaOf<O extends Operation> extends FastifySchema {
  params: O['params'];
  querystring: O['query'];
  body: O['body'] extends 'multipart' ? undefined : O['body'];
  response: O['responses'];
}

/** A handler of the operation: request and answer typed from its schemas, as an inline route's are. */
export type OperationHandler<O extends Operation> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<O>,
  ZodTypeProvider
>;

/** What a route adds to its operation on the server side alone: rate limits, body limits, hooks. */
export interface RouteExtras {
  onRequest?: onRequestHookHandler;
  preHandler?: preHandlerHookHandler;
  onSend?: onSendHookHandler;
  bodyLimit?: number;
}

/** The operation's description, with what its versions mean when it answers or checks one. */
function describe(operation: Operation): string | undefined {
  const notes = [
    operation.description,
    operation.etag && 'Answers the record with its strong `ETag`.',
    operation.ifMatch &&
      'Honours `If-Match` (docs/api.md "Versions"): a version that is no longer current answers 412 (errorCode 119) ' +
        'with the current record and its latest change; without the header the change is made as before.',
    tokenNote(operation),
  ].filter(Boolean);
  return notes.length > 0 ? notes.join(' ') : undefined;
}

/** What an API token needs to call the operation (docs/api.md "API tokens"). */
function tokenNote(operation: Operation): string | undefined {
  if (operation.access === 'public') return undefined;
  const needs = tokenNeeds(operation);
  return needs ? `An API token needs \`${needs}\` on the \`${operation.access}\` area.` : 'API tokens may not call it.';
}

/** The route's schema: the operation's, with its OpenAPI tag, security and error answers derived. */
function schemaOf(operation: Operation): FastifySchema {
  const security = operation.access !== 'public' ? bearerAuth : operation.optionalSession ? optionalBearerAuth : noAuth;
  return {
    operationId: operation.name,
    tags: [operation.tag],
    summary: operation.summary,
    ...(describe(operation) && { description: describe(operation) }),
    security,
    ...(operation.params && { params: operation.params }),
    ...(operation.query && { querystring: operation.query }),
    ...(operation.body === 'multipart' ? multipartUpload : operation.body && { body: operation.body }),
    response: { ...operation.responses, ...errorResponses(...errorStatusesOf(operation)), ...operation.errorBodies },
  };
}

/**
 * The `ETag` of an operation that answers a record (`etag`): the record's version, or on a 412 that
 * of the current record the answer carries.
 */
const recordVersion: preSerializationHookHandler<unknown> = (_request, reply, payload, done) => {
  const record = reply.statusCode === 412 ? (payload as { current?: unknown }).current : payload;
  if ((reply.statusCode < 300 || reply.statusCode === 412) && record && typeof record === 'object') {
    void reply.header('etag', etagOf(record));
  }
  done(null, payload);
};

/**
 * Registers the one route of an operation: URL, method, schemas, access rule (config.access,
 * checked by the rbac plugin), OpenAPI tag, security and error answers all come from the
 * operation; the module gives only the handler and what is the server's alone (`extras`).
 */
export function route<O extends Operation>(
  app: FastifyInstance,
  operation: O,
  handler: OperationHandler<O>,
  extras: RouteExtras = {},
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: operation.method,
    url: operation.path,
    config: { access: operation.access, operation: operation.name, readOnly: operation.method === 'GET' || operation.readOnly === true },
    schema: schemaOf(operation),
    ...((operation.etag || operation.ifMatch) && { preSerialization: recordVersion }),
    ...extras,
    handler: handler as RouteHandlerMethod,
  });
}
