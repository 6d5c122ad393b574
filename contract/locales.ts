// No zod here: the console's first load reads these (contract/users.ts builds the schema).

/** The console's languages (docs/api.md "Profile"): English first, the default. */
export const locales = ['en', 'fr'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => (locales as readonly unknown[]).includes(value);
