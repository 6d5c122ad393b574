import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { Order } from '../../contract/orders';
import { useConsoleDataProvider } from '../../src/components/useConsoleDataProvider';

/**
 * Runs one of the order's actions (recheckPayment, refund, cancel) and answers the updated
 * order; the page then refreshes, and a failure (the provider's message included) shows in a
 * toast, unless `handled` shows it itself (a field's error under the field) and answers true.
 */
export function useOrderAction(name: 'recheckPayment' | 'refund' | 'cancel') {
  const record = useRecordContext<Order>();
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const run = async (data?: unknown, handled?: (error: unknown) => boolean): Promise<Order | undefined> => {
    if (!record) return undefined;
    setPending(true);
    try {
      const { data: updated } = await dataProvider.action<Order>('orders', name, { id: record.id, data });
      refresh();
      return updated;
    } catch (error) {
      if (!handled?.(error)) notify((error as Error).message, { type: 'error' });
      return undefined;
    } finally {
      setPending(false);
    }
  };
  return { record, run, pending };
}
