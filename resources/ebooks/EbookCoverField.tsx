import { type FieldProps, useRecordContext } from 'react-admin';
import type { Ebook } from '../../contract/ebooks';
import { EbookCoverImage } from './EbookCoverImage';

/** The cover as a list thumbnail, described by the title. */
export function EbookCoverField(_props: FieldProps) {
  const record = useRecordContext<Ebook>();
  if (!record) return null;
  return <EbookCoverImage url={record.coverUrl} alt={record.title} width={40} />;
}
