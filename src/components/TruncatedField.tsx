import { type FieldProps, useFieldValue } from 'react-admin';
import { TruncatedText, type TruncatedTextProps } from './TruncatedText';

/** A text field of a list row on one line, cut at `maxWidth` with the whole value on hover and focus. */
export function TruncatedField({ maxWidth = 240, emptyText = '—', ...props }: FieldProps & { maxWidth?: TruncatedTextProps['maxWidth'] }) {
  const value = useFieldValue(props);
  return <TruncatedText text={value == null || value === '' ? emptyText : String(value)} maxWidth={maxWidth} />;
}
