import { TopToolbar, usePermissions, useRecordContext, useResourceContext } from 'react-admin';
import { canAccess } from '../../contract/access';
import { mayBlockCustomers } from '../../contract/accessRules';
import type { Customer } from '../../contract/customers';
import { BlockButton } from '../../src/components/BlockButton';
import { PlaceOrderButton } from './PlaceOrderButton';

/** Place an order (the roles that see orders), Block or Unblock (SUPER_ADMINs and ADMINs): the server checks both too. */
export function CustomerShowActions() {
  const record = useRecordContext<Customer>();
  const resource = useResourceContext()!;
  const { permissions } = usePermissions<number>();
  return (
    <TopToolbar>
      {/* A blocked customer cannot order (the server refuses it too). */}
      {record && !record.blocked && canAccess(permissions, 'orders') && <PlaceOrderButton />}
      {record && mayBlockCustomers(permissions) && <BlockButton resource={resource} record={record} />}
    </TopToolbar>
  );
}
