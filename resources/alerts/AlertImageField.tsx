import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { Avatar } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { Alert } from '../../contract/alerts';

/** The alert's image as a thumbnail, or a neutral placeholder; the title next to it names the row. */
export function AlertImageField({ size }: { size: number }) {
  const record = useRecordContext<Alert>();
  if (!record) return null;
  return (
    <Avatar
      variant="rounded"
      src={record.imageUrl ?? undefined}
      alt=""
      sx={{ width: size * 1.6, height: size, bgcolor: 'action.hover', color: 'text.secondary' }}
    >
      <ImageOutlinedIcon aria-hidden />
    </Avatar>
  );
}
