import { Chip } from '@mui/material';
import { type FieldProps, SelectInput, type SelectInputProps, useFieldValue, useRecordContext, useTranslate } from 'react-admin';
import { type EnabledFlag, enabledFlags } from '../../contract/enums';
import { enabledFlagValue } from './fieldValues';

/** The enabled flag's options, labelled Enable and Disable. */
export const enabledFlagChoices = enabledFlags.map((flag) => ({ id: flag, name: `app.enabled_flag.${flag}` }));

/** The enabled flag shown as a value, a chip: Enabled in green, Disabled in grey (its History reads the same). */
export function EnabledFlagField(props: FieldProps) {
  const translate = useTranslate();
  const record = useRecordContext();
  const value = useFieldValue({ ...props, source: props.source ?? 'status' }) as EnabledFlag | undefined;
  if (!value) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={value === 'E' ? 'success' : 'default'}
      label={enabledFlagValue(value, { translate, record: record ?? {} })}
    />
  );
}

/**
 * Chooses the enabled flag; as a filter it is optional, in a form it defaults to Enable. As a list
 * filter it is given its `source`: react-admin's "Add filter" menu names a filter by it.
 */
export function EnabledFlagInput(props: Partial<SelectInputProps>) {
  return <SelectInput source="status" choices={enabledFlagChoices} {...props} />;
}
