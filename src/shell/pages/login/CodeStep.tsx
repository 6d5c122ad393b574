import { Button, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { LoginField } from './LoginField';

export function CodeStep(props: { email: string; loading: boolean; onSubmit: (otp: string) => void; onBack: () => void; onResend: () => void }) {
  const translate = useTranslate();
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const otp = String(new FormData(event.currentTarget).get('otp') ?? '').trim();
    const problem = !otp ? 'ra.validation.required' : /^\d{6}$/.test(otp) ? undefined : 'app.login.code_format';
    setError(problem);
    if (!problem) props.onSubmit(otp);
  };
  return (
    <form onSubmit={submit} onChange={() => setError(undefined)} noValidate>
      <CardContent sx={{ pt: 0 }}>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate('app.login.code_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.login.code_sent', { email: props.email })}
        </Typography>
        <LoginField
          name="otp"
          label="app.login.code"
          autoComplete="one-time-code"
          autoFocus
          error={error}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, pattern: '[0-9]*' } }}
        />
        <Button variant="contained" type="submit" disabled={props.loading} fullWidth sx={{ mt: 2 }}>
          {props.loading ? <CircularProgress size={19} thickness={3} aria-hidden /> : translate('app.login.verify')}
        </Button>
        <Stack direction="row" sx={{ mt: 1, justifyContent: 'space-between' }}>
          <Button onClick={props.onBack} disabled={props.loading}>
            {translate('app.login.back')}
          </Button>
          <Button onClick={props.onResend} disabled={props.loading}>
            {translate('app.login.resend')}
          </Button>
        </Stack>
      </CardContent>
    </form>
  );
}
