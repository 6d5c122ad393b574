import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { Form, PasswordInput, required, useNotify, useTranslate } from 'react-admin';
import type { PasswordChangeRequest } from '../../contract/passwords';
import { call } from '../../dataProvider/client';
import { NewPasswordInputs } from '../../src/components/NewPasswordInputs';
import { useServerSubmit } from '../../src/components/useServerSubmit';

/** Current password, new password and its confirmation; on success a toast and an empty form. */
export function PasswordChangeForm({ email }: { email?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [generation, setGeneration] = useState(0);
  const { submit, saving } = useServerSubmit(async (values) => {
    const body: PasswordChangeRequest = {
      currentPassword: String(values.currentPassword),
      newPassword: String(values.newPassword),
    };
    await call('changePassword', { body });
    notify('app.password.changed', { type: 'success' });
    setGeneration((value) => value + 1); // a new form: empty, untouched
  });
  return (
    <Form key={generation} onSubmit={submit} noValidate>
      <PasswordInput
        source="currentPassword"
        label="app.password.current"
        autoComplete="current-password"
        validate={required()}
      />
      <NewPasswordInputs source="newPassword" email={email} />
      <Button type="submit" variant="contained" disabled={saving} sx={{ mt: 1 }}>
        {saving ? <CircularProgress size={19} thickness={3} aria-hidden /> : translate('app.password.change')}
      </Button>
    </Form>
  );
}
