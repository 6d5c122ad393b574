import { type OperationName, type Operations, operations } from './operations';

/** What a call needs of an operation: its method and path. */
export type OperationRoute<Name extends OperationName = OperationName> = Pick<Operations[Name], 'method' | 'path'>;

export type OperationRoutes = { [Name in OperationName]: OperationRoute<Name> };

/**
 * Each operation's method and path by name, all that the console's calls need of the contract
 * (dataProvider/client.ts). The console's build replaces this module by its value (vite.config.ts,
 * `operationRoutes`), so that the console loads a few kilobytes instead of every schema and the work
 * of building them; elsewhere (Node, the end-to-end tests) it reads the contract as it is.
 */
export const routes = Object.fromEntries(Object.entries(operations).map(([name, { method, path }]) => [name, { method, path }])) as OperationRoutes;
