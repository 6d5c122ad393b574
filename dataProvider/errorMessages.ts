import type { CodedMessage } from '../contract/apiMessages';

/**
 * A message of the server as the console may word it: its English, and what says it without
 * words, its errorCode and the code of its words (contract/apiMessages.ts; a field's has no errorCode).
 */
export interface ServerMessage {
  message: string;
  errorCode?: number;
  coded?: CodedMessage<string>;
}

/** How the console words a server message; until the shell says otherwise, as the server wrote it. */
type ErrorTranslator = (message: ServerMessage) => string;

let translator: ErrorTranslator = ({ message }) => message;

/**
 * The shell hands over its translation of the codes (src/shell/i18n/index.ts): the data provider
 * may not import the shell, and it words every failure, whichever screen shows it.
 */
export function setErrorTranslator(next: ErrorTranslator): void {
  translator = next;
}

const isParams = (value: unknown): value is Record<string, string | number> =>
  !!value && typeof value === 'object' && Object.values(value).every((param) => typeof param === 'string' || typeof param === 'number');

/** A coded message as an answer holds it (`messageCode`, a value of `fieldErrorCodes`), when it is one. */
function codedOf(value: unknown): CodedMessage<string> | undefined {
  if (!value || typeof value !== 'object' || !('code' in value) || typeof value.code !== 'string') return undefined;
  const params = 'params' in value && isParams(value.params) ? value.params : undefined;
  return params ? { code: value.code, params } : { code: value.code };
}

/**
 * The message of a failed answer: the translation of the code of its words when it has one, else
 * of its errorCode, else the server's message.
 */
export const errorMessageOf = (message: string, errorCode: unknown, messageCode?: unknown): string =>
  translator({ message, errorCode: typeof errorCode === 'number' ? errorCode : undefined, coded: codedOf(messageCode) });

/** Each field's message (`fieldErrors`), translated by its code (`fieldErrorCodes`) when it has one. */
export function fieldMessagesOf(fieldErrors: Record<string, string>, fieldErrorCodes: unknown): Record<string, string> {
  const codes = new Map<string, unknown>(fieldErrorCodes && typeof fieldErrorCodes === 'object' ? Object.entries(fieldErrorCodes) : []);
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, message]) => [field, translator({ message, coded: codedOf(codes.get(field)) })]));
}
