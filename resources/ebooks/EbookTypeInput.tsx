import { RadioButtonGroupInput, required } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { publicationKindChoices } from './ebookChoices';

/**
 * Book or Magazine. Categories belong to one kind, so changing the kind clears the chosen
 * category (the category input then offers those of the new kind).
 */
export function EbookTypeInput() {
  const { getValues, setValue } = useFormContext();
  const clearCategory = () => {
    if (getValues('categoryId') != null) setValue('categoryId', null, { shouldDirty: true });
  };
  return (
    <RadioButtonGroupInput
      source="type"
      choices={publicationKindChoices}
      // The radios' values are strings; the API's kinds are numbers.
      parse={(value: string) => Number(value)}
      onChange={clearCategory}
      validate={required()}
      row
    />
  );
}
