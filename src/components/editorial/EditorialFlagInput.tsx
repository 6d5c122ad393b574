import type { SelectInputProps } from 'react-admin';
import { EnabledFlagInput } from '../EnabledFlag';
import { useMayPublish } from './useMayPublish';

/**
 * The enabled flag of an editorial record's form: enabling publishes, so a role that may not
 * publish (an editor) sees it read-only, under a note that an admin publishes after review; its
 * new records start disabled (`useNewRecordFlag`).
 */
export function EditorialFlagInput(props: Partial<SelectInputProps>) {
  const mayPublish = useMayPublish();
  if (mayPublish) return <EnabledFlagInput {...props} />;
  return (
    <EnabledFlagInput
      {...props}
      readOnly
      helperText="app.editorial.flag_helper"
      // The note reads as any helper text, not greyed out with the field: it says why the field is fixed.
      sx={{ ...props.sx, '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
    />
  );
}
