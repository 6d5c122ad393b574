import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, useNotify, useRecordContext } from 'react-admin';
import type { Customer } from '../../contract/customers';
import { urlOf } from '../../dataProvider/client';
import { downloadFile } from '../../dataProvider/download';

/**
 * "Export data": everything held about the customer as one JSON file (docs/api.md "Customer data
 * requests"), fetched with the session (a plain link carries no token), then saved.
 */
export function ExportDataButton() {
  const record = useRecordContext<Customer>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const exportData = async () => {
    setBusy(true);
    try {
      const day = new Date().toISOString().slice(0, 10);
      await downloadFile(urlOf('exportCustomerData', { params: { id: record.id } }), `customer-${record.id}-${day}.json`);
      notify('resources.users/customers.privacy.exported', { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="resources.users/customers.privacy.export" onClick={exportData} disabled={busy}>
      <DownloadIcon />
    </Button>
  );
}
