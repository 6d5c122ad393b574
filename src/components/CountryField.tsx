import { Typography } from '@mui/material';
import { type FieldProps, useFieldValue } from 'react-admin';
import { formatCountry } from '../format';

/** A country code (`GB`) as the country's name ("United Kingdom"), in the type of react-admin's own fields. */
export function CountryField(props: FieldProps) {
  const code = useFieldValue(props) as string | null | undefined;
  return (
    <Typography component="span" variant="body2">
      {code ? formatCountry(code) : '—'}
    </Typography>
  );
}
