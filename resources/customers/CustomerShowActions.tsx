import { TopToolbar, usePermissions, useRecordContext, useResourceContext } from 'react-admin';
import { mayBlockCustomers } from '../../contract/accessRules';
import type { Customer } from '../../contract/customers';
import { BlockButton } from '../../src/components/BlockButton';

/** Block or Unblock, for SUPER_ADMINs and ADMINs (the server checks it too). */
export function CustomerShowActions() {
  const record = useRecordContext<Customer>();
  const resource = useResourceContext()!;
  const { permissions } = usePermissions<number>();
  return <TopToolbar>{record && mayBlockCustomers(permissions) && <BlockButton resource={resource} record={record} />}</TopToolbar>;
}
