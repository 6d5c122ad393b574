import type { Store } from 'react-admin';
import type { ViewColumns, ViewList } from '../../../contract/views';
import { call } from '../../../dataProvider/client';
import { columnRanksKey, columnsInStore, hiddenColumnsKey, putColumnsInStore } from './columnsStore';

/** How long the columns wait after a change before they are saved: a few clicks in the chooser make one save. */
export const columnsSaveDelayMs = 600;

/**
 * Keeps a list's columns on the server (docs/api.md "Saved views"): react-admin's store forgets
 * them at sign-out, so the list's columns are read from the server when it opens and put in the
 * store, and every change of the store is saved after `delayMs`. Answers the function that stops
 * it, which saves a change still waiting.
 */
export function syncListColumns(store: Store, list: ViewList, delayMs = columnsSaveDelayMs): () => void {
  const loading = new AbortController();
  let saved: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const save = () => {
    timer = undefined;
    const columns = columnsInStore(store, list);
    const text = JSON.stringify(columns);
    if (text === saved) return;
    saved = text;
    call('putListColumns', { body: { list, columns } }).catch(() => {
      // Tried again with the next change.
      saved = undefined;
    });
  };
  const changed = () => {
    if (saved === undefined) return;
    clearTimeout(timer);
    timer = setTimeout(save, delayMs);
  };

  call('getListColumns', { query: { list } }, { signal: loading.signal })
    .then(({ columns }: { columns: ViewColumns | null }) => {
      if (columns) putColumnsInStore(store, list, columns);
      saved = JSON.stringify(columns);
      // Columns chosen before the sign-in this feature came with are kept.
      if (!columns) changed();
    })
    .catch(() => undefined);

  const unsubscribe = [hiddenColumnsKey(list), columnRanksKey(list)].map((key) => store.subscribe(key, changed));
  return () => {
    loading.abort();
    unsubscribe.forEach((stop) => stop());
    if (timer !== undefined) {
      clearTimeout(timer);
      save();
    }
  };
}
