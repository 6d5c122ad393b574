import { Alert, Button, CircularProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { email, Form, required, TextInput, useNotify, useTranslate } from 'react-admin';
import { fieldErrorsOf, forgotPassword } from './accountApi';
import { BackToSignIn } from './BackToSignIn';
import { PublicPage } from './PublicPage';

/** `/forgot-password`: asks for a reset link; the answer is the same whether or not the e-mail is known. */
export default function ForgotPasswordPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<string>();
  const submit = async (values: Record<string, unknown>) => {
    setSending(true);
    try {
      setAnswer(await forgotPassword(String(values.email).trim()));
      return undefined;
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) return fieldErrors;
      notify((error as Error).message, { type: 'error' });
      return undefined;
    } finally {
      setSending(false);
    }
  };
  return (
    <PublicPage title="app.password.forgot_title">
      {answer ? (
        <Alert severity="success" role="status">
          {answer}
        </Alert>
      ) : (
        <Form onSubmit={submit} noValidate>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {translate('app.password.forgot_intro')}
          </Typography>
          <TextInput
            source="email"
            type="email"
            label="app.login.email"
            autoComplete="username"
            autoFocus
            validate={[required(), email()]}
          />
          <Button variant="contained" type="submit" disabled={sending} fullWidth sx={{ mt: 2 }}>
            {sending ? <CircularProgress size={19} thickness={3} aria-hidden /> : translate('app.password.send_link')}
          </Button>
        </Form>
      )}
      <BackToSignIn />
    </PublicPage>
  );
}
