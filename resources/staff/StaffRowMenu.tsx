import BlockIcon from '@mui/icons-material/Block';
import DevicesIcon from '@mui/icons-material/Devices';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import LogoutIcon from '@mui/icons-material/Logout';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import KeyOffIcon from '@mui/icons-material/KeyOff';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import SendIcon from '@mui/icons-material/Send';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { Confirm, useNotify, usePermissions, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { readLoginRecord } from '../../authProvider/loginRecord';
import { mayChangeRoles, mayManage } from '../../contract/accessRules';
import { mayResetSecondFactors } from '../../contract/secondFactorRules';
import type { StaffMember } from '../../contract/staff';
import { BlockConfirm } from '../../src/components/BlockConfirm';
import { useBlockUnblock } from '../../src/components/useBlockUnblock';
import { useConsoleDataProvider } from '../../src/components/useConsoleDataProvider';
import { ChangeRoleDialog } from './ChangeRoleDialog';
import { StaffSessionsDialog } from './StaffSessionsDialog';

type Dialog = 'block' | 'signOut' | 'role' | 'sessions' | 'resetSecondFactors';

/** The actions on one staff member, in a menu of the row: keyboard reachable and named after the person. */
export function StaffRowMenu(_props: { label?: string }) {
  const record = useRecordContext<StaffMember>();
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useConsoleDataProvider();
  const { permissions } = usePermissions<number>();
  const block = useBlockUnblock(resource);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [pending, setPending] = useState(false);
  const menuId = useId();
  // Only rows the signed-in user may manage have actions (the server checks it too); never one's own.
  if (!record || record.id === readLoginRecord()?.id || !mayManage(permissions, record.role)) return null;

  const open = (which: Dialog) => {
    setAnchor(null);
    setDialog(which);
  };
  const close = () => setDialog(null);
  /** Runs an action of the definition, then says how it went and refreshes the list. */
  const act = async (name: string, success: string, data?: unknown) => {
    setAnchor(null);
    setPending(true);
    try {
      await dataProvider.action(resource, name, { id: record.id, data });
      notify(success, { type: 'success', messageArgs: { name: record.name, email: record.email } });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setPending(false);
      setDialog(null);
    }
  };

  const item = (label: string, icon: ReactNode, onClick: () => void) => (
    <MenuItem onClick={onClick} disabled={pending}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );

  return (
    <>
      <IconButton
        aria-label={translate('app.staff.actions_for', { name: record.name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        size="small"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {record.invitationPending &&
          item('app.staff.resend_invitation', <SendIcon fontSize="small" />, () =>
            act('resendInvitation', 'app.staff.invitation_resent'),
          )}
        {mayChangeRoles(permissions) &&
          item('app.staff.change_role', <ManageAccountsIcon fontSize="small" />, () => open('role'))}
        {item('app.staff.sessions', <DevicesIcon fontSize="small" />, () => open('sessions'))}
        {item('app.staff.sign_out', <LogoutIcon fontSize="small" />, () => open('signOut'))}
        {mayResetSecondFactors(permissions) &&
          item('app.staff.reset_second_factors', <KeyOffIcon fontSize="small" />, () => open('resetSecondFactors'))}
        {item(
          record.blocked ? 'app.block.unblock' : 'app.block.block',
          record.blocked ? <LockOpenIcon fontSize="small" /> : <BlockIcon fontSize="small" />,
          () => open('block'),
        )}
      </Menu>
      <BlockConfirm
        record={record}
        isOpen={dialog === 'block'}
        loading={block.isPending}
        onConfirm={() => block.run(record).finally(close)}
        onClose={close}
      />
      <Confirm
        isOpen={dialog === 'signOut'}
        loading={pending}
        title="app.staff.sign_out_title"
        content="app.staff.sign_out_text"
        translateOptions={{ name: record.name }}
        confirm="app.confirm.yes"
        cancel="app.confirm.no"
        onConfirm={() => act('signOut', 'app.staff.signed_out')}
        onClose={close}
      />
      {dialog === 'sessions' && <StaffSessionsDialog record={record} onClose={close} />}
      <Confirm
        isOpen={dialog === 'resetSecondFactors'}
        loading={pending}
        title="app.staff.reset_second_factors_title"
        content="app.staff.reset_second_factors_text"
        translateOptions={{ name: record.name }}
        confirm="app.confirm.yes"
        cancel="app.confirm.no"
        onConfirm={() => act('resetSecondFactors', 'app.staff.second_factors_reset')}
        onClose={close}
      />
      {dialog === 'role' && (
        <ChangeRoleDialog
          record={record}
          loading={pending}
          onSave={(role) => act('changeRole', 'app.staff.role_changed', { role })}
          onClose={close}
        />
      )}
    </>
  );
}
