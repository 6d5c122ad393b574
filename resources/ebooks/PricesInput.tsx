import { useWatch } from 'react-hook-form';
import { AutocompleteInput, minValue, required, SelectInput, SimpleFormIterator, useSourceContext } from 'react-admin';
import { InstantInput } from '../../src/components/dateInput/InstantInput';
import { MoneyInput } from '../../src/components/MoneyInput';
import { currencyChoices, territoryChoices } from './ebookChoices';
import { GroupedArrayInput } from '../../src/components/GroupedArrayInput';

/** A price row's amount, in the currency chosen on its own row. */
function RowAmountInput() {
  const sourceContext = useSourceContext();
  return <MoneyInput source="amount" currencySource={sourceContext.getSource('currency')} validate={[required(), minValue(0)]} />;
}

/** The prices per territory: regular (no dates) or promotions, each in its currency (docs/api.md "Catalogue metadata"). */
export function PricesInput() {
  return (
    <GroupedArrayInput source="prices" helperText="resources.e-books.helpers.prices" sx={{ gridColumn: '1 / -1' }}>
      <SimpleFormIterator inline disableClear disableReordering>
        <AutocompleteInput source="territory" choices={territoryChoices()} validate={required()} sx={{ minWidth: 220 }} />
        <SelectInput source="currency" choices={currencyChoices} translateChoice={false} validate={required()} />
        <RowAmountInput />
        <InstantInput source="startsOn" dateOnly />
        <InstantInput source="endsOn" dateOnly />
      </SimpleFormIterator>
    </GroupedArrayInput>
  );
}

/** Whether the book's territories name countries, each of which needs a regular price. */
export function useNamesCountries(): boolean {
  const territories = useWatch({ name: 'territories' }) as string[] | undefined;
  return (territories ?? []).some((territory) => territory !== 'WORLD');
}
