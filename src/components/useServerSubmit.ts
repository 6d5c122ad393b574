import { useState } from 'react';
import { type HttpError, useNotify } from 'react-admin';

/**
 * A form's `onSubmit` for a call of its own: while it runs `saving` is true; a server 400 with
 * `fieldErrors` is returned to react-admin's <Form>, which shows each message under its field;
 * any other failure is a toast with the server's message.
 */
export function useServerSubmit(action: (values: Record<string, unknown>) => Promise<void>) {
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const submit = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      await action(values);
      return undefined;
    } catch (error) {
      const errors = (error as HttpError).body?.errors;
      if (errors) return errors;
      notify((error as Error).message, { type: 'error' });
      return undefined;
    } finally {
      setSaving(false);
    }
  };
  return { submit, saving };
}
