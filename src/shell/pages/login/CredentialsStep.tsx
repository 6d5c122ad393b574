import { Alert, Button, CardContent, CircularProgress, Link, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { CodeRequest } from '../../../../authProvider';
import { LoginField } from './LoginField';
import { PasswordField } from './PasswordField';

/** i18n key of what is wrong with each field, if anything. */
function problems(email: string, password: string) {
  return {
    email: !email ? 'ra.validation.required' : /^\S+@\S+\.\S+$/.test(email) ? undefined : 'ra.validation.email',
    password: password ? undefined : 'ra.validation.required',
  };
}

interface CredentialsStepProps {
  defaultValues?: Partial<CodeRequest>;
  loading: boolean;
  /** i18n key of a word on why the user is here (the session ended), shown above the form. */
  notice?: string;
  onSubmit: (credentials: CodeRequest) => void;
}

export function CredentialsStep(props: CredentialsStepProps) {
  const translate = useTranslate();
  const [errors, setErrors] = useState<ReturnType<typeof problems>>({ email: undefined, password: undefined });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const found = problems(email, password);
    setErrors(found);
    if (!found.email && !found.password) props.onSubmit({ email, password });
  };
  // A field's message goes once it is edited; the next submit checks again.
  const edited = (event: FormEvent<HTMLFormElement>) => {
    const { name } = event.nativeEvent.target as HTMLInputElement;
    setErrors((found) => ({ ...found, [name]: undefined }));
  };
  return (
    <form onSubmit={submit} onChange={edited} noValidate>
      <CardContent sx={{ pt: 0 }}>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate('app.login.title')}
        </Typography>
        {props.notice && (
          <Alert severity="info" sx={{ mb: 1.5 }}>
            {translate(props.notice)}
          </Alert>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.login.intro')}
        </Typography>
        <LoginField
          name="email"
          type="email"
          label="app.login.email"
          autoComplete="username"
          autoFocus
          defaultValue={props.defaultValues?.email}
          error={errors.email}
        />
        <PasswordField error={errors.password} />
        <Button variant="contained" type="submit" disabled={props.loading} fullWidth sx={{ mt: 2 }}>
          {props.loading ? <CircularProgress size={19} thickness={3} aria-hidden /> : translate('app.login.send_code')}
        </Button>
        <Link component={RouterLink} to="/forgot-password" variant="body2" sx={{ display: 'inline-block', mt: 2 }}>
          {translate('app.login.forgot_password')}
        </Link>
      </CardContent>
    </form>
  );
}
