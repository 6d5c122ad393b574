import { Button, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { Form, regex, required, TextInput, useTranslate } from 'react-admin';

export function CodeStep(props: {
  email: string;
  loading: boolean;
  onSubmit: (otp: string) => void;
  onBack: () => void;
  onResend: () => void;
}) {
  const translate = useTranslate();
  return (
    <Form onSubmit={(values: Record<string, unknown>) => props.onSubmit(String(values.otp).trim())} noValidate>
      <CardContent sx={{ width: { xs: 'auto', sm: 320 } }}>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate('app.login.code_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.login.code_sent', { email: props.email })}
        </Typography>
        <TextInput
          source="otp"
          label="app.login.code"
          autoComplete="one-time-code"
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, pattern: '[0-9]*' } }}
          validate={[required(), regex(/^\s*\d{6}\s*$/, 'app.login.code_format')]}
        />
        <Button variant="contained" type="submit" disabled={props.loading} fullWidth sx={{ mt: 2 }}>
          {props.loading ? <CircularProgress size={19} thickness={3} aria-hidden /> : translate('app.login.verify')}
        </Button>
        <Stack direction="row" sx={{ mt: 1, justifyContent: "space-between" }}>
          <Button onClick={props.onBack} disabled={props.loading}>
            {translate('app.login.back')}
          </Button>
          <Button onClick={props.onResend} disabled={props.loading}>
            {translate('app.login.resend')}
          </Button>
        </Stack>
      </CardContent>
    </Form>
  );
}
