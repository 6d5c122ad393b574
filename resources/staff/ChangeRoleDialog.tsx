import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { adminRoles } from '../../contract/enums';
import type { StaffMember } from '../../contract/staff';
import { roleLabel } from './roles';

/** Picks a new role for one staff member (SUPER_ADMIN only; the server checks it too). */
export function ChangeRoleDialog(props: {
  record: StaffMember;
  loading: boolean;
  onSave: (role: number) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [role, setRole] = useState<number>(props.record.role);
  const titleId = useId();
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          props.onSave(role);
        }}
      >
        <DialogTitle id={titleId}>{translate('app.staff.change_role_title', { name: props.record.name })}</DialogTitle>
        <DialogContent>
          <TextField
            select
            id={`${titleId}-role`}
            autoFocus
            fullWidth
            margin="dense"
            label={translate('app.staff.role')}
            value={role}
            onChange={(event) => setRole(Number(event.target.value))}
          >
            {adminRoles.map((choice) => (
              <MenuItem key={choice} value={choice}>
                {translate(roleLabel(choice))}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={props.loading || role === props.record.role}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
