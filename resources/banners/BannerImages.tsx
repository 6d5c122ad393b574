import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { useId } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { Banner } from '../../contract/banners';
import { bannerImageExtensions, MAX_BANNER_IMAGES } from '../../contract/bannerRules';
import { FileUpload } from '../../src/components/FileUpload';
import { BannerImageList } from './BannerImageList';
import { useBannerImages, useImagesChanged } from './useBannerImages';

/** The banner's images in order, each with its own actions, and the upload widget to add one at the end. */
export function BannerImages() {
  const record = useRecordContext<Banner>();
  const translate = useTranslate();
  const notify = useNotify();
  const headingId = useId();
  const images = useBannerImages(record?.id ?? '');
  const changed = useImagesChanged(record?.id ?? '');
  if (!record) return null;
  const count = images.data?.length ?? record.images.length;
  const full = count >= MAX_BANNER_IMAGES;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box>
          <Typography id={headingId} component="h2" variant="h6">
            {translate('resources.ui/banners.images.title')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {translate('resources.ui/banners.images.intro', { max: MAX_BANNER_IMAGES })}
          </Typography>
        </Box>
        {images.data && <BannerImageList images={images.data} />}
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
          {translate('resources.ui/banners.images.upload')}
        </Typography>
        {full && <Alert severity="info">{translate('resources.ui/banners.images.full')}</Alert>}
        <FileUpload
          operation="uploadBannerImage"
          params={{ id: record.id }}
          allowedExtensions={bannerImageExtensions}
          label="resources.ui/banners.images.upload"
          disabled={full}
          onUploaded={async () => {
            notify('resources.ui/banners.images.uploaded', { type: 'success' });
            await changed();
          }}
        />
      </CardContent>
    </Card>
  );
}
