import { Box } from '@mui/material';
import { type ReactNode, startTransition, useEffect, useMemo, useState } from 'react';
import { List, ListContextProvider, type ListProps, Pagination, type RaRecord, useListContext, useResourceContext } from 'react-admin';
import { useTransitionValue } from '../useTransitionValue';
import { LiveChangesChip } from './LiveChangesChip';
import { useListDefaults } from './useListDefaults';

/**
 * Gives its children the list's context with the answer of its query deferred. That answer reaches
 * React through a store subscription, which renders at once in one long task; read deferred, the
 * rows render in a pass React can interrupt (docs/architecture.md "Rendering a screen"). What the
 * user changes (the selection, the sort, the page) is not deferred: a ticked box shows at once.
 */
function DeferredRows({ children }: { children: ReactNode }) {
  const list = useListContext();
  const { data, total, isPending, isLoading } = list;
  const answer = useTransitionValue(useMemo(() => ({ data, total, isPending, isLoading }), [data, total, isPending, isLoading]));
  const rows = useFirstRowsFirst(answer.data);
  const value = useMemo(() => ({ ...list, ...answer, data: rows }) as typeof list, [list, answer, rows]);
  return (
    <ListContextProvider value={value}>
      {children}
      {rows !== answer.data && <span hidden data-deferred />}
    </ListContextProvider>
  );
}

/** How many rows a list's first page shows in its first pass: about those above the fold of a laptop's window. */
const firstRows = 10;

/**
 * A list's first page, its first rows one pass before the rest (as React Native's FlatList does with
 * its `initialNumToRender`): the rows are most of the work of the pass that draws them (25 orders,
 * about 100 ms of 180), and those below the fold need not hold back those above it
 * (docs/architecture.md "Rendering a screen").
 * Only the first page the list shows: a page, sort or filter changed later renders whole.
 */
function useFirstRowsFirst<T>(data: T[] | undefined): T[] | undefined {
  const [whole, setWhole] = useState(false);
  const arrived = data !== undefined;
  useEffect(() => {
    if (arrived && !whole) startTransition(() => setWhole(true));
  }, [arrived, whole]);
  const first = useMemo(() => data?.slice(0, firstRows), [data]);
  return whole || !data || data.length <= firstRows ? data : first;
}

// The pagination moves with the rows, not before them, or it would shift down under the reader's eyes.
const deferredPagination = (
  <DeferredRows>
    <Pagination />
  </DeferredRows>
);

/**
 * Until the first page arrives, its rows' place is held a window high: the footer waits below the
 * fold, where the rows would otherwise push it from, under the reader's eyes (a layout shift). It
 * is busy until the rows are drawn, which react-admin's DataTable leaves blank for a second.
 */
function RowsPlace({ children }: { children: ReactNode }) {
  const { isPending } = useListContext();
  return (
    <Box aria-busy={isPending} sx={isPending ? { minHeight: '100vh' } : undefined}>
      {children}
    </Box>
  );
}

/**
 * react-admin's `<List>`, opening as its resource's definition says (its `listDefaults`: sort,
 * page size, the filter form's first values) unless given otherwise, its rows and pagination
 * rendered from the deferred answer.
 */
export function ConsoleList<RecordType extends RaRecord>({ children, pagination = deferredPagination, ...props }: ListProps<RecordType>) {
  const { sort, perPage, filter } = useListDefaults(useResourceContext(props));
  return (
    <List<RecordType> pagination={pagination} sort={sort} perPage={perPage} filterDefaultValues={filter} {...props}>
      <LiveChangesChip />
      <DeferredRows>
        <RowsPlace>{children}</RowsPlace>
      </DeferredRows>
    </List>
  );
}
