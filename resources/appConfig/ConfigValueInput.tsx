import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { RadioButtonGroupInput, TextInput } from 'react-admin';
import type { ConfigValueType } from '../../contract/enums';
import { booleanChoices, code } from './appConfigChoices';
import { keepText, validateValue } from './configValidation';
import { JsonValueInput } from './JsonValueInput';

/**
 * The value, edited as its type asks: free text, a number, true or false, or JSON. A change of
 * type checks the value again once it has been checked (touched or submitted).
 */
export function ConfigValueInput() {
  const valueType = useWatch({ name: 'valueType' }) as ConfigValueType | undefined;
  const { trigger, getFieldState, formState } = useFormContext();
  const checked = getFieldState('value', formState).isTouched || formState.isSubmitted;
  useEffect(() => {
    if (checked) void trigger('value');
  }, [valueType, checked, trigger]);

  switch (valueType) {
    case 'json':
      return <JsonValueInput />;
    case 'boolean':
      return <RadioButtonGroupInput source="value" choices={booleanChoices} validate={validateValue} row />;
    case 'number':
      return (
        <TextInput
          source="value"
          parse={keepText}
          validate={validateValue}
          helperText="resources.ui/app-config.helpers.number"
          slotProps={{ htmlInput: { inputMode: 'decimal', style: code } }}
          sx={{ maxWidth: 320 }}
        />
      );
    default:
      return <TextInput source="value" parse={keepText} validate={validateValue} multiline maxRows={8} helperText={false} />;
  }
}
