import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import type { BlockState } from '../../contract/staff';
import type { ConsoleDataProvider } from '../../dataProvider/createDataProvider';
import { useConsoleDataProvider } from './useConsoleDataProvider';

export interface Blockable {
  name: string;
  email: string;
  blocked: boolean;
}

/**
 * blockUnblockUser (`?email=&blocked=`), declared as the `block` action of the resource: sets the state the user saw the opposite of, then refreshes and says how it went.
 */
export function useBlockUnblock(resource: string) {
  const dataProvider: ConsoleDataProvider = useConsoleDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [isPending, setPending] = useState(false);
  const run = async (record: Blockable) => {
    setPending(true);
    try {
      const { data } = await dataProvider.action<BlockState>(resource, 'block', {
        query: { email: record.email, blocked: !record.blocked },
      });
      notify(data.blocked ? 'app.block.blocked' : 'app.block.unblocked', {
        type: 'success',
        messageArgs: { name: record.name },
      });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return { run, isPending };
}
