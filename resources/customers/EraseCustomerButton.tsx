import PersonOffIcon from '@mui/icons-material/PersonOff';
import { Alert, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { Button, Form, maxLength, required, TextInput, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { erasureConfirmMaxLength } from '../../contract/customerPrivacyRules';
import type { Customer } from '../../contract/customers';
import { call } from '../../dataProvider/client';
import { useServerSubmit } from '../../src/components/useServerSubmit';

/**
 * "Erase personal data" (docs/api.md "Customer data requests"): a dialog that says what happens and
 * whom it is about, and takes the customer's name or e-mail typed as shown; the server checks it
 * (a mismatch shows under the field), erases, and the page reads the customer again, erased.
 */
export function EraseCustomerButton() {
  const record = useRecordContext<Customer>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const textId = useId();
  const [open, setOpen] = useState(false);
  const { submit, saving } = useServerSubmit(async (values) => {
    await call('eraseCustomer', { params: { id: record!.id }, body: { confirm: String(values.confirm ?? '') } });
    setOpen(false);
    notify('resources.users/customers.privacy.erased', { type: 'success' });
    refresh();
  });
  if (!record) return null;
  const label = (name: string, args?: object) => translate(`resources.users/customers.privacy.${name}`, args);
  return (
    <>
      <Button label="resources.users/customers.privacy.erase" color="error" onClick={() => setOpen(true)}>
        <PersonOffIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="sm">
        <Form noValidate onSubmit={submit}>
          <DialogTitle id={titleId}>{label('erase_title', { name: record.name })}</DialogTitle>
          <DialogContent>
            <DialogContentText id={textId} component="div">
              <p>{label('erase_text')}</p>
              <ul>
                <li>{label('erase_anonymised')}</li>
                <li>{label('erase_ended')}</li>
                <li>{label('erase_kept')}</li>
              </ul>
            </DialogContentText>
            <Alert severity="warning" sx={{ my: 2 }}>
              {label('erase_final')}
            </Alert>
            <TextInput
              source="confirm"
              label={label('confirm')}
              helperText={label('confirm_help', { name: record.name, email: record.email })}
              validate={[required(), maxLength(erasureConfirmMaxLength)]}
              autoComplete="off"
              autoFocus
              fullWidth
            />
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <Button label={label('erase_submit')} type="submit" variant="contained" color="error" disabled={saving} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
