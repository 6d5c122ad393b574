import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { Avatar } from '@mui/material';
import { useRecordContext } from 'react-admin';

export interface ThumbnailFieldProps<RecordType> {
  /** The picture's address in the record in context; null or undefined for none. */
  src: (record: RecordType) => string | null | undefined;
  height: number;
  /** Width / height: 1 for a square, 1.6 for an alert's picture, 3 for a banner. */
  aspect?: number;
}

/** A record's picture as a list thumbnail, or a neutral placeholder; the title next to it names the row. */
export function ThumbnailField<RecordType extends Record<string, unknown>>({ src, height, aspect = 1 }: ThumbnailFieldProps<RecordType>) {
  const record = useRecordContext<RecordType>();
  if (!record) return null;
  return (
    <Avatar
      variant="rounded"
      src={src(record) ?? undefined}
      alt=""
      sx={{ width: height * aspect, height, bgcolor: 'action.hover', color: 'text.secondary' }}
    >
      <ImageOutlinedIcon aria-hidden />
    </Avatar>
  );
}
