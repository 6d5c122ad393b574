import KeyIcon from '@mui/icons-material/Key';
import { Button, CardContent, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { SecondFactorChallenge, SecondFactorStep as Step } from '../../../../authProvider/secondFactor';
import { LoginField } from './LoginField';

interface SecondFactorStepProps {
  secondFactor: SecondFactorChallenge;
  loading: boolean;
  onSubmit: (step: Step) => void;
  onBack: () => void;
}

/**
 * The second step for someone with a second factor (docs/api.md "Second factors"): their passkey,
 * their authenticator app's code, or one of their recovery codes, instead of an e-mailed code.
 */
export function SecondFactorStep({ secondFactor, loading, onSubmit, onBack }: SecondFactorStepProps) {
  const translate = useTranslate();
  const { challenge, methods } = secondFactor;
  const [recovery, setRecovery] = useState(!methods.includes('passkey') && !methods.includes('totp'));
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    const problem = !code ? 'ra.validation.required' : recovery || /^\d{6}$/.test(code) ? undefined : 'app.login.code_format';
    setError(problem);
    if (!problem) onSubmit(recovery ? { challenge, method: 'recovery', code } : { challenge, method: 'totp', code });
  };
  const typed = recovery || methods.includes('totp');
  return (
    <CardContent sx={{ pt: 0 }}>
      <Typography component="h1" variant="h5" gutterBottom>
        {translate('app.login.second_factor_title')}
      </Typography>
      {methods.includes('passkey') && !recovery && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {translate('app.login.passkey_intro')}
          </Typography>
          <Button
            variant="contained"
            fullWidth
            startIcon={loading ? undefined : <KeyIcon />}
            disabled={loading}
            onClick={() => onSubmit({ challenge, method: 'passkey' })}
          >
            {loading ? <CircularProgress size={19} thickness={3} aria-hidden /> : translate('app.login.use_passkey')}
          </Button>
          {methods.includes('totp') && <Divider sx={{ my: 2 }}>{translate('app.login.or')}</Divider>}
        </>
      )}
      {typed && (
        <form key={recovery ? 'recovery' : 'totp'} onSubmit={submit} onChange={() => setError(undefined)} noValidate>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(recovery ? 'app.login.recovery_intro' : 'app.login.totp_intro')}
          </Typography>
          <LoginField
            name="code"
            label={recovery ? 'app.login.recovery_code' : 'app.login.authenticator_code'}
            autoComplete={recovery ? 'off' : 'one-time-code'}
            autoFocus={!methods.includes('passkey') || recovery}
            error={error}
            slotProps={{ htmlInput: recovery ? { maxLength: 40, autoCapitalize: 'none', spellCheck: false } : { inputMode: 'numeric', maxLength: 6, pattern: '[0-9]*' } }}
          />
          <Button variant={methods.includes('passkey') && !recovery ? 'outlined' : 'contained'} type="submit" disabled={loading} fullWidth sx={{ mt: 2 }}>
            {translate('app.login.verify')}
          </Button>
        </form>
      )}
      <Stack direction="row" sx={{ mt: 1, justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Button onClick={onBack} disabled={loading}>
          {translate('app.login.back')}
        </Button>
        {methods.includes('recovery') && (
          <Button onClick={() => setRecovery(!recovery)} disabled={loading}>
            {translate(recovery ? 'app.login.use_other_factor' : 'app.login.use_recovery_code')}
          </Button>
        )}
      </Stack>
    </CardContent>
  );
}
