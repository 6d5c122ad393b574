import { TopToolbar, usePermissions, useRecordContext, useResourceContext } from 'react-admin';
import { canAccess } from '../../contract/access';
import { mayBlockCustomers, mayServeDataRequests } from '../../contract/accessRules';
import type { Customer } from '../../contract/customers';
import { BlockButton } from '../../src/components/BlockButton';
import { EraseCustomerButton } from './EraseCustomerButton';
import { ExportDataButton } from './ExportDataButton';
import { PlaceOrderButton } from './PlaceOrderButton';

/**
 * Place an order (the roles that see orders), Block or Unblock, Export data and Erase personal data
 * (SUPER_ADMINs and ADMINs): the server checks each too. An erased customer can only be exported
 * (what is left of them: orders, payments); ordering, blocking and erasing again make no sense.
 */
export function CustomerShowActions() {
  const record = useRecordContext<Customer>();
  const resource = useResourceContext()!;
  const { permissions } = usePermissions<number>();
  return (
    <TopToolbar>
      {/* A blocked customer cannot order (the server refuses it too). */}
      {record && !record.blocked && !record.erasedAt && canAccess(permissions, 'orders') && <PlaceOrderButton />}
      {record && !record.erasedAt && mayBlockCustomers(permissions) && <BlockButton resource={resource} record={record} />}
      {record && mayServeDataRequests(permissions) && <ExportDataButton />}
      {record && !record.erasedAt && mayServeDataRequests(permissions) && <EraseCustomerButton />}
    </TopToolbar>
  );
}
