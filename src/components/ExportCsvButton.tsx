import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, useListContext, useNotify } from 'react-admin';
import type { OperationName } from '../../contract/operations';
import { urlOf } from '../../dataProvider/client';
import { downloadFile } from '../../dataProvider/download';

interface ExportCsvButtonProps {
  /** The export operation: a GET taking the list's filters as its query. */
  operation: Extract<OperationName, 'exportOrders' | 'exportAuditEntries'>;
  /** The file's name before the day: `orders` gives `orders-2026-11-24.csv`. */
  fileName: string;
  label: string;
}

/**
 * The CSV export of everything the list's filters match, downloaded as a file. Disabled once the
 * list is known to be empty: not while it loads (no flicker), and a list without a total (more
 * matches than the server counts) has rows all the same.
 */
export function ExportCsvButton({ operation, fileName, label }: ExportCsvButtonProps) {
  const { filterValues, total, data, isPending } = useListContext();
  const nothingToExport = !isPending && (total === 0 || (total == null && (data ?? []).length === 0));
  const notify = useNotify();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const url = await urlOf(operation, { query: filterValues as never });
      await downloadFile(url, `${fileName}-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button label={label} onClick={exportCsv} disabled={exporting || nothingToExport}>
      <DownloadIcon />
    </Button>
  );
}
