import { getContrastRatio, type Theme } from '@mui/material';
import type { NotificationPayload, NotificationType } from 'react-admin';

/**
 * react-admin's own save messages (`resources.<name>.notifications.created|updated|deleted`, each
 * resource's wording in its messages.ts) come as info; they report a success.
 */
const saveMessage = /^resources\..+\.notifications\.(created|updated|deleted)$/;

export function withSeverity(notification: NotificationPayload | void): NotificationPayload | void {
  if (notification?.type !== 'info' || typeof notification.message !== 'string') return notification;
  return saveMessage.test(notification.message) ? { ...notification, type: 'success' } : notification;
}

/**
 * A severity's toast colours: its main colour, unless its text would not read on it (WCAG AA,
 * 4.5:1; the dark theme's error red), then its dark shade.
 */
export function severityColours(theme: Theme, type: NotificationType) {
  const { main, dark, contrastText } = theme.palette[type];
  if (getContrastRatio(main, contrastText) >= 4.5) return { backgroundColor: main, color: contrastText };
  return { backgroundColor: dark, color: theme.palette.getContrastText(dark) };
}

/** The toasts' colours by severity: react-admin marks success, warning and error with a class; info has none. */
export const toastColours = (theme: Theme) => ({
  '& .MuiSnackbarContent-root': severityColours(theme, 'info'),
  '& .MuiSnackbarContent-root.RaNotification-success': severityColours(theme, 'success'),
  '& .MuiSnackbarContent-root.RaNotification-warning': severityColours(theme, 'warning'),
  '& .MuiSnackbarContent-root.RaNotification-error': severityColours(theme, 'error'),
  // The Undo button reads on every severity.
  '& .RaNotification-undo': { color: 'inherit' },
});
