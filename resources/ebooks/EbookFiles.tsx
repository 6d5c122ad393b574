import { Box, Card, CardContent, Typography } from '@mui/material';
import { useId } from 'react';
import { useEditContext, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { Ebook } from '../../contract/ebooks';
import { EbookCurrentCover } from './EbookCurrentCover';
import { EbookFileSlot } from './EbookFileSlot';
import { StoredFileDetails } from './StoredFileDetails';

/**
 * The cover and the two e-pubs of the edited e-book. Each uploads on its own (the server
 * answers the updated e-book); the edit page's record then refreshes, keeping unsaved changes
 * of the form.
 */
export function EbookFiles() {
  const translate = useTranslate();
  const notify = useNotify();
  const ebook = useRecordContext<Ebook>();
  const { refetch } = useEditContext<Ebook>();
  const headingId = useId();
  if (!ebook) return null;
  const uploaded = (message: string) => async () => {
    await refetch();
    notify(message, { type: 'success' });
  };
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 2 }}>
          {translate('resources.e-books.sections.files')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
            gap: { xs: 4, md: 3 },
          }}
        >
          <EbookFileSlot
            ebookId={ebook.id}
            kind="cover"
            label="resources.e-books.files.cover"
            current={<EbookCurrentCover ebook={ebook} />}
            onUploaded={uploaded('resources.e-books.files.cover_saved')}
          />
          <EbookFileSlot
            ebookId={ebook.id}
            kind="sampleEpubFile"
            label="resources.e-books.files.sample_epub"
            current={<StoredFileDetails file={ebook.sampleEpubFile} />}
            onUploaded={uploaded('resources.e-books.files.sample_epub_saved')}
          />
          <EbookFileSlot
            ebookId={ebook.id}
            kind="epubFile"
            label="resources.e-books.files.epub"
            current={<StoredFileDetails file={ebook.epubFile} />}
            onUploaded={uploaded('resources.e-books.files.epub_saved')}
          />
        </Box>
      </CardContent>
    </Card>
  );
}
