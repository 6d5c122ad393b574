import { StaffList } from '../staff/StaffList';

export default function EditorList() {
  return <StaffList />;
}
