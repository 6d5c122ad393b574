import { Fade } from '@mui/material';
import { Notification } from 'react-admin';

/** Toasts close after 3000 ms and fade in and out in 300 ms. */
export function AppNotification() {
  return <Notification autoHideDuration={3000} slots={{ transition: Fade }} slotProps={{ transition: { timeout: 300 } }} />;
}
