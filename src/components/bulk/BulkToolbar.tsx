import { type ReactElement, useState } from 'react';
import {
  BulkActionsToolbar,
  Button,
  type DataTableProps,
  SelectAllButton,
  useListContext,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { mayRunBulkAction } from '../../../contract/accessRules';
import { type BulkAction, type BulkList, bulkIdsLimit, bulkLists } from '../../../contract/bulkActions';
import type { BulkParamsInput } from '../../definitions/types';
import { useDefinition } from '../../definitions/useDefinitions';
import { formatNumber } from '../../format';
import { BulkActionButton } from './BulkActionButton';
import { bulkSelectionOf } from './startBulkAction';

/** Lists read in one GET and filtered here (banners): "all" selects their ids, there is no server filter to send. */
const filteredHere: ReadonlySet<BulkList> = new Set(['ui/banners']);

/**
 * The bulk actions' toolbar: the selection's size, "Select all N matching" once the whole page is
 * selected (then the list's filter goes to the server with N, never a million ids), and the
 * actions the role may run. A list whose count stopped short ("of more than 10,000") offers no
 * "all matching": the person could not confirm how many (docs/api.md "Bulk actions").
 */
function BulkToolbar({ list, actions, paramsInputs }: { list: BulkList; actions: BulkAction[]; paramsInputs?: Partial<Record<string, BulkParamsInput>> }) {
  const translate = useTranslate();
  const { selectedIds, total, data, filterValues, onUnselectItems } = useListContext();
  // "All matching" holds for the selection it was chosen with: unselecting a row leaves it.
  const selectionKey = selectedIds.join(',');
  const [allMatchingOf, setAllMatchingOf] = useState<string | null>(null);
  const allMatching = allMatchingOf === selectionKey && total !== undefined ? { total } : null;
  const setAllMatching = (on: boolean) => setAllMatchingOf(on ? selectionKey : null);
  const pageSelected = (data ?? []).length > 0 && (data ?? []).every((record) => selectedIds.includes(record.id));
  const moreMatch = total !== undefined && total > selectedIds.length;

  const selection = bulkSelectionOf(allMatching, selectedIds, filterValues);
  const label = allMatching ? translate('app.bulk.all_matching_selected', { count: formatNumber(allMatching.total) }) : undefined;

  const selectAll = filteredHere.has(list) ? (
    <SelectAllButton limit={bulkIdsLimit} />
  ) : pageSelected && moreMatch && !allMatching ? (
    <Button label={translate('app.bulk.select_all_matching', { count: formatNumber(total) })} onClick={() => setAllMatching(true)} />
  ) : (
    false
  );

  return (
    <BulkActionsToolbar label={label} selectAllButton={selectAll}>
      {actions.map((action) => (
        <BulkActionButton
          key={action}
          list={list}
          action={action}
          ParamsInput={paramsInputs?.[action]}
          selection={selection}
          onStarted={() => {
            setAllMatching(false);
            onUnselectItems();
          }}
        />
      ))}
    </BulkActionsToolbar>
  );
}

/**
 * The DataTable props of the current resource's list: row checkboxes and the bulk toolbar when its
 * definition names a bulk list and the role may run one of its actions (contract/accessRules.ts),
 * none otherwise.
 */
export function useBulkActions(): Pick<DataTableProps, 'bulkActionButtons' | 'bulkActionsToolbar'> {
  const definition = useDefinition();
  const { permissions } = usePermissions();
  const list = definition?.bulk;
  const actions = list ? (bulkLists[list].bulk.actions as readonly BulkAction[]).filter((action) => mayRunBulkAction(permissions, list, action)) : [];
  if (!list || actions.length === 0) return { bulkActionButtons: false };
  const toolbar: ReactElement = <BulkToolbar list={list} actions={actions} paramsInputs={definition?.bulkParams} />;
  return { bulkActionButtons: toolbar, bulkActionsToolbar: toolbar };
}
