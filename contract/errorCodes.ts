// No zod here: the console's first load imports these (the schemas stay in errors.ts).

/** Error codes carried in `errorCode` (documented in docs/api.md). */
export const ErrorCode = {
  VALIDATION: 100,
  NOT_FOUND: 101,
  CONFLICT: 102,
  FORBIDDEN: 103,
  XSRF: 104,
  RATE_LIMITED: 105,
  PAYLOAD_TOO_LARGE: 106,
  UNSUPPORTED_MEDIA_TYPE: 107,
  INVALID_CREDENTIALS: 110,
  INVALID_CODE: 111,
  CODE_EXPIRED: 112,
  SESSION_INVALID: 113,
  ACCOUNT_BLOCKED: 114,
  TOO_MANY_CODE_ATTEMPTS: 115,
  /** An e-mailed link (invitation, password setup or reset) that is expired, used or unknown. */
  LINK_INVALID: 116,
  /** The payment provider failed (502) or did not answer in time (504); nothing was changed. */
  PAYMENT_PROVIDER_FAILED: 117,
  /** The server is overloaded, or the answer did not begin in time (503 with `Retry-After`). */
  OVERLOADED: 118,
  /**
   * `If-Match` names a version of the record that is no longer current (412): someone changed it
   * since it was read. The answer carries the current record and its latest change.
   */
  STALE_RECORD: 119,
  /**
   * A record is not ready to go out (409): publishing, scheduling or approving it is refused while
   * `open` (in the body) lists what is missing; a SUPER_ADMIN may override it with a reason.
   */
  NOT_READY: 120,
  /**
   * The session may only enrol a second factor (403): the role requires a passkey or an
   * authenticator app, its grace period has ended, and the person has neither yet.
   */
  SECOND_FACTOR_REQUIRED: 121,
  /**
   * A customer's erasure is held (409): ERASURE_HOLD_DAYS have not passed since their last order;
   * the message names the day from which it is possible.
   */
  ERASURE_HELD: 122,
  INTERNAL: 500,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
