import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { Form, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { NewPasswordInputs } from '../../components/NewPasswordInputs';
import { fieldErrorsOf, resetPassword } from './accountApi';

/**
 * New password and confirmation, set with a setup or reset token; then the login page with a
 * success toast. A failure with field errors shows them on the fields, any other its message.
 */
export function SetPasswordForm({ token, onFailure }: { token: string; onFailure?: (message: string) => void }) {
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
      const message = (error as Error).message;
      if (onFailure) onFailure(message);
      else notify(message, { type: 'error' });
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
