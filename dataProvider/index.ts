import { resourceDefinitions } from '../resources';
import { createDataProvider } from './createDataProvider';
import type { EndpointTable } from './endpoints';

/** The endpoint table, read from the resource definitions. */
export const endpointTable: EndpointTable = Object.fromEntries(
  resourceDefinitions.flatMap((definition) => {
    const entry = definition.operations ?? definition.endpoints;
    return entry ? [[definition.name, entry]] : [];
  }),
);

export const dataProvider = createDataProvider(endpointTable);
