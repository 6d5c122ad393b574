import { AdminRole } from '../../contract/enums';
import { StaffCreate } from '../staff/StaffCreate';

export default function AdminCreate() {
  return <StaffCreate roles={[AdminRole.SUPER_ADMIN, AdminRole.ADMIN]} />;
}
