import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { Alert } from '../../contract/alerts';
import { alertImageExtensions } from '../../contract/alertRules';
import { FileUpload } from '../../src/components/FileUpload';
import { AlertRemoveImageButton } from './AlertRemoveImageButton';

/** The alert's image on its edit page: the current one (or none), the upload widget and Remove image. */
export function AlertImage() {
  const record = useRecordContext<Alert>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const headingId = useId();
  if (!record) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6">
        {translate('resources.ui/alerts.image.title')}
      </Typography>
      {record.imageUrl ? (
        <Box
          component="img"
          src={record.imageUrl}
          alt={translate('resources.ui/alerts.image.alt', { title: record.title })}
          sx={{ width: '100%', maxWidth: 360, aspectRatio: '2 / 1', objectFit: 'cover', borderRadius: 1 }}
        />
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>{translate('resources.ui/alerts.image.none')}</Typography>
      )}
      <FileUpload
        operation="uploadAlertImage"
        params={{ id: record.id }}
        allowedExtensions={alertImageExtensions}
        label="resources.ui/alerts.image.title"
        onUploaded={() => {
          notify('resources.ui/alerts.image.saved', { type: 'success' });
          refresh();
        }}
      />
      {record.imageUrl && <AlertRemoveImageButton />}
    </Box>
  );
}
