import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { Avatar } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { Banner } from '../../contract/banners';

/** The banner's first image, small and in its 3:1 shape, or a neutral placeholder; the title names the row. */
export function BannerThumbnailField({ height }: { height: number }) {
  const record = useRecordContext<Banner>();
  if (!record) return null;
  return (
    <Avatar
      variant="rounded"
      src={record.images[0]?.imageUrl}
      alt=""
      sx={{ width: height * 3, height, bgcolor: 'action.hover', color: 'text.secondary' }}
    >
      <ImageOutlinedIcon aria-hidden />
    </Avatar>
  );
}
