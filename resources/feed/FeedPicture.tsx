import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { FeedEntry } from '../../contract/feed';
import { feedImageExtensions } from '../../contract/feedRules';
import { useConsoleDataProvider } from '../../src/components/useConsoleDataProvider';
import { FileUpload } from '../../src/components/FileUpload';

/** The entry's picture on its edit page: the current one (or none), the upload widget and Remove. */
export function FeedPicture() {
  const record = useRecordContext<FeedEntry>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useConsoleDataProvider();
  const [removing, setRemoving] = useState(false);
  if (!record) return null;

  const remove = async () => {
    setRemoving(true);
    try {
      await dataProvider.action('feeds', 'removeImage', { id: record.id });
      notify('resources.feeds.picture.removed', { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="feed-picture-title" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: 2 }}>
      <Typography id="feed-picture-title" component="h2" variant="h6">
        {translate('resources.feeds.picture.title')}
      </Typography>
      {record.imageUrl ? (
        <Box
          component="img"
          src={record.imageUrl}
          alt={translate('resources.feeds.picture.alt', { title: record.title })}
          sx={{ width: '100%', maxWidth: 360, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1 }}
        />
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>{translate('resources.feeds.picture.none')}</Typography>
      )}
      <FileUpload
        operation="uploadFeedEntryImage"
        params={{ id: record.id }}
        allowedExtensions={feedImageExtensions}
        label="resources.feeds.picture.title"
        onUploaded={() => {
          notify('resources.feeds.picture.saved', { type: 'success' });
          refresh();
        }}
      />
      {record.imageUrl && (
        <Box>
          <Button variant="outlined" color="error" onClick={remove} disabled={removing}>
            {translate('resources.feeds.picture.remove')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
