import DataObjectIcon from '@mui/icons-material/DataObject';
import { Box } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button, TextInput } from 'react-admin';
import { readBoundedJson } from '../../contract/json';
import { code } from './appConfigChoices';
import { keepText, validateValue } from './configValidation';

/** Parses, and within the bounds the API holds JSON to (pretty-printing a value thousands of levels deep would overflow). */
const formattable = (text: unknown): boolean => 'value' in readBoundedJson(String(text ?? ''));

/** A JSON value: monospace text over several lines, and Format, which pretty-prints it once it parses within the bounds. */
export function JsonValueInput() {
  const { setValue } = useFormContext();
  const value = useWatch({ name: 'value' }) as string | undefined;
  const format = () =>
    setValue('value', JSON.stringify(JSON.parse(value ?? ''), null, 2), { shouldDirty: true, shouldValidate: true });
  return (
    <Box sx={{ width: '100%' }}>
      <TextInput
        source="value"
        multiline
        minRows={4}
        maxRows={24}
        parse={keepText}
        validate={validateValue}
        helperText="resources.ui/app-config.helpers.json"
        sx={{ '& textarea': { ...code, fontSize: 14 } }}
      />
      <Button label="resources.ui/app-config.value.format" onClick={format} disabled={!formattable(value)} sx={{ mb: 2 }}>
        <DataObjectIcon />
      </Button>
    </Box>
  );
}
