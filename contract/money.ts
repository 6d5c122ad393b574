import { z } from 'zod';
import { currencies } from './currencies';

export { type Currency, currencies, minorUnitDigits } from './currencies';

export const currency = z.enum(currencies);

/** An amount in minor units (cents): a whole number, at most 1,000,000.00. */
export const minorUnits = z.number().int().min(0).max(100_000_000);
