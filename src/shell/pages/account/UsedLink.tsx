import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/**
 * In place of the form of an e-mailed link that is expired or used (errorCode 116, or spent in
 * this tab): why, and what to do now (the page's heading, `app.password.link_used_title`, says
 * so too). An invitation's reader may also ask an administrator for a new one.
 */
export function UsedLink({ kind }: { kind: 'invitation' | 'reset' }) {
  const translate = useTranslate();
  return (
    <>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {translate('app.password.link_used')}
      </Alert>
      <Typography variant="body2">{translate(`app.password.link_used_${kind}`)}</Typography>
      <Stack direction="row" sx={{ mt: 2, gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button component={RouterLink} to="/login" variant="contained">
          {translate('app.password.sign_in')}
        </Button>
        <Link component={RouterLink} to="/forgot-password">
          {translate('app.password.forgot_link')}
        </Link>
      </Stack>
    </>
  );
}
