import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button, Form, maxLength, required, TextInput, useTranslate } from 'react-admin';
import type { EditorialStepInput } from '../../../contract/editorial';

/**
 * A step refused because the record is not ready to go out (errorCode 120: docs/api.md "Release
 * readiness"), offered to a SUPER_ADMIN: what is missing, and the reason that lets it go out as it
 * is (audited with what was open).
 */
export function OverrideDialog({
  input,
  open,
  pending,
  onTake,
  onClose,
}: {
  input: EditorialStepInput;
  open: readonly string[];
  pending: boolean;
  onTake: (input: EditorialStepInput) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Form noValidate onSubmit={(values: FieldValues) => onTake({ ...input, override: true, reason: String(values.reason).trim() })}>
        <DialogTitle id={titleId}>{translate('app.editorial.override_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{translate('app.editorial.override_text')}</DialogContentText>
          <DialogContentText component="ul" sx={{ mt: 0, mb: 2, pl: 2.5 }}>
            {open.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </DialogContentText>
          <TextInput source="reason" label="app.editorial.override_reason" multiline minRows={2} autoFocus validate={[required(), maxLength(1000)]} />
        </DialogContent>
        <DialogActions>
          <Button label="app.editorial.cancel" onClick={onClose} />
          <Button label={`app.editorial.steps.${input.step}`} type="submit" variant="contained" color="warning" disabled={pending} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
