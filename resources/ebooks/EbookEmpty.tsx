import AddIcon from '@mui/icons-material/Add';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooksOutlined';
import { Box, Typography } from '@mui/material';
import { CreateButton, useTranslate } from 'react-admin';

/** Shown when the catalog holds no book at all (filters that match nothing show react-admin's own message). */
export function EbookEmpty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <LibraryBooksIcon sx={{ fontSize: 64, color: 'text.secondary' }} aria-hidden />
      <Typography component="h2" variant="h5" sx={{ mt: 2 }}>
        {translate('resources.e-books.empty.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 2 }}>{translate('resources.e-books.empty.text')}</Typography>
      <CreateButton variant="contained" icon={<AddIcon />} />
    </Box>
  );
}
