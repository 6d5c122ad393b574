import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { SessionInfo } from '../../contract/sessions';
import type { StaffMember } from '../../contract/staff';
import { call } from '../../dataProvider/client';
import { SessionList } from '../profile/SessionList';
import { useListChange } from '../profile/useListChange';

/**
 * The sessions of a staff member the reader may manage (listStaffSessions), each signed out on its
 * own (endStaffSession) after a confirmation; the row menu's "Sign out everywhere" ends them all.
 */
export function StaffSessionsDialog({ record, onClose }: { record: StaffMember; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const { data: sessions, error, refetch: load } = useQuery({
    queryKey: ['sessions', 'staff', record.id],
    queryFn: ({ signal }) => call('listStaffSessions', { params: { id: record.id } }, { signal }),
  });

  const { run } = useListChange(load);
  const end = (session: SessionInfo) =>
    run(async () => {
      await call('endStaffSession', { params: { id: record.id, sessionId: session.id } });
      return { message: 'app.sessions.ended' };
    });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('app.staff.sessions_title', { name: record.name })}</DialogTitle>
      <DialogContent>
        {error && <Alert severity="error">{error.message}</Alert>}
        {!sessions && !error && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
        {sessions && <SessionList sessions={sessions} onEnd={end} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.staff.sessions_close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
