/** English strings of the layout screen. */
export const layoutMessages = {};
