import { resourceDefinitions } from '../resources';
import { createDataProvider } from './createDataProvider';
import type { EndpointTable } from './endpoints';

/** The endpoint table, read from the resource definitions. */
export const endpointTable: EndpointTable = Object.fromEntries(
  resourceDefinitions.flatMap((definition) => (definition.endpoints ? [[definition.name, definition.endpoints]] : [])),
);

export const dataProvider = createDataProvider(endpointTable);
