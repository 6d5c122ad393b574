import { Fade } from '@mui/material';
import { useMemo, useState } from 'react';
import { Notification, NotificationContext, useNotificationContext } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { toastColours, withSeverity } from './toastSeverity';

/** Toasts about the page they were raised on: they close when the person leaves it. */
const pageMessages = new Set<unknown>(['ra.message.invalid_form']);

/**
 * Toasts close after 3000 ms and fade in and out in 300 ms, in their severity's colour; a save
 * that react-admin reports as info shows as the success it is. "The form is not valid" closes as
 * soon as the person leaves the form's page (its timer pauses while the pointer rests on it or
 * the window is in the background): the toast is mounted anew, the queued ones still to come.
 */
export function AppNotification() {
  const context = useNotificationContext();
  const { pathname } = useLocation();
  const [shown, setShown] = useState<{ message: unknown; pathname: string }>();
  const [generation, setGeneration] = useState(0);
  const bySeverity = useMemo(
    () => ({
      ...context,
      takeNotification: () => {
        const notification = withSeverity(context.takeNotification());
        setShown(notification ? { message: notification.message, pathname } : undefined);
        return notification;
      },
    }),
    [context, pathname],
  );
  if (shown && pageMessages.has(shown.message) && shown.pathname !== pathname) {
    setShown(undefined);
    setGeneration(generation + 1);
  }
  return (
    <NotificationContext.Provider value={bySeverity}>
      <Notification
        key={generation}
        autoHideDuration={3000}
        slots={{ transition: Fade }}
        slotProps={{ transition: { timeout: 300 } }}
        sx={toastColours}
      />
    </NotificationContext.Provider>
  );
}
