import { Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

export function BackToSignIn() {
  const translate = useTranslate();
  return (
    <Link component={RouterLink} to="/login" sx={{ display: 'inline-block', mt: 2 }}>
      {translate('app.password.back_to_sign_in')}
    </Link>
  );
}
