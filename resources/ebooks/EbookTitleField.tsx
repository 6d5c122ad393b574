import { Box, Typography } from '@mui/material';
import { type FieldProps, useRecordContext } from 'react-admin';
import type { Ebook } from '../../contract/ebooks';

/** The title (at most two lines, then an ellipsis; the whole title stays readable to assistive technology) and the authors under it. */
export function EbookTitleField(_props: FieldProps) {
  const record = useRecordContext<Ebook>();
  if (!record) return null;
  return (
    <Box sx={{ minWidth: 180, maxWidth: 420 }}>
      <Typography
        variant="body2"
        sx={{
          fontWeight: 500,
          overflowWrap: 'anywhere',
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {record.title}
      </Typography>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {record.authors.join(', ')}
      </Typography>
    </Box>
  );
}
