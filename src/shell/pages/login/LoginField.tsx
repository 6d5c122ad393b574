import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A field of the sign-in form, drawn as react-admin's inputs are (filled, small, full width, a
 * line kept for the message). Plain MUI: the login page is the first load, and react-admin's form
 * machinery loads with the console after sign-in.
 */
export function LoginField({ label, error, ...props }: Omit<TextFieldProps, 'error'> & { label: string; error?: string }) {
  const translate = useTranslate();
  return (
    <TextField
      {...props}
      label={translate(label)}
      error={Boolean(error)}
      helperText={error ? translate(error) : ' '}
      variant="filled"
      size="small"
      margin="dense"
      required
      fullWidth
    />
  );
}
