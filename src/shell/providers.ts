import { createAuthProvider } from '../../authProvider';
import { createDataProvider } from '../../dataProvider/createDataProvider';
import type { ResourceOperationsTable } from '../../dataProvider/resourceOperations';
import { resourceDefinitions } from '../../resources';

/** Each resource's operations, read from the resource definitions. */
export const operationsTable: ResourceOperationsTable = Object.fromEntries(
  resourceDefinitions.flatMap((definition) => (definition.operations ? [[definition.name, definition.operations]] : [])),
);

export const dataProvider = createDataProvider(operationsTable);

/** Each react-admin resource's access area, for the auth provider's `canAccess`. */
export const authProvider = createAuthProvider(
  Object.fromEntries(resourceDefinitions.map((definition) => [definition.name, definition.access])),
);
