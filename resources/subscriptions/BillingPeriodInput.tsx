import { maxValue, minValue, NumberInput, RadioButtonGroupInput, required } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { BillingPeriod } from '../../contract/subscriptions';
import { billingPeriodChoices } from './subscriptionChoices';
import { wide } from '../../src/components/FormSection';
import { wholeNumber } from '../../src/components/wholeNumber';

/** Monthly, yearly, or every number of days: the number is asked only for the last. */
export function BillingPeriodInput() {
  const period = useWatch<{ billingPeriod?: BillingPeriod }>({ name: 'billingPeriod' });
  return (
    <>
      <RadioButtonGroupInput source="billingPeriod" choices={billingPeriodChoices} validate={required()} sx={wide} />
      {period === 'DAYS' && (
        <NumberInput source="billingDays" validate={[required(), minValue(1), maxValue(3650), wholeNumber]} />
      )}
    </>
  );
}
