import { type ReactNode, useDeferredValue } from 'react';
import { List, ListContextProvider, type ListProps, Pagination, type RaRecord, useListContext } from 'react-admin';

/**
 * Gives its children a deferred copy of the list's context. The answer of a list's query reaches
 * React through a store subscription, which renders at once in one long task; read deferred, the
 * rows render in a pass React can interrupt (docs/architecture.md "Rendering a screen").
 */
function DeferredRows({ children }: { children: ReactNode }) {
  const deferred = useDeferredValue(useListContext());
  return <ListContextProvider value={deferred}>{children}</ListContextProvider>;
}

// The pagination moves with the rows, not before them, or it would shift down under the reader's eyes.
const deferredPagination = (
  <DeferredRows>
    <Pagination />
  </DeferredRows>
);

/** react-admin's `<List>`, its rows and pagination rendered from the deferred context. */
export function ConsoleList<RecordType extends RaRecord>({ children, pagination = deferredPagination, ...props }: ListProps<RecordType>) {
  return (
    <List<RecordType> pagination={pagination} {...props}>
      <DeferredRows>{children}</DeferredRows>
    </List>
  );
}
