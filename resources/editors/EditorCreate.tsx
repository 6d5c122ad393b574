import { AdminRole } from '../../contract/enums';
import { StaffCreate } from '../staff/StaffCreate';

export default function EditorCreate() {
  return <StaffCreate roles={[AdminRole.EDITOR]} />;
}
