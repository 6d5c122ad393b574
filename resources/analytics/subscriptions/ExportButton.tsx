import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { downloadFile } from '../../../dataProvider/download';
import type { SubscriptionFigureView } from '../../../contract/subscriptionFigureRules';
import { figureExport, type FigureExportQuery } from './subscriptionQueries';

/** "Export CSV" of one view of the figures: fetched with the session (a plain link carries no token), then saved. */
export function ExportButton({ query, name }: { query: FigureExportQuery & { view: SubscriptionFigureView }; name: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const { url, fileName } = figureExport(query);
      await downloadFile(url, fileName);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={exportCsv} disabled={busy} aria-label={translate('app.analytics.subscriptions.export_named', { name })}>
      {translate('app.analytics.subscriptions.export')}
    </Button>
  );
}
