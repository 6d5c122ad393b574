import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's default themes with a primary colour dark enough for white text on the app
 * bar (WCAG AA), and a footer height shared by the layout.
 */
export const lightTheme: RaThemeOptions = deepmerge(defaultLightTheme, {
  palette: { primary: { main: '#1565c0' }, secondary: { main: '#0d47a1' } },
});

export const darkTheme: RaThemeOptions = deepmerge(defaultDarkTheme, {
  palette: { primary: { main: '#90caf9' } },
});
