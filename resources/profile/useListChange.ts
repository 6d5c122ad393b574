import { useState } from 'react';
import { useNotify } from 'react-admin';

/** What a change says once made: a message key and its arguments. */
export interface ChangeMade {
  message: string;
  args?: Record<string, unknown>;
}

/**
 * Runs a change of what a list shows (a session ended, a token revoked): says how it went (its
 * message, or the server's), then reads the list again. `pending` while it runs.
 */
export function useListChange(reload: () => Promise<unknown>) {
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const run = async (change: () => Promise<ChangeMade>) => {
    setPending(true);
    try {
      const { message, args } = await change();
      notify(message, { type: 'success', messageArgs: args });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setPending(false);
    }
    await reload();
  };
  return { run, pending };
}
