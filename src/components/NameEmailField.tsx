import { useRecordContext } from 'react-admin';
import { TwoLineCell } from './TwoLineCell';
import type { TruncatedTextProps } from './TruncatedText';

/** A person in a list row: the name, with the e-mail under it, each on one line. */
export function NameEmailField({ maxWidth = 260 }: { maxWidth?: TruncatedTextProps['maxWidth'] }) {
  const record = useRecordContext<{ name: string; email: string }>();
  if (!record) return null;
  return <TwoLineCell primary={record.name} secondary={record.email} maxWidth={maxWidth} />;
}
