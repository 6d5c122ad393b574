import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { StoredFile } from '../../contract/ebooks';
import { downloadFile } from '../../dataProvider/download';

/** Downloads a stored e-pub under its own name. */
export function StoredFileDownloadButton({ file }: { file: StoredFile }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadFile(file.url, file.name);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<DownloadIcon />}
      onClick={download}
      disabled={downloading}
      aria-label={translate('resources.e-books.files.download_named', { name: file.name })}
    >
      {translate('resources.e-books.files.download')}
    </Button>
  );
}
