import type { BulkList } from '../../contract/bulkActions';
import type { JobHandler } from '../jobs/handler';
import { ebooksBulk, subscriptionsBulk } from './catalog';
import { alertsBulk, appConfigBulk, bannersBulk, feedBulk } from './content';
import { type BulkDefinition, bulkHandler, bulkKind } from './definition';
import { customersBulk, ordersBulk } from './people';

/** Every list's bulk actions, by list (each definition names its own). */
export function bulkDefinitions(timeZone: string): { [L in BulkList]: BulkDefinition<L, never, never> } {
  const definitions = [feedBulk, ebooksBulk, bannersBulk, alertsBulk, appConfigBulk, subscriptionsBulk, customersBulk(timeZone), ordersBulk(timeZone)];
  return Object.fromEntries(definitions.map((definition) => [definition.list, definition])) as never;
}

/** The job handlers of every bulk action, by job kind (`feeds/disable`). */
export function bulkJobHandlers(timeZone: string): Record<string, JobHandler> {
  const handlers: Record<string, JobHandler> = {};
  for (const definition of Object.values(bulkDefinitions(timeZone)) as BulkDefinition<BulkList, unknown, never>[]) {
    for (const action of Object.keys(definition.actions)) {
      handlers[bulkKind(definition.list, action)] = bulkHandler(definition, action as never) as unknown as JobHandler;
    }
  }
  return handlers;
}
