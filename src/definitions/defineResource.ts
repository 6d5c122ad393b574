import type { AuditResource } from '../../contract/audit';
import type { BulkList } from '../../contract/bulkActions';
import type { ResourceDeclaration } from '../../contract/resources/declaration';
import type { ResourceDefinition } from './types';

/**
 * A console resource from its declaration (contract/resources/): its name (the route), access
 * area, bulk list and, when it declares `audited`, its audit resource follow from it; the rest
 * (menu, operations, views, messages) is the console's own.
 */
export function defineResource(
  declaration: ResourceDeclaration,
  view: Omit<ResourceDefinition, 'kind' | 'name' | 'access' | 'bulk'>,
): ResourceDefinition {
  return {
    kind: 'resource',
    name: declaration.name,
    access: declaration.area,
    ...(declaration.bulk && { bulk: declaration.name as BulkList }),
    ...(declaration.audited && { audit: declaration.name as AuditResource }),
    ...view,
  };
}
