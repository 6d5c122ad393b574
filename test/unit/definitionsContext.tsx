import type { ReactNode } from 'react';
import { ResourceDefinitionContextProvider, type ResourceDefinitions } from 'react-admin';
import { resourceDefinitions } from '../../resources';
import type { ResourceOptions } from '../../src/definitions/useDefinitions';

/** Every resource as the shell registers it with react-admin (src/shell/App.tsx): its definition as its `options`. */
export const registeredDefinitions: ResourceDefinitions<ResourceOptions> = Object.fromEntries(
  resourceDefinitions.map((definition) => [definition.name, { name: definition.name, options: { definition } }]),
);

/** What shared components read a resource's facts from (src/definitions/useDefinitions.ts), outside a whole `<Admin>`. */
export function WithDefinitions({ children }: { children: ReactNode }) {
  return <ResourceDefinitionContextProvider definitions={registeredDefinitions}>{children}</ResourceDefinitionContextProvider>;
}
