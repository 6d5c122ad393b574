import { ErrorCode } from '../contract/errors';

/** A failure the client is told about: its status, message, and optional code and field errors. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errorCode?: ErrorCode,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new ApiError(400, message, ErrorCode.VALIDATION, fieldErrors);
export const notFound = (message = 'Not found') => new ApiError(404, message, ErrorCode.NOT_FOUND);
export const conflict = (message: string, fieldErrors?: Record<string, string>) =>
  new ApiError(409, message, ErrorCode.CONFLICT, fieldErrors);
export const forbidden = (message = 'You are not allowed to do this') =>
  new ApiError(403, message, ErrorCode.FORBIDDEN);
export const sessionInvalid = () =>
  new ApiError(401, 'Your session has ended. Please sign in again.', ErrorCode.SESSION_INVALID);
