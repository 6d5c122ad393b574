import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { Box } from '@mui/material';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';

export interface ThumbnailFieldProps<RecordType> {
  /** The picture's address in the record in context; null or undefined for none. */
  src: (record: RecordType) => string | null | undefined;
  height: number;
  /** Width / height: 1 for a square, 1.6 for an alert's picture, 3 for a banner. */
  aspect?: number;
}

/**
 * A record's picture as a list thumbnail, or a neutral placeholder (also when the picture fails to
 * load); the title next to it names the row. Loaded lazily, as the e-books' covers are: a picture is
 * fetched once its row is on the page and near the window, not while React is still rendering the
 * rows (an image element starts its request as soon as it is created, and each answer then takes
 * the main thread between the slices of the rows' render). A plain image rather than MUI's Avatar,
 * which loads every picture a second time (a `new Image()` of its own, to learn whether it fails)
 * and renders again when it has.
 */
export function ThumbnailField<RecordType extends Record<string, unknown>>({ src, height, aspect = 1 }: ThumbnailFieldProps<RecordType>) {
  const record = useRecordContext<RecordType>();
  const [failed, setFailed] = useState<string>();
  if (!record) return null;
  const url = src(record);
  return (
    <Box
      sx={{
        width: height * aspect,
        height,
        flexShrink: 0,
        overflow: 'hidden',
        borderRadius: 1,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'action.hover',
        color: 'text.secondary',
      }}
    >
      {url && failed !== url ? (
        <Box component="img" src={url} alt="" loading="lazy" onError={() => setFailed(url)} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        <ImageOutlinedIcon aria-hidden />
      )}
    </Box>
  );
}
