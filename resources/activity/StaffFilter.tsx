import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useGetIdentity, useInput, usePermissions, useTranslate } from 'react-admin';
import { mayListStaff } from '../../contract/accessRules';
import { AdminRole } from '../../contract/enums';
import { call } from '../../dataProvider/client';

/** The roles whose members the reader may list (listStaff): every role for a SUPER_ADMIN, the editors for an ADMIN. */
const listableRoles = (role: number | undefined) =>
  [AdminRole.SUPER_ADMIN, AdminRole.ADMIN, AdminRole.EDITOR].filter((candidate) => role !== undefined && mayListStaff(role, [candidate]));

/**
 * The Activity page's filter by staff member (`actorId`): the staff the reader may list, by name,
 * and the reader themselves; its first option "All" removes the filter.
 */
// `alwaysOn` is read by react-admin's filter form, not here.
export function StaffFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const { permissions: role } = usePermissions<number>();
  const { identity } = useGetIdentity();
  const roles = listableRoles(role);
  const { field, id } = useInput({ source });
  const staff = useQuery({
    queryKey: ['activity', 'staff', roles.join(',')],
    queryFn: ({ signal }) => call('listStaff', { query: { role: roles.join(',') } }, { signal }),
    enabled: roles.length > 0,
    staleTime: 60_000,
  });
  const members = [...(staff.data ?? [])];
  if (identity && !members.some((member) => member.id === Number(identity.id))) {
    members.push({ id: Number(identity.id), name: String(identity.fullName ?? '') } as (typeof members)[number]);
    members.sort((a, b) => a.name.localeCompare(b.name));
  }
  // A chosen member not (yet) in the list still reads as a choice, not as "All".
  const value = field.value ?? '';
  if (value !== '' && !members.some((member) => member.id === Number(value))) {
    members.push({ id: Number(value), name: `#${value}` } as (typeof members)[number]);
  }
  return (
    <TextField
      id={id}
      select
      size="small"
      label={translate('resources.users/activity.fields.actorId')}
      value={value}
      onChange={(event) => field.onChange(event.target.value === '' ? '' : Number(event.target.value))}
      onBlur={field.onBlur}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 140, maxWidth: { sm: 220 } }}
    >
      <MenuItem value="">{translate('app.filters.all')}</MenuItem>
      {members.map((member) => (
        <MenuItem key={member.id} value={member.id}>
          {member.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
