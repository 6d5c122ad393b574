import type { Kysely } from 'kysely';
import { canAccess } from '../../contract/access';
import { type SearchGroup, type SearchHit, type SearchKind, searchKindArea, searchKinds } from '../../contract/search';
import type { Database } from '../db/schema';
import { findAlerts, findAppConfigKeys, findBanners, findEbooks, findFeedEntries } from './content';
import { findCustomers } from './customers';
import { findOrders } from './orders';

type Finder = (db: Kysely<Database>, q: string, limit: number) => Promise<SearchHit[]>;

const finders: Record<SearchKind, Finder> = {
  orders: findOrders,
  'users/customers': findCustomers,
  'e-books': findEbooks,
  feeds: findFeedEntries,
  'ui/banners': findBanners,
  'ui/alerts': findAlerts,
  'ui/app-config': findAppConfigKeys,
};

/**
 * Every kind the role may open (contract/search.ts searchKindArea), searched side by side (on
 * PostgreSQL each on a connection of its own); the groups that found something, in their order.
 */
export async function searchAll(db: Kysely<Database>, role: number, q: string, limit: number): Promise<SearchGroup[]> {
  const kinds = searchKinds.filter((kind) => canAccess(role, searchKindArea[kind]));
  const found = await Promise.all(kinds.map(async (kind) => ({ kind, items: await finders[kind](db, q, limit) })));
  return found.filter((group) => group.items.length > 0);
}
