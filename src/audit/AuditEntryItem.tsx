import { Box, Typography } from '@mui/material';
import { type RaRecord, useTranslate } from 'react-admin';
import type { AuditEntry } from '../../contract/audit';
import { formatDateTime, formatRecent } from '../format';
import { AuditChanges, AuditNotes } from './AuditChanges';

/** When an entry was made: "Nov 15, 3:29 PM", the full date and time on hover. */
export function AuditTime({ at }: { at: string }) {
  return (
    <Box component="time" dateTime={at} title={formatDateTime(at)} sx={{ whiteSpace: 'nowrap' }}>
      {formatRecent(at)}
    </Box>
  );
}

/** Who made an entry: their name, or "System" for the console itself; "Ada via token Warehouse" for a change made with an API token. */
export function useActorName() {
  const translate = useTranslate();
  return (actor: AuditEntry['actor'], token?: AuditEntry['actorToken']) => {
    const name = actor?.name || translate('app.audit.system');
    return token ? translate('app.audit.via_token', { name, token: token.name }) : name;
  };
}

/**
 * One entry of a record's history: what was done and by whom (with their e-mail on a second
 * line, when the reader may see it: an actor they may not list comes by name only, docs/api.md
 * "Audit log"), when, the fields it changed, and its reason.
 */
export function AuditEntryItem({ entry, resource, record }: { entry: AuditEntry; resource?: string; record?: RaRecord }) {
  const translate = useTranslate();
  const actorName = useActorName();
  return (
    <Box component="li" sx={{ py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' }, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', columnGap: 2 }}>
        <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {translate(`app.audit.actions.${entry.action}`)}
          </Box>{' '}
          {translate('app.audit.by')} {actorName(entry.actor, entry.actorToken)}
        </Typography>
        <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
          <AuditTime at={entry.at} />
        </Typography>
      </Box>
      {entry.actor?.email && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', overflowWrap: 'anywhere', mb: 0.5 }}>
          {entry.actor.email}
        </Typography>
      )}
      <AuditChanges entry={entry} resource={resource} record={record} />
      <AuditNotes entry={entry} />
    </Box>
  );
}
