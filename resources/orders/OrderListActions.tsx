import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, FilterButton, TopToolbar, useListContext, useNotify } from 'react-admin';
import { urlOf } from '../../dataProvider/client';
import { downloadFile } from '../../dataProvider/download';

/** The list's toolbar: more filters, and the CSV export of every order the filters match. */
export function OrderListActions() {
  const { filterValues, total, data } = useListContext();
  // Without a total (more matches than the server counts) the list has rows all the same.
  const shown = data?.length ?? 0;
  const nothingToExport = total === 0 || (total == null && shown === 0);
  const notify = useNotify();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      // The list's filters as the export's query (empty ones are left out).
      const url = await urlOf('exportOrders', { query: filterValues });
      await downloadFile(url, `orders-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <TopToolbar>
      <FilterButton />
      <Button label="resources.orders.export" onClick={exportCsv} disabled={exporting || nothingToExport}>
        <DownloadIcon />
      </Button>
    </TopToolbar>
  );
}
