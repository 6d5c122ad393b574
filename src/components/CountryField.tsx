import { type FieldProps, useFieldValue } from 'react-admin';
import { formatCountry } from '../format';

/** A country code (`GB`) as the country's name ("United Kingdom"). */
export function CountryField(props: FieldProps) {
  const code = useFieldValue(props) as string | null | undefined;
  return <>{code ? formatCountry(code) : '—'}</>;
}
