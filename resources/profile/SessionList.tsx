import ComputerIcon from '@mui/icons-material/Computer';
import DevicesOtherIcon from '@mui/icons-material/DevicesOther';
import SmartphoneIcon from '@mui/icons-material/Smartphone';
import TabletIcon from '@mui/icons-material/TabletMac';
import { Box, Button, Chip, List, ListItem, ListItemIcon, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import type { SessionInfo } from '../../contract/sessions';
import { formatAgo, formatDateTime } from '../../src/format';

const icons = { desktop: ComputerIcon, mobile: SmartphoneIcon, tablet: TabletIcon } as const;

/** "Chrome 126 on macOS Catalina", or what is known of it. */
export function useSessionName() {
  const translate = useTranslate();
  return (session: SessionInfo) => {
    if (session.browser && session.os) return translate('app.sessions.browser_on', { browser: session.browser, os: session.os });
    return session.browser ?? session.os ?? translate('app.sessions.unknown_device');
  };
}

/**
 * Live sessions (listMySessions, listStaffSessions): the browser and system, the address, when it
 * was opened and last used, "This device" on the reader's own, and Sign out on the others, after
 * a confirmation. Shared by the profile and the staff lists' Sessions dialog.
 */
export function SessionList({ sessions, onEnd }: { sessions: SessionInfo[]; onEnd: (session: SessionInfo) => Promise<void> }) {
  const translate = useTranslate();
  const nameOf = useSessionName();
  const [ending, setEnding] = useState<SessionInfo>();
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await onEnd(ending!);
    } finally {
      setPending(false);
      setEnding(undefined);
    }
  };
  if (sessions.length === 0) return <Typography sx={{ color: 'text.secondary' }}>{translate('app.sessions.none')}</Typography>;
  return (
    <>
      <List disablePadding>
        {sessions.map((session) => {
          const Icon = (session.deviceType && session.deviceType in icons ? icons[session.deviceType as keyof typeof icons] : undefined) ?? DevicesOtherIcon;
          return (
            <ListItem key={session.id} divider disableGutters sx={{ alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
              <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
                <Icon aria-hidden />
              </ListItemIcon>
              <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }} title={session.userAgent ?? undefined}>
                  {nameOf(session)}{' '}
                  {session.current && <Chip size="small" color="success" variant="outlined" label={translate('app.sessions.this_device')} sx={{ ml: 0.5 }} />}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                  {[
                    session.ip && translate('app.sessions.ip', { ip: session.ip }),
                    translate('app.sessions.signed_in', { at: formatDateTime(session.createdAt) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  <time dateTime={session.lastSeenAt} title={formatDateTime(session.lastSeenAt)}>
                    {session.current ? translate('app.sessions.active_now') : translate('app.sessions.last_seen', { ago: formatAgo(session.lastSeenAt) })}
                  </time>
                </Typography>
              </Box>
              {!session.current && (
                <Button
                  size="small"
                  variant="outlined"
                  color="warning"
                  onClick={() => setEnding(session)}
                  aria-label={translate('app.sessions.sign_out_named', { name: nameOf(session) })}
                  sx={{ alignSelf: 'center' }}
                >
                  {translate('app.sessions.sign_out')}
                </Button>
              )}
            </ListItem>
          );
        })}
      </List>
      <Confirm
        isOpen={ending !== undefined}
        loading={pending}
        title="app.sessions.sign_out_title"
        content="app.sessions.sign_out_text"
        translateOptions={{ name: ending ? nameOf(ending) : '' }}
        confirm="app.confirm.yes"
        cancel="app.confirm.no"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setEnding(undefined)}
      />
    </>
  );
}
