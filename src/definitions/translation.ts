/**
 * A catalogue in another language than English (docs/architecture.md "Languages"): the English
 * catalogue's keys, every one, no other, each leaf a string. A `messages.fr.ts` beside a
 * `messages.ts` is typed with it, so that a key added in English and forgotten in French, or a
 * key left in French after English dropped it, fails the type check.
 */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
