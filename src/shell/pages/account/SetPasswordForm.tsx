import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { Form, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { NewPasswordInputs } from '../../../components/NewPasswordInputs';
import { fieldErrorsOf, isLinkInvalid, resetPassword } from './accountApi';

/**
 * New password and confirmation, set with a setup or reset token; then the login page with a
 * success toast. Field errors show on the fields; a token that is expired or used calls
 * `onLinkInvalid` (the page then says so instead of the form); any other failure shows its
 * message and keeps the form, as the token may still work.
 */
export function SetPasswordForm({ token, onLinkInvalid }: { token: string; onLinkInvalid: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const submit = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      await resetPassword(token, String(values.password));
      notify('app.password.set_done', { type: 'success' });
      navigate('/login');
      return undefined;
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) return fieldErrors;
      if (isLinkInvalid(error)) onLinkInvalid();
      else notify((error as Error).message, { type: 'error' });
      return undefined;
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form onSubmit={submit} noValidate>
      <NewPasswordInputs />
      <Button variant="contained" type="submit" disabled={saving} fullWidth sx={{ mt: 2 }}>
        {saving ? <CircularProgress size={19} thickness={3} aria-hidden /> : translate('app.password.set')}
      </Button>
    </Form>
  );
}
