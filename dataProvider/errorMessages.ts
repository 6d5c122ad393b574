/** How the console words a server error that has a code; until the shell says otherwise, as the server wrote it. */
type ErrorTranslator = (errorCode: number, message: string) => string;

let translator: ErrorTranslator = (_errorCode, message) => message;

/**
 * The shell hands over its translation of the error codes (src/shell/i18n/index.ts): the data
 * provider may not import the shell, and it words every failure, whichever screen shows it.
 */
export function setErrorTranslator(next: ErrorTranslator): void {
  translator = next;
}

/** The message of a failed answer: the translation of its errorCode when it has one, the server's message otherwise. */
export const errorMessageOf = (errorCode: unknown, message: string): string =>
  typeof errorCode === 'number' ? translator(errorCode, message) : message;
