import { useCallback } from 'react';
import { type HttpError, useNotify } from 'react-admin';

/**
 * react-admin's own error notification of a failed save: the error's message, except for field
 * errors, which land on the fields (its pessimistic Edit shows no notification for those).
 */
export function useNotifyFailure() {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      const fieldErrors = (error as HttpError | undefined)?.body?.errors;
      if (fieldErrors && Object.keys(fieldErrors).length > 0) return;
      const message = typeof error === 'string' ? error : error instanceof Error ? error.message : undefined;
      notify(message || 'ra.notification.http_error', { type: 'error', messageArgs: { _: message } });
    },
    [notify],
  );
}
