import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useEditContext, useGetIdentity, useResourceContext, useTranslate } from 'react-admin';
import { usePresence } from './usePresence';
import { useLiveEvent } from './useLiveEvent';

/**
 * Above an edit form (docs/api.md "Live updates"): who else has the record open, and a save of it
 * by someone else as soon as it happens, with Reload (the form again from the record as it is
 * now, without the reader's edits) or Keep my changes (their save is then refused as stale, and
 * the conflict dialog compares the two).
 */
export function RecordPresence({ onReloaded }: { onReloaded: () => void }) {
  const resource = useResourceContext()!;
  const { record, refetch } = useEditContext();
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const selfId = identity === undefined ? undefined : Number(identity.id);
  const recordId = record?.id === undefined ? undefined : String(record.id);
  const others = usePresence(resource, recordId, selfId);
  const [savedBy, setSavedBy] = useState<string>();
  useLiveEvent('change', ({ resource: where, recordId: which, actor, action }) => {
    if (where !== resource || which !== recordId || !actor || actor.id === selfId || action === 'create') return;
    setSavedBy(actor.name);
  });

  const names = others.map((person) => person.name);
  const listed = names.length <= 1 ? names.join('') : translate('app.live.and', { first: names.slice(0, -1).join(', '), last: names.at(-1) });
  const thing = translate(`resources.${resource}.name`, { smart_count: 1 }).toLocaleLowerCase();
  const reload = async () => {
    await refetch();
    setSavedBy(undefined);
    onReloaded();
  };
  if (names.length === 0 && !savedBy) return null;
  return (
    <Stack spacing={1} sx={{ mb: 1 }}>
      {savedBy && (
        <Alert
          severity="warning"
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" size="small" onClick={() => void reload()}>
                {translate('app.live.reload')}
              </Button>
              <Button color="inherit" size="small" onClick={() => setSavedBy(undefined)}>
                {translate('app.live.keep')}
              </Button>
            </Stack>
          }
        >
          <AlertTitle>{translate('app.live.saved_title')}</AlertTitle>
          {translate('app.live.saved', { name: savedBy, thing })}
        </Alert>
      )}
      {names.length > 0 && (
        <Alert severity="info" variant="outlined" role="status">
          {translate('app.live.here', { smart_count: names.length, names: listed })}
        </Alert>
      )}
    </Stack>
  );
}
