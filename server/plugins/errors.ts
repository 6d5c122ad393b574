import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ErrorBody, ErrorCode } from '../../contract/errors';
import { ApiError } from '../errors';

const codeByStatus: Record<number, ErrorCode> = {
  400: ErrorCode.VALIDATION,
  403: ErrorCode.FORBIDDEN,
  404: ErrorCode.NOT_FOUND,
  409: ErrorCode.CONFLICT,
  413: ErrorCode.PAYLOAD_TOO_LARGE,
  415: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
  429: ErrorCode.RATE_LIMITED,
};

/** Field path of a validation issue: `/paginationRequest/size` becomes `paginationRequest.size`. */
function fieldOf(instancePath: string, fallback: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || fallback;
}

/** Every failure answers `{message, errorCode?, fieldErrors?}`; a 500 never shows internals. */
export default fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = 500;
    let body: ErrorBody;
    if (error instanceof ApiError) {
      status = error.statusCode;
      body = { message: error.message, errorCode: error.errorCode, fieldErrors: error.fieldErrors };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const fieldErrors: Record<string, string> = {};
      for (const issue of error.validation) {
        fieldErrors[fieldOf(issue.instancePath, error.validationContext ?? 'body')] ??= issue.message ?? 'Not valid';
      }
      body = { message: 'Some fields are not valid', errorCode: ErrorCode.VALIDATION, fieldErrors };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { message: error.message, errorCode: codeByStatus[status] };
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
