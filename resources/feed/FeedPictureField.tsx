import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { Avatar } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { FeedEntry } from '../../contract/feed';

/** The entry's picture as a thumbnail, or a neutral placeholder; the title next to it names the row. */
export function FeedPictureField({ size }: { size: number }) {
  const record = useRecordContext<FeedEntry>();
  if (!record) return null;
  return (
    <Avatar
      variant="rounded"
      src={record.imageUrl ?? undefined}
      alt=""
      sx={{ width: size, height: size, bgcolor: 'action.hover', color: 'text.secondary' }}
    >
      <ImageOutlinedIcon aria-hidden />
    </Avatar>
  );
}
