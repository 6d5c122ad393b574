import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button, Form, maxLength, required, TextInput, useTranslate } from 'react-admin';
import type { EditorialStepInput } from '../../../contract/editorial';
import type { LifecycleStep } from '../../../contract/lifecycle';
import { InstantInput } from '../dateInput/InstantInput';

/** A time that has not come yet (the server refuses a schedule in the past the same way). */
const future = (value: unknown) => (typeof value === 'string' && Date.parse(value) <= Date.now() ? 'app.editorial.future' : undefined);

/**
 * What a step asks for before it is taken: the reason of a rejection (the author reads it), or
 * the time of a schedule (typed in the business time zone, as every date of the console).
 */
export function StepDialog({
  step,
  asks,
  pending,
  onTake,
  onClose,
  defaultAt,
}: {
  step: LifecycleStep;
  /** The time a schedule proposes: an e-book's release (the start of its release day). */
  defaultAt?: string;
  asks: 'reason' | 'time';
  pending: boolean;
  onTake: (input: EditorialStepInput) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const kind = asks === 'reason' ? 'reject' : 'schedule';
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Form
        noValidate
        defaultValues={asks === 'time' && defaultAt ? { at: defaultAt } : undefined}
        onSubmit={(values: FieldValues) => onTake(asks === 'reason' ? { step, reason: String(values.reason).trim() } : { step, at: String(values.at) })}
      >
        <DialogTitle id={titleId}>{translate(`app.editorial.${kind}_title`)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate(`app.editorial.${kind}_text`)}</DialogContentText>
          {asks === 'reason' ? (
            <TextInput source="reason" label="app.editorial.reason" multiline minRows={2} autoFocus validate={[required(), maxLength(1000)]} />
          ) : (
            <InstantInput source="at" label="app.editorial.at" autoFocus validate={[required(), future]} />
          )}
        </DialogContent>
        <DialogActions>
          <Button label="app.editorial.cancel" onClick={onClose} />
          <Button label={`app.editorial.steps.${step}`} type="submit" variant="contained" disabled={pending} color={step === 'reject' ? 'warning' : 'primary'} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
