/** English strings of the banners screen. */
export const bannersMessages = {};
