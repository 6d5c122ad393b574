import { StaffList } from '../staff/StaffList';

export default function AdminList() {
  return <StaffList />;
}
