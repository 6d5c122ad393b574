import { Chip } from '@mui/material';
import type { ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Customer } from '../../contract/customers';
import { formatDate } from '../../src/format';

/** "Erased on <date>" for a customer whose personal data was erased; nothing for anyone else. */
export function ErasedChip() {
  const record = useRecordContext<Customer>();
  const translate = useTranslate();
  if (!record?.erasedAt) return null;
  return <Chip color="warning" variant="outlined" label={translate('resources.users/customers.privacy.erased_on', { date: formatDate(record.erasedAt) })} />;
}

/** Its children for a customer who was not erased: nothing more is written about an erased customer (notes). */
export function UnlessErased({ children }: { children: ReactNode; label?: false }) {
  const record = useRecordContext<Customer>();
  return record?.erasedAt ? null : children;
}
