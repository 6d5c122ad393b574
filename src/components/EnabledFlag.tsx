import { Chip } from '@mui/material';
import { type FieldProps, SelectInput, type SelectInputProps, useFieldValue, useTranslate } from 'react-admin';
import { type EnabledFlag, enabledFlags } from '../../contract/enums';

/** The enabled flag's options, labelled Enable and Disable. */
export const enabledFlagChoices = enabledFlags.map((flag) => ({ id: flag, name: `app.enabled_flag.${flag}` }));

/** The enabled flag as a chip: Enable in green, Disable in grey. */
export function EnabledFlagField(props: FieldProps) {
  const translate = useTranslate();
  const value = useFieldValue({ ...props, source: props.source ?? 'status' }) as EnabledFlag | undefined;
  if (!value) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={value === 'E' ? 'success' : 'default'}
      label={translate(`app.enabled_flag.${value}`)}
    />
  );
}

/** Chooses the enabled flag; as a filter it is optional, in a form it defaults to Enable. */
export function EnabledFlagInput(props: Partial<SelectInputProps>) {
  return <SelectInput source="status" choices={enabledFlagChoices} {...props} />;
}
