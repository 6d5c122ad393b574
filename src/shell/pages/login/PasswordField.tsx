import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { LoginField } from './LoginField';

/** The password, hidden until the eye button shows it (as react-admin's PasswordInput). */
export function PasswordField({ error }: { error?: string }) {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  return (
    <LoginField
      name="password"
      type={visible ? 'text' : 'password'}
      label="app.login.password"
      autoComplete="current-password"
      error={error}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={translate(visible ? 'ra.input.password.toggle_visible' : 'ra.input.password.toggle_hidden')}
                onClick={() => setVisible(!visible)}
                size="large"
              >
                {visible ? <Visibility /> : <VisibilityOff />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
