import { resourceDefinitions } from '../resources';
import { createDataProvider } from './createDataProvider';
import type { ResourceOperationsTable } from './resourceOperations';

/** Each resource's operations, read from the resource definitions. */
export const operationsTable: ResourceOperationsTable = Object.fromEntries(
  resourceDefinitions.flatMap((definition) => (definition.operations ? [[definition.name, definition.operations]] : [])),
);

export const dataProvider = createDataProvider(operationsTable);
