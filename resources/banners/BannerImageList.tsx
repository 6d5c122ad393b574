import { Box, Typography } from '@mui/material';
import { RecordContextProvider, useTranslate } from 'react-admin';
import type { BannerImage } from '../../contract/banners';
import { BannerImageCard } from './BannerImageCard';

/** The images as cards, in their order (an ordered list for assistive technology). */
export function BannerImageList({ images }: { images: BannerImage[] }) {
  const translate = useTranslate();
  if (images.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>{translate('resources.ui/banners.images.none')}</Typography>;
  }
  return (
    <Box
      component="ol"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))' }}
    >
      {images.map((image) => (
        <Box component="li" key={image.id} sx={{ minWidth: 0 }}>
          <RecordContextProvider value={image}>
            <BannerImageCard image={image} count={images.length} />
          </RecordContextProvider>
        </Box>
      ))}
    </Box>
  );
}
