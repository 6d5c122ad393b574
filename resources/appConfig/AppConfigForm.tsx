import { Box } from '@mui/material';
import type { ReactElement } from 'react';
import { required, SelectInput, SimpleForm, type SimpleFormProps, TextInput } from 'react-admin';
import { EnabledFlagInput } from '../../src/components/EnabledFlag';
import { code, valueTypeChoices } from './appConfigChoices';
import { ConfigValueInput } from './ConfigValueInput';
import { keepText, validateKey } from './configValidation';

/** What a new entry starts with: text, enabled. */
export const newConfigEntry = () => ({ key: '', valueType: 'string', value: '', description: '', status: 'E' });

interface AppConfigFormProps {
  /** On the edit page the key names the entry and cannot change. */
  existing?: boolean;
  toolbar?: ReactElement | false;
  onSubmit?: SimpleFormProps['onSubmit'];
}

/** The form of both the creation and the edit page; values are checked as the API checks them. */
export function AppConfigForm({ existing = false, toolbar, onSubmit }: AppConfigFormProps) {
  return (
    <SimpleForm toolbar={toolbar} onSubmit={onSubmit} mode="onBlur" reValidateMode="onChange" sx={{ maxWidth: 840 }}>
      <Box sx={{ display: 'flex', columnGap: 2, flexWrap: 'wrap', width: '100%' }}>
        <TextInput
          source="key"
          readOnly={existing}
          validate={existing ? undefined : [required(), validateKey]}
          helperText={existing ? false : 'resources.ui/app-config.helpers.key'}
          slotProps={{ htmlInput: { style: code, spellCheck: false, autoCapitalize: 'none' } }}
          sx={{ flex: '1 1 320px' }}
        />
        <SelectInput source="valueType" choices={valueTypeChoices} validate={required()} sx={{ flex: '0 1 220px' }} />
      </Box>
      <ConfigValueInput />
      <TextInput source="description" parse={keepText} multiline minRows={2} helperText={false} />
      <EnabledFlagInput validate={required()} fullWidth={false} sx={{ minWidth: 220 }} />
    </SimpleForm>
  );
}
