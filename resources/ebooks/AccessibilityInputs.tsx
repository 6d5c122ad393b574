import { useWatch } from 'react-hook-form';
import { AutocompleteArrayInput, CheckboxGroupInput, maxLength, SelectInput, TextArrayInput, TextInput } from 'react-admin';
import { wide } from '../../src/components/FormSection';
import { accessibilityFeatureChoices, accessModeChoices, conformanceChoices, hazardChoices } from './ebookChoices';

/**
 * The accessibility metadata an e-pub's package document declares (schema.org, as the European
 * Accessibility Act asks): read from the e-pub when it is checked, and proposed, never written over.
 */
export function AccessibilityInputs() {
  return (
    <>
      <CheckboxGroupInput source="accessibility.accessModes" choices={accessModeChoices} translateChoice={false} sx={wide} row />
      <TextArrayInput source="accessibility.accessModesSufficient" helperText="resources.e-books.helpers.accessModesSufficient" sx={wide} />
      <AutocompleteArrayInput source="accessibility.features" choices={accessibilityFeatureChoices} translateChoice={false} sx={wide} />
      <CheckboxGroupInput source="accessibility.hazards" choices={hazardChoices} translateChoice={false} sx={wide} row />
      <TextInput source="accessibility.summary" multiline minRows={2} validate={maxLength(2000)} helperText="resources.e-books.helpers.summary" sx={wide} />
      <ConformsToInput />
      <TextInput source="accessibility.certifiedBy" validate={maxLength(200)} />
    </>
  );
}

/** The EPUB Accessibility statements, and the one stored when it is another (read from an e-pub). */
function ConformsToInput() {
  const current = useWatch({ name: 'accessibility.conformsTo' }) as string | null | undefined;
  const choices = current && !conformanceChoices.some((choice) => choice.id === current) ? [...conformanceChoices, { id: current, name: current }] : conformanceChoices;
  return <SelectInput source="accessibility.conformsTo" choices={choices} translateChoice={false} emptyText="ra.action.clear_input_value" />;
}
