import type { BulkList } from '../../contract/bulkActions';
import type { JobHandler } from '../jobs/handler';
import { ebooksBulk, subscriptionsBulk } from './catalog';
import { alertsBulk, appConfigBulk, bannersBulk, feedBulk } from './content';
import { type BulkDefinition, bulkHandler, bulkKind } from './definition';
import { customersBulk, ordersBulk } from './people';

/** Every list's bulk actions, by list. */
export function bulkDefinitions(timeZone: string): { [L in BulkList]: BulkDefinition<L, never, never> } {
  return {
    feed: feedBulk,
    ebooks: ebooksBulk,
    banners: bannersBulk,
    alerts: alertsBulk,
    appConfig: appConfigBulk,
    subscriptions: subscriptionsBulk,
    customers: customersBulk(timeZone),
    orders: ordersBulk(timeZone),
  } as never;
}

/** The job handlers of every bulk action, by job kind (`feed/disable`). */
export function bulkJobHandlers(timeZone: string): Record<string, JobHandler> {
  const handlers: Record<string, JobHandler> = {};
  for (const definition of Object.values(bulkDefinitions(timeZone)) as BulkDefinition<BulkList, unknown, never>[]) {
    for (const action of Object.keys(definition.actions)) {
      handlers[bulkKind(definition.list, action)] = bulkHandler(definition, action as never) as unknown as JobHandler;
    }
  }
  return handlers;
}
