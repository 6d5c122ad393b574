import { z } from 'zod';

/** The ISO 4217 currencies prices may be set in. */
export const currencies = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'INR'] as const;
export type Currency = (typeof currencies)[number];
export const currency = z.enum(currencies);

/** Digits after the decimal point of each currency: prices travel as integers of that minor unit. */
export const minorUnitDigits: Record<Currency, number> = { USD: 2, EUR: 2, GBP: 2, CAD: 2, AUD: 2, INR: 2 };

/** An amount in minor units (cents): a whole number, at most 1,000,000.00. */
export const minorUnits = z.number().int().min(0).max(100_000_000);
