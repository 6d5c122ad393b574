import { MenuItem, TextField } from '@mui/material';
import { useInput, useResourceContext, useTranslate } from 'react-admin';

export interface FilterChoice {
  id: string | number;
  /** i18n key of its label. */
  name: string;
}

/**
 * A list filter choosing one value, whose first option "All" removes the filter: react-admin's
 * SelectInput would show a blank option beside a choice that means All. Give it `alwaysOn` or
 * leave it to the Add filter button, as any filter.
 */
// `alwaysOn` is read by react-admin's filter form, not here.
export function ChoiceFilter({ source, choices, label }: { source: string; choices: FilterChoice[]; label?: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { field, id } = useInput({ source });
  return (
    <TextField
      id={id}
      select
      size="small"
      label={translate(label ?? `resources.${resource}.fields.${source}`)}
      value={field.value ?? ''}
      // An empty value is dropped from the list's filter.
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 116 }}
    >
      <MenuItem value="">{translate('app.filters.all')}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {translate(choice.name)}
        </MenuItem>
      ))}
    </TextField>
  );
}
