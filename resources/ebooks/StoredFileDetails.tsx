import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StoredFile } from '../../contract/ebooks';
import { formatDateTime, formatFileSize } from '../../src/format';
import { StoredFileDownloadButton } from './StoredFileDownloadButton';

/** The current e-pub: its name, size and upload time, and a Download button; or "No file yet". */
export function StoredFileDetails({ file }: { file: StoredFile | null }) {
  const translate = useTranslate();
  if (!file) {
    return <Typography sx={{ color: 'text.secondary' }}>{translate('resources.e-books.files.none')}</Typography>;
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
      <div>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{file.name}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {translate('resources.e-books.files.details', {
            size: formatFileSize(file.size),
            date: formatDateTime(file.uploadedAt),
          })}
        </Typography>
      </div>
      <StoredFileDownloadButton file={file} />
    </Box>
  );
}
