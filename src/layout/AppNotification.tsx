import { Fade } from '@mui/material';
import { useMemo } from 'react';
import { Notification, NotificationContext, useNotificationContext } from 'react-admin';
import { toastColours, withSeverity } from './toastSeverity';

/**
 * Toasts close after 3000 ms and fade in and out in 300 ms, in their severity's colour; a save
 * that react-admin reports as info shows as the success it is.
 */
export function AppNotification() {
  const context = useNotificationContext();
  const bySeverity = useMemo(
    () => ({ ...context, takeNotification: () => withSeverity(context.takeNotification()) }),
    [context],
  );
  return (
    <NotificationContext.Provider value={bySeverity}>
      <Notification
        autoHideDuration={3000}
        slots={{ transition: Fade }}
        slotProps={{ transition: { timeout: 300 } }}
        sx={toastColours}
      />
    </NotificationContext.Provider>
  );
}
