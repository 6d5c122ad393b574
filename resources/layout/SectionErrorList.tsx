import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The server's messages about one section, each after the name of its field (none for the whole section). */
export function SectionErrorList({ errors }: { errors: Record<string, string> }) {
  const translate = useTranslate();
  return (
    <Typography component="ul" variant="body2" role="alert" sx={{ color: 'error.main', m: 0, mt: 0.5, pl: 7 }}>
      {Object.entries(errors).map(([field, message]) => (
        <li key={field}>
          {field === 'section' ? message : translate('app.punctuation.labelled', { label: translate(`app.layout.fields.${field}`, { _: field }), value: message })}
        </li>
      ))}
    </Typography>
  );
}
