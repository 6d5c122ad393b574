import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useId, useState } from 'react';
import {
  useEditContext,
  useGetIdentity,
  useNotify,
  useRedirect,
  useTranslate,
  useTranslateLabel,
  useUpdate,
} from 'react-admin';
import type { AuditChange } from '../../../contract/audit';
import { useValueWords } from '../../audit/useValueWords';
import { formatAgo, formatDateTime } from '../../format';
import { type ChangeAuthor, changeAuthor } from './changeAuthor';
import { compactFieldValue } from './changeValues';
import { useNotifyFailure } from './notifyFailure';
import { applyOnTop, collisions, fieldsChanged, listedChanges, ownChanges, type StaleRecord, staleRecordOf, type UpdateVariables } from './staleRecord';

/** A refused save: what the server has now, and what the user sent. */
export interface Conflict {
  stale: StaleRecord;
  variables: UpdateVariables;
}

export interface ConflictDialogProps {
  conflict: Conflict | undefined;
  /** Another refused save (applying over a version that changed again): the dialog shows it instead. */
  onConflict: (conflict: Conflict) => void;
  onClose: () => void;
  /** The record was read again: the form starts over from it. */
  onReloaded: () => void;
}

/**
 * The dialog of a save refused because someone changed the record since the user opened it: who
 * changed it and when, what they changed, and the fields both changed. "Reload" drops the user's
 * edits and shows the record as it is now; "Apply my changes on top" sends the fields the user
 * changed over the current version, then ends as a save does (notification and the view's
 * redirect). Escape closes it and leaves the form as it was. Rendered inside react-admin's Edit.
 */
export function ConflictDialog({ conflict, onConflict, onClose, onReloaded }: ConflictDialogProps) {
  const { resource, record, refetch, redirect: redirectTo } = useEditContext();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const redirect = useRedirect();
  const [update] = useUpdate();
  const [busy, setBusy] = useState<'reload' | 'apply'>();
  const { identity } = useGetIdentity();
  const titleId = useId();
  const summaryId = useId();

  if (!conflict || !resource) return null;
  const { stale, variables } = conflict;
  const author = changeAuthor(stale.lastChange, identity?.id);

  const reload = async () => {
    setBusy('reload');
    try {
      await refetch();
      onReloaded();
      onClose();
      notify('app.conflict.reloaded', { type: 'info' });
    } finally {
      setBusy(undefined);
    }
  };

  const apply = async () => {
    const next = applyOnTop(variables, stale);
    const id = stale.current.id ?? record?.id;
    setBusy('apply');
    try {
      const saved = await update(resource, { id, ...next }, { mutationMode: 'pessimistic', returnPromise: true });
      onClose();
      // As react-admin's Edit ends a save.
      notify(`resources.${resource}.notifications.updated`, {
        type: 'info',
        messageArgs: { smart_count: 1, _: translate('ra.notification.updated', { smart_count: 1 }) },
      });
      redirect(redirectTo, resource, saved.id, saved);
    } catch (error) {
      const again = staleRecordOf(error);
      if (again) onConflict({ stale: again, variables: next });
      else notifyFailure(error);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={summaryId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{translate(`app.conflict.title.${author}`)}</DialogTitle>
      <ConflictDetails conflict={conflict} resource={resource} summaryId={summaryId} author={author} />
      {/* Side by side; on a phone one above the other, the main action first. */}
      <DialogActions
        disableSpacing
        sx={{ flexDirection: { xs: 'column-reverse', sm: 'row' }, alignItems: { xs: 'stretch', sm: 'center' }, gap: 1, px: 3, pb: 2 }}
      >
        <Button onClick={reload} disabled={!!busy} startIcon={busy === 'reload' ? <CircularProgress size={16} /> : undefined}>
          {translate('app.conflict.reload')}
        </Button>
        <Button
          variant="contained"
          onClick={apply}
          disabled={!!busy}
          autoFocus
          startIcon={busy === 'apply' ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {translate('app.conflict.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Who changed the record and when, their changes, the user's, and where they collide. */
function ConflictDetails({ conflict, resource, summaryId, author }: { conflict: Conflict; resource: string; summaryId: string; author: ChangeAuthor }) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const { stale, variables } = conflict;
  const { lastChange } = stale;

  const label = (field: string) => String(translateLabel({ source: field, resource }));
  const words = useValueWords();
  const valueLabels = {
    ...words,
    empty: translate('app.conflict.empty'),
    quoted: (text: string) => translate('app.punctuation.quoted', { text }),
  };
  const value = (field: string, raw: unknown) => compactFieldValue(field, raw, stale.current, valueLabels);

  const name =
    author === 'you' ? translate('app.conflict.you_elsewhere') : author === 'system' ? translate('app.conflict.system') : lastChange?.actor?.name;
  const summary = lastChange
    ? translate('app.conflict.changed_by', { name, ago: formatAgo(lastChange.at), at: formatDateTime(lastChange.at) })
    : translate('app.conflict.changed_unknown');

  // Without an audit entry, their changes are what differs between the version loaded and the current one.
  const previous = (variables.previousData ?? {}) as Record<string, unknown>;
  const theirs: AuditChange[] = lastChange
    ? listedChanges(stale)
    : fieldsChanged(previous, stale.current).map((field) => ({ field, from: previous[field], to: stale.current[field] }));
  const mine = ownChanges(variables);
  const both = collisions(variables, stale);

  return (
    <DialogContent>
      <DialogContentText id={summaryId} sx={{ color: 'text.primary' }}>
        {summary}
      </DialogContentText>
      {theirs.length > 0 && (
        <Box component="section" aria-labelledby={`${summaryId}-theirs`} sx={{ mt: 2 }}>
          <Typography id={`${summaryId}-theirs`} component="h3" variant="subtitle2">
            {translate('app.conflict.their_changes')}
          </Typography>
          <List dense disablePadding>
            {theirs.map((change) => (
              <ListItem key={change.field} disableGutters>
                <ListItemText
                  primary={label(change.field)}
                  secondary={translate('app.conflict.change', { from: value(change.field, change.from), to: value(change.field, change.to) })}
                  slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
      <Box component="section" aria-labelledby={`${summaryId}-mine`} sx={{ mt: 1 }}>
        <Typography id={`${summaryId}-mine`} component="h3" variant="subtitle2">
          {translate('app.conflict.your_changes')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {mine.length > 0 ? mine.map(label).join(', ') : translate('app.conflict.no_own_changes')}
        </Typography>
      </Box>
      {both.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate('app.conflict.both_changed', { fields: both.map(label).join(', ') })}
        </Alert>
      )}
    </DialogContent>
  );
}
