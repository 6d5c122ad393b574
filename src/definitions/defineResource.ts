import type { AuditResource } from '../../contract/audit';
import type { BulkList } from '../../contract/bulkActions';
import type { ResourceDeclaration } from '../../contract/resources/declaration';
import type { ResourceDefinition } from './types';

/**
 * A console resource from its declaration (contract/resources/): its name (the route), access
 * area, bulk list, its audit resource when it declares `audited` and its lifecycle's operations when
 * it declares `editorial` follow from it; the rest
 * (menu, operations, views, messages) is the console's own.
 */
export function defineResource(
  declaration: ResourceDeclaration,
  view: Omit<ResourceDefinition, 'kind' | 'name' | 'access' | 'bulk' | 'editorial'>,
): ResourceDefinition {
  const editorial = declaration.editorial as ResourceDefinition['editorial'];
  return {
    kind: 'resource',
    name: declaration.name,
    access: declaration.area,
    ...(declaration.bulk && { bulk: declaration.name as BulkList }),
    ...(declaration.audited && { audit: declaration.name as AuditResource }),
    ...view,
    // The lifecycle's two operations are the data provider's actions `editorialState` and `editorialStep`;
    // a record is edited as its pending change when one waits (docs/api.md "Pending changes").
    ...(editorial && {
      editorial,
      operations: {
        ...view.operations,
        getOneQuery: { version: 'pending' },
        actions: { ...view.operations?.actions, editorialState: editorial.state, editorialStep: editorial.step },
      },
    }),
  };
}
