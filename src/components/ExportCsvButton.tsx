import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, useListContext, useNotify } from 'react-admin';
import { useListCsvDownload } from './lists/useListCsvDownload';

/**
 * The CSV export of everything the list's filters match, with the columns it shows, downloaded
 * as a file (useListCsvDownload); nothing on a list without an export. Disabled once the list is
 * known to be empty: not while it loads (no flicker), and a list without a total (more matches
 * than the server counts) has rows all the same.
 */
export function ExportCsvButton({ label = 'app.lists.export' }: { label?: string }) {
  const { total, data, isPending } = useListContext();
  const nothingToExport = !isPending && (total === 0 || (total == null && (data ?? []).length === 0));
  const { available, download } = useListCsvDownload();
  const notify = useNotify();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await download();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setExporting(false);
    }
  };

  if (!available) return null;
  return (
    <Button label={label} onClick={exportCsv} disabled={exporting || nothingToExport}>
      <DownloadIcon />
    </Button>
  );
}
