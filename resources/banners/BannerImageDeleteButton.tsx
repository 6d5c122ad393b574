import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { BannerImage } from '../../contract/banners';
import { useConsoleDataProvider } from '../../src/components/useConsoleDataProvider';
import { useImagesChanged } from './useBannerImages';

/** Delete an image after a Yes/No confirmation (deleteBannerImage). */
export function BannerImageDeleteButton({ image }: { image: BannerImage }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useConsoleDataProvider();
  const changed = useImagesChanged(image.bannerId);
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const remove = async () => {
    setDeleting(true);
    try {
      await dataProvider.action('ui/banners', 'deleteImage', { id: image.id });
      setOpen(false);
      notify('resources.ui/banners.images.deleted', { type: 'success' });
      await changed();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<DeleteIcon />}
        aria-label={translate('resources.ui/banners.images.delete_named', { position: image.position })}
        onClick={() => setOpen(true)}
        sx={{ color: 'error.dark' }}
      >
        {translate('resources.ui/banners.images.delete')}
      </Button>
      <Confirm
        isOpen={open}
        loading={deleting}
        title="resources.ui/banners.images.delete_title"
        content="resources.ui/banners.images.delete_content"
        translateOptions={{ position: image.position }}
        confirm="app.confirm.yes"
        cancel="app.confirm.no"
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
