import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Confirm, type RaRecord, useTranslate } from 'react-admin';
import type { AuditResource } from '../../../contract/audit';
import type { PendingChange } from '../../../contract/editorial';
import type { ChangeStep } from '../../../contract/lifecycle';
import { formatDateTime } from '../../format';
import { FieldChanges } from '../revisions/FieldChanges';
import { EditorialStateChip } from './EditorialStateChip';

interface Props {
  change: PendingChange;
  resource: string;
  audit?: AuditResource;
  record: RaRecord;
  pending: boolean;
  /** Takes a step on the change; `reject` asks its reason first (the panel's dialog). */
  onStep: (step: ChangeStep) => void;
}

/**
 * A change waiting on a published record, in its publication panel (docs/api.md "Pending
 * changes"): its state, author and rejection reason, the fields it changes against the live
 * version, and its steps. The form below edits the change; the app keeps the live version.
 */
export function PendingChangeBlock({ change, resource, audit, record, pending, onStep }: Props) {
  const translate = useTranslate();
  const headingId = useId();
  const changesId = useId();
  const [shown, setShown] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 1.5, pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h3" variant="subtitle2">
          {translate('app.editorial.change.title')}
        </Typography>
        <EditorialStateChip state={change.state} />
        {change.publishAt && <Typography variant="body2">{translate('app.editorial.publish_at', { time: formatDateTime(change.publishAt) })}</Typography>}
        {change.author && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {translate('app.editorial.change.by', { name: change.author.name })}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', ml: { sm: 'auto' } }}>
          {change.steps.map((step) => (
            <Button
              key={step}
              size="small"
              variant={step === 'submit' || step === 'approve' ? 'contained' : 'outlined'}
              color={step === 'reject' || step === 'discard' ? 'warning' : 'primary'}
              disabled={pending}
              onClick={() => (step === 'discard' ? setDiscarding(true) : onStep(step))}
            >
              {translate(`app.editorial.change.steps.${step}`)}
            </Button>
          ))}
        </Box>
      </Stack>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {translate('app.editorial.change.live_note')}
      </Typography>
      {change.reason && change.state === 'draft' && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate('app.editorial.rejected', { reason: change.reason })}
        </Alert>
      )}
      {audit && change.changes.length > 0 && (
        <>
          <Button size="small" aria-expanded={shown} aria-controls={changesId} onClick={() => setShown((value) => !value)} sx={{ mt: 0.5, ml: -1 }}>
            {translate(shown ? 'app.editorial.change.hide' : 'app.editorial.change.show', { smart_count: change.changes.length })}
          </Button>
          <Box id={changesId} hidden={!shown} sx={{ mt: 1 }}>
            {shown && <FieldChanges resource={resource} audit={audit} record={record} changes={change.changes} />}
          </Box>
        </>
      )}
      <Confirm
        isOpen={discarding}
        title="app.editorial.change.discard_title"
        content="app.editorial.change.discard_text"
        confirm="app.editorial.change.steps.discard"
        confirmColor="warning"
        onConfirm={() => {
          setDiscarding(false);
          onStep('discard');
        }}
        onClose={() => setDiscarding(false)}
      />
    </Box>
  );
}
