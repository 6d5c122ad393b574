// The currencies as plain values, apart from their schemas (money.ts): the console's first load
// formats amounts with them, and importing them must not bring zod along.

/** The ISO 4217 currencies prices may be set in. */
export const currencies = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'INR'] as const;
export type Currency = (typeof currencies)[number];

/** Digits after the decimal point of each currency: prices travel as integers of that minor unit. */
export const minorUnitDigits: Record<Currency, number> = { USD: 2, EUR: 2, GBP: 2, CAD: 2, AUD: 2, INR: 2 };
