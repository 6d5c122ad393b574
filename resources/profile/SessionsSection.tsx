import { Box, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import type { SessionInfo } from '../../contract/sessions';
import { call } from '../../dataProvider/client';
import { AccountSection } from './AccountSection';
import { SessionList } from './SessionList';
import { useListChange } from './useListChange';

/**
 * One's own sessions on the profile (docs/api.md "Sessions"): every device signed in, this one
 * marked, any other signed out one by one or all at once, each after a confirmation.
 */
export function SessionsSection() {
  const translate = useTranslate();
  const [confirmAll, setConfirmAll] = useState(false);

  const { data: sessions, error, refetch: load } = useQuery({
    queryKey: ['sessions', 'mine'],
    queryFn: ({ signal }) => call('listMySessions', {}, { signal }),
  });

  const { run, pending } = useListChange(load);
  const endOne = (session: SessionInfo) =>
    run(async () => {
      await call('endMySession', { params: { id: session.id } });
      return { message: 'app.sessions.ended' };
    });
  const endOthers = () =>
    run(async () => {
      const { ended } = await call('endMyOtherSessions');
      return { message: 'app.sessions.others_ended', args: { smart_count: ended } };
    }).finally(() => setConfirmAll(false));
  const others = sessions?.filter((session) => !session.current).length ?? 0;

  return (
    <AccountSection id="sessions-title" title="app.sessions.title" intro="app.sessions.intro" error={error} loaded={sessions !== undefined}>
      {sessions && <SessionList sessions={sessions} onEnd={endOne} />}
      {others > 0 && (
        <Box>
          <Button variant="outlined" color="warning" onClick={() => setConfirmAll(true)}>
            {translate('app.sessions.sign_out_others')}
          </Button>
        </Box>
      )}
      <Confirm
        isOpen={confirmAll}
        loading={pending}
        title="app.sessions.sign_out_others_title"
        content="app.sessions.sign_out_others_text"
        translateOptions={{ smart_count: others }}
        confirm="app.confirm.yes"
        cancel="app.confirm.no"
        confirmColor="warning"
        onConfirm={endOthers}
        onClose={() => setConfirmAll(false)}
      />
    </AccountSection>
  );
}
