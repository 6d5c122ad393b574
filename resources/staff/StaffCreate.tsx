import SendIcon from '@mui/icons-material/Send';
import { TextField as MuiTextField } from '@mui/material';
import {
  Create,
  email,
  maxLength,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  usePermissions,
  useRedirect,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { invitableRoles } from '../../contract/accessRules';
import type { AdminRole } from '../../contract/enums';
import type { StaffCreate as StaffCreateBody, StaffMember } from '../../contract/staff';
import { roleChoices, roleLabel } from './roles';

/**
 * Invites a staff member, who gets an e-mail with a link to set a password. The roles offered
 * are those of this list that the signed-in user may give; a single one is shown, not chosen.
 * Create saves pessimistically: a 409 for a known e-mail shows under the e-mail field. The form
 * checks the e-mail itself (noValidate: the console's message under the field, not the browser's
 * bubble), and its button says what it does.
 */
export function StaffCreate({ roles }: { roles: AdminRole[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext();
  const { permissions } = usePermissions<number>();
  const allowed = invitableRoles(permissions).filter((role) => roles.includes(role));
  const fixed = allowed.length === 1 ? allowed[0] : undefined;
  return (
    <Create
      title="app.staff.invite_title"
      transform={(data: StaffCreateBody) => (fixed ? { ...data, role: fixed } : data)}
      mutationOptions={{
        onSuccess: (member: StaffMember) => {
          notify('app.staff.invited', { type: 'success', messageArgs: { email: member.email } });
          redirect('list', resource);
        },
      }}
    >
      <SimpleForm
        defaultValues={{ role: allowed.at(-1) }}
        noValidate
        toolbar={
          <Toolbar>
            <SaveButton label="app.staff.send_invitation" icon={<SendIcon />} />
          </Toolbar>
        }
        sx={{ maxWidth: 480 }}
      >
        <TextInput source="name" validate={[required(), maxLength(200)]} autoComplete="off" />
        <TextInput source="email" type="email" validate={[required(), email()]} autoComplete="off" />
        {fixed ? (
          <MuiTextField
            id="staff-role"
            label={translate('app.staff.role')}
            value={translate(roleLabel(fixed))}
            slotProps={{ input: { readOnly: true } }}
            helperText={translate('app.staff.role_fixed')}
            fullWidth
          />
        ) : (
          <SelectInput source="role" choices={roleChoices(allowed)} validate={required()} />
        )}
      </SimpleForm>
    </Create>
  );
}
