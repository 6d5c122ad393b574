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

/**
 * A record's picture as a list thumbnail, or a neutral placeholder; the title next to it names the row.
 * Loaded lazily, as the e-books' covers are: a picture is fetched once its row is on the page and near
 * the window, not while React is still rendering the rows (an image element starts its request as soon
 * as it is created, and each answer then takes the main thread between the slices of the rows' render).
 */
export function ThumbnailField<RecordType extends Record<string, unknown>>({ src, height, aspect = 1 }: ThumbnailFieldProps<RecordType>) {
  const record = useRecordContext<RecordType>();
  if (!record) return null;
  return (
    <Avatar
      variant="rounded"
      src={src(record) ?? undefined}
      alt=""
      slotProps={{ img: { loading: 'lazy' } }}
      sx={{ width: height * aspect, height, bgcolor: 'action.hover', color: 'text.secondary' }}
    >
      <ImageOutlinedIcon aria-hidden />
    </Avatar>
  );
}
