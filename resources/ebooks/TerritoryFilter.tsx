import { AutocompleteInput, type AutocompleteInputProps } from 'react-admin';
import { territoryChoices } from './ebookChoices';

/** The list's territory filter: its countries named in the language of the moment, not the one at load. */
export const TerritoryFilter = (props: AutocompleteInputProps) => (
  <AutocompleteInput choices={territoryChoices()} translateChoice={false} {...props} />
);
