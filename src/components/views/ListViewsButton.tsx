import { useEffect } from 'react';
import { useResourceContext, useStoreContext } from 'react-admin';
import { viewLists, type ViewList } from '../../../contract/viewRules';
import { SavedViewsMenu } from './SavedViewsMenu';
import { syncListColumns } from './syncListColumns';
import { useIsPhone } from '../useIsPhone';

const isViewList = (resource: string | undefined): resource is ViewList => resource !== undefined && Object.hasOwn(viewLists, resource);

/**
 * A list toolbar's saved views and column chooser (src/components/views), for the list of the
 * resource in context; nothing on a list that has no views. The columns are kept on the server.
 * On phones most lists show a simple list, which has no columns to choose: the chooser is offered
 * there only for a list that keeps its table (`columnsOnPhones`).
 */
export function ListViewsButton({ columnsOnPhones = false }: { columnsOnPhones?: boolean }) {
  const resource = useResourceContext();
  const phone = useIsPhone();
  if (!isViewList(resource)) return null;
  return (
    <>
      <ColumnsSync list={resource} />
      <SavedViewsMenu list={resource} columns={columnsOnPhones || !phone} />
    </>
  );
}

function ColumnsSync({ list }: { list: ViewList }) {
  const store = useStoreContext();
  useEffect(() => syncListColumns(store, list), [store, list]);
  return null;
}
