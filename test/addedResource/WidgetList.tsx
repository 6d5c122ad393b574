import { DataTable } from 'react-admin';
import { ConsoleList } from '../../src/components/lists/ConsoleList';
import { useBulkActions } from '../../src/components/bulk/BulkToolbar';

/** The test resource's list, as a resource's list is written: a ConsoleList with its bulk actions. */
export default function WidgetList() {
  const bulk = useBulkActions();
  return (
    <ConsoleList exporter={false}>
      <DataTable {...bulk}>
        <DataTable.Col source="name" />
      </DataTable>
    </ConsoleList>
  );
}
