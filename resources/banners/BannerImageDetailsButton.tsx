import EditIcon from '@mui/icons-material/Edit';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { BannerImage } from '../../contract/banners';
import { BannerImageDetailsDialog } from './BannerImageDetailsDialog';

/** Opens the dialog of the image's position/details record. */
export function BannerImageDetailsButton({ image, count }: { image: BannerImage; count: number }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        startIcon={<EditIcon />}
        aria-label={translate('resources.ui/banners.images.edit_named', { position: image.position })}
        onClick={() => setOpen(true)}
      >
        {translate('resources.ui/banners.images.edit')}
      </Button>
      {open && <BannerImageDetailsDialog image={image} count={count} onClose={() => setOpen(false)} />}
    </>
  );
}
