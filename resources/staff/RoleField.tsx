import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { StaffMember } from '../../contract/staff';
import { roleLabel } from './roles';

/** Super Admin, Admin or Editor. */
export function RoleField(_props: { source?: string }) {
  const record = useRecordContext<StaffMember>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {translate(roleLabel(record.role))}
    </Typography>
  );
}
