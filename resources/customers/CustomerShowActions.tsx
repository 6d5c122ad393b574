import { TopToolbar, usePermissions, useRecordContext, useResourceContext } from 'react-admin';
import { AdminRole } from '../../contract/enums';
import type { Customer } from '../../contract/customers';
import { BlockButton } from '../../src/components/BlockButton';

/** Block or Unblock, for SUPER_ADMINs and ADMINs (the server checks it too). */
export function CustomerShowActions() {
  const record = useRecordContext<Customer>();
  const resource = useResourceContext()!;
  const { permissions } = usePermissions<number>();
  const mayBlock = permissions === AdminRole.SUPER_ADMIN || permissions === AdminRole.ADMIN;
  return <TopToolbar>{record && mayBlock && <BlockButton resource={resource} record={record} />}</TopToolbar>;
}
