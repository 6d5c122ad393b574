import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Banner } from '../../contract/banners';
import { PreviewRow } from './PreviewRow';

const bannerSize = { width: 300, height: 150, flex: 'none', borderRadius: 2 } as const;

/** The highlight area in the phone preview: the first image of each active banner, or a placeholder. */
export function PreviewHighlight({ title, banners }: { title: string; banners: Banner[] }) {
  const translate = useTranslate();
  const images = banners.flatMap((banner) => banner.images.slice(0, 1));
  return (
    <PreviewRow title={title}>
      {images.length === 0 ? (
        <Box
          sx={{
            ...bannerSize,
            display: 'grid',
            placeItems: 'center',
            border: 2,
            borderStyle: 'dashed',
            borderColor: 'divider',
            color: 'text.secondary',
            typography: 'body2',
          }}
        >
          {translate('app.layout.preview.no_banners')}
        </Box>
      ) : (
        images.map((image) => (
          <Box key={image.id} component="img" src={image.imageUrl} alt="" sx={{ ...bannerSize, objectFit: 'cover' }} />
        ))
      )}
    </PreviewRow>
  );
}
