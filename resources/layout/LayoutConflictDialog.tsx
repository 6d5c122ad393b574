import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { formatRecent } from '../../src/format';
import { maxListedChanges, type SectionChange, sectionChanges, sectionsChangeOf } from './sectionChanges';
import type { LayoutConflict } from './useSaveLayout';

interface LayoutConflictDialogProps {
  conflict: LayoutConflict;
  onReload: () => void;
  onApply: () => void;
  /** Escape: neither; the draft stays as it is. */
  onClose: () => void;
}

/**
 * A save refused because someone else saved the layout since it was loaded: who and when, what
 * they changed in its sections, and the choice between their layout (Reload, dropping the
 * person's changes) and the person's changes made over theirs (Apply my changes on top).
 */
export function LayoutConflictDialog({ conflict, onReload, onApply, onClose }: LayoutConflictDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const textId = useId();
  const changesId = useId();
  const { lastChange } = conflict;
  const words = sectionsChangeOf(lastChange?.changes);
  const changes = words ? sectionChanges(words.from, words.to) : [];
  const listed = changes.slice(0, maxListedChanges);
  const who = lastChange?.actor ? lastChange.actor.name || lastChange.actor.email : undefined;
  const describe = (change: SectionChange) =>
    change.kind === 'changed'
      ? translate('app.layout.conflict.changed', { from: change.from, to: change.to })
      : translate(`app.layout.conflict.${change.kind}`, { section: change.section });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('app.layout.conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {lastChange && who
            ? translate('app.layout.conflict.saved_by', { name: who, date: formatRecent(lastChange.at) })
            : translate('app.layout.conflict.saved')}{' '}
          {translate('app.layout.conflict.choose')}
        </DialogContentText>
        {listed.length > 0 && (
          <>
            <Typography id={changesId} component="h3" variant="subtitle2" sx={{ mt: 2 }}>
              {translate('app.layout.conflict.their_changes')}
            </Typography>
            <List dense aria-labelledby={changesId} sx={{ listStyle: 'disc', pl: 3 }}>
              {listed.map((change, index) => (
                <ListItem key={index} sx={{ display: 'list-item', px: 0, py: 0.25 }}>
                  <ListItemText primary={describe(change)} sx={{ my: 0, overflowWrap: 'anywhere' }} />
                </ListItem>
              ))}
            </List>
            {changes.length > listed.length && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {translate('app.layout.conflict.more', { smart_count: changes.length - listed.length })}
              </Typography>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onReload}>{translate('app.layout.conflict.reload')}</Button>
        <Button variant="contained" onClick={onApply} autoFocus>
          {translate('app.layout.conflict.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
