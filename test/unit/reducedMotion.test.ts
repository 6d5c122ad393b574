import { createTheme } from '@mui/material/styles';
import { afterEach, expect, it, vi } from 'vitest';

/** The console's light theme as MUI builds it, on a system that does or does not ask for less motion. */
async function themeWhere(reduceMotion: boolean) {
  vi.resetModules();
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduceMotion && query === '(prefers-reduced-motion: reduce)' }));
  const { lightTheme } = await import('../../src/theme');
  return createTheme(lightTheme);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

it('asked for less motion, nothing moves: no CSS transition, no duration, no ripple', async () => {
  const theme = await themeWhere(true);
  expect(theme.transitions.create(['opacity', 'transform'])).toBe('none');
  expect(theme.transitions.duration.enteringScreen).toBe(0);
  expect(theme.transitions.duration.leavingScreen).toBe(0);
  expect(theme.transitions.getAutoHeightDuration(400)).toBe(0);
  expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
});

it("otherwise MUI's own transitions", async () => {
  const theme = await themeWhere(false);
  expect(theme.transitions.create(['opacity'])).toMatch(/^opacity \d+ms/);
  expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
  expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
});
