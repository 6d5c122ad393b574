import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Ebook } from '../../contract/ebooks';
import { EbookCoverImage } from './EbookCoverImage';

/** The current cover, large; or a placeholder saying there is none. */
export function EbookCurrentCover({ ebook }: { ebook: Ebook }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2 }}>
      <EbookCoverImage
        url={ebook.coverUrl}
        alt={translate('resources.e-books.files.cover_of', { title: ebook.title })}
        width={120}
      />
      {!ebook.coverUrl && (
        <Typography sx={{ color: 'text.secondary' }}>{translate('resources.e-books.files.no_cover')}</Typography>
      )}
    </Box>
  );
}
