import { Button, CardContent, CircularProgress, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { email, Form, PasswordInput, required, TextInput, useTranslate } from 'react-admin';
import type { CodeRequest } from '../../../authProvider';

export function CredentialsStep(props: {
  defaultValues?: Partial<CodeRequest>;
  loading: boolean;
  onSubmit: (credentials: CodeRequest) => void;
}) {
  const translate = useTranslate();
  return (
    <Form onSubmit={(values: Record<string, unknown>) => props.onSubmit(values as unknown as CodeRequest)} defaultValues={props.defaultValues} noValidate>
      <CardContent sx={{ width: { xs: 'auto', sm: 320 } }}>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate('app.login.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.login.intro')}
        </Typography>
        <TextInput
          source="email"
          type="email"
          label="app.login.email"
          autoComplete="username"
          autoFocus
          validate={[required(), email()]}
        />
        <PasswordInput
          source="password"
          label="app.login.password"
          autoComplete="current-password"
          validate={required()}
        />
        <Button variant="contained" type="submit" disabled={props.loading} fullWidth sx={{ mt: 2 }}>
          {props.loading ? <CircularProgress size={19} thickness={3} aria-hidden /> : translate('app.login.send_code')}
        </Button>
        <Link component={RouterLink} to="/forgot-password" variant="body2" sx={{ display: 'inline-block', mt: 2 }}>
          {translate('app.login.forgot_password')}
        </Link>
      </CardContent>
    </Form>
  );
}
