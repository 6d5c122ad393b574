import { Box, Card, CardActions, CardContent, CardMedia, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BannerImage } from '../../contract/banners';
import { DeepLinkField } from '../../src/components/deepLink/DeepLinkField';
import { BannerImageDeleteButton } from './BannerImageDeleteButton';
import { BannerImageDetailsButton } from './BannerImageDetailsButton';
import { BannerImageMoveButtons } from './BannerImageMoveButtons';

/** One image: the picture, its place, where it leads and its alt text, and what can be done with it. */
export function BannerImageCard({ image, count }: { image: BannerImage; count: number }) {
  const translate = useTranslate();
  const label = (key: string) => translate(`resources.ui/banners.images.${key}`);
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardMedia component="img" image={image.imageUrl} alt={image.altText} sx={{ aspectRatio: '3 / 1', objectFit: 'cover' }} />
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
          {translate('resources.ui/banners.images.position', { position: image.position })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {translate('app.punctuation.label', { label: label('leads_to') })}
          </Typography>
          <DeepLinkField />
        </Box>
        <Typography variant="body2" sx={{ color: image.altText ? 'text.primary' : 'text.secondary', overflowWrap: 'anywhere' }}>
          {image.altText ? translate('app.punctuation.labelled', { label: label('alt'), value: image.altText }) : label('no_alt')}
        </Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        <BannerImageMoveButtons image={image} count={count} />
        <Box sx={{ flex: 1 }} />
        <BannerImageDetailsButton image={image} count={count} />
        <BannerImageDeleteButton image={image} />
      </CardActions>
    </Card>
  );
}
