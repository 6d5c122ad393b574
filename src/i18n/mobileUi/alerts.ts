/** English strings of the alerts screen. */
export const alertsMessages = {};
