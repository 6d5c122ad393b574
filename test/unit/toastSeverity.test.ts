import { createTheme, getContrastRatio } from '@mui/material/styles';
import { describe, expect, test } from 'vitest';
import { resourceDefinitions } from '../../resources';
import { i18nProvider } from '../../src/shell/i18n';
import { severityColours, withSeverity } from '../../src/shell/layout/toastSeverity';
import { darkTheme, lightTheme } from '../../src/theme';

describe('toast severities', () => {
  test("react-admin's save messages show as a success; other messages keep their severity", () => {
    for (const action of ['created', 'updated', 'deleted']) {
      const message = `resources.ui/banners.notifications.${action}`;
      expect(withSeverity({ message, type: 'info' })).toEqual({ message, type: 'success' });
    }
    const resent = { message: 'app.login.resent', type: 'info' } as const;
    expect(withSeverity(resent)).toBe(resent);
    const failed = { message: 'resources.feeds.notifications.updated', type: 'error' } as const;
    expect(withSeverity(failed)).toBe(failed);
    expect(withSeverity(undefined)).toBeUndefined();
  });

  test.each([
    ['light', lightTheme],
    ['dark', darkTheme],
  ])('every severity reads on its colour in the %s theme (WCAG AA)', (_, options) => {
    const theme = createTheme(options);
    for (const type of ['info', 'success', 'warning', 'error'] as const) {
      const { backgroundColor, color } = severityColours(theme, type);
      expect(getContrastRatio(backgroundColor, color), type).toBeGreaterThanOrEqual(4.5);
    }
  });
});

/** Staff are invited, not created: StaffCreate says so in its own message. */
const ownCreateMessage = new Set(['users/admins', 'users/editors']);

test('every resource that saves names its record in its save messages', () => {
  const missing = 'react-admin default';
  for (const definition of resourceDefinitions.filter(({ name }) => !ownCreateMessage.has(name))) {
    const actions = [definition.create && 'created', definition.edit && 'updated'].filter(Boolean);
    for (const action of actions) {
      const key = `resources.${definition.name}.notifications.${action}`;
      expect(i18nProvider.translate(key, { smart_count: 1, _: missing }), key).not.toBe(missing);
    }
  }
});
