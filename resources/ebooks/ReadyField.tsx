import { Chip } from '@mui/material';
import { type FieldProps, useRecordContext, useTranslate } from 'react-admin';
import type { Ebook } from '../../contract/ebooks';

/** Whether the book is ready to go on sale, as a small chip (its edit page says what is missing). */
export function ReadyField(_props: FieldProps) {
  const translate = useTranslate();
  const ebook = useRecordContext<Ebook>();
  if (!ebook) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={ebook.ready ? 'success' : 'default'}
      label={translate(ebook.ready ? 'resources.e-books.readiness.ready' : 'resources.e-books.readiness.not_ready')}
      sx={{ width: 'fit-content' }}
    />
  );
}
