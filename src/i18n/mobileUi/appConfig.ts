/** English strings of the appConfig screen. */
export const appConfigMessages = {};
