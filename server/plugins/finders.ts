import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { canAccess } from '../../contract/access';
import { type SearchGroup, type SearchHit, type SearchKind, searchKindArea, searchKinds } from '../../contract/search';
import type { Database } from '../db/schema';

/** How one kind's records are found (its area's own search.ts, server/areas/<area>/search.ts). */
export type Finder = (db: Kysely<Database>, q: string, limit: number) => Promise<SearchHit[]>;

export interface Finders {
  /** Finds the records of `kind` with `finder`: the route module of the resource's area says so. */
  add(kind: SearchKind, finder: Finder): void;
  /** The kinds that have a finder. */
  kinds(): SearchKind[];
  /**
   * Every kind the role may open (contract/search.ts searchKindArea), searched side by side (on
   * PostgreSQL each on a connection of its own); the groups that found something, in the order of
   * the kinds.
   */
  run(role: number, q: string, limit: number): Promise<SearchGroup[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** `search` is Fastify's route method of HTTP SEARCH. */
    finders: Finders;
  }
}

/** Search across the console (docs/api.md "Search"): what each kind finds, told by its area. */
export default fp(
  async (app) => {
    const finders = new Map<SearchKind, Finder>();
    app.decorate('finders', {
      add(kind, finder) {
        if (finders.has(kind)) throw new Error(`Two finders of ${kind}`);
        finders.set(kind, finder);
      },
      kinds: () => [...finders.keys()],
      async run(role, q, limit) {
        const kinds = searchKinds.filter((kind) => finders.has(kind) && canAccess(role, searchKindArea[kind]));
        const found = await Promise.all(kinds.map(async (kind) => ({ kind, items: await finders.get(kind)!(app.db, q, limit) })));
        return found.filter((group) => group.items.length > 0);
      },
    } satisfies Finders);
  },
  { name: 'finders', dependencies: ['db'] },
);
