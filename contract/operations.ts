import { feedOperations } from './feed';
import type { Operation } from './operation';

/**
 * Every API operation, by name: the server binds a route to each (the operations test holds the
 * two together), the console calls them by name (dataProvider/client.ts loads this module on
 * demand, so that the sign-in page loads no schema). A new area's operations join here.
 */
export const operations = {
  ...feedOperations,
} satisfies Record<string, Operation>;

export type Operations = typeof operations;
export type OperationName = keyof Operations;
