import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { IconButton, Tooltip } from '@mui/material';
import { useEffect } from 'react';
import { useGetIdentity, useNotify, useTheme, useTranslate } from 'react-admin';
import { call } from '../../../dataProvider/client';

/**
 * Light/dark switch. The choice is saved with the user on the server (logout clears local
 * storage) and applied again when their profile loads.
 */
export function ThemeSwitch() {
  const [theme, setTheme] = useTheme();
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const notify = useNotify();
  const saved = identity?.theme as 'light' | 'dark' | null | undefined;
  useEffect(() => {
    if (saved) setTheme(saved);
  }, [saved, setTheme]);

  const next = theme === 'dark' ? 'light' : 'dark';
  const toggle = () => {
    setTheme(next);
    call('updateProfile', { body: { theme: next } }).catch((error: Error) => notify(error.message, { type: 'error' }));
  };
  const label = translate(`app.theme.${next}`);
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" onClick={toggle} aria-label={label}>
        {theme === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Tooltip>
  );
}
