import {
  CheckboxGroupInput,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  regex,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
} from 'react-admin';
import type { SubscriptionInput } from '../../contract/subscriptions';
import { EnabledFlagInput } from '../../src/components/EnabledFlag';
import { MoneyInput } from '../../src/components/MoneyInput';
import { wholeNumber } from '../../src/components/wholeNumber';
import { BillingPeriodInput } from './BillingPeriodInput';
import { contentTypeChoices, currencyChoices } from './subscriptionChoices';
import { FormSection, wide } from '../../src/components/FormSection';
import { SubscriptionSaveButton } from './SubscriptionSaveButton';

const defaultValues: Partial<SubscriptionInput> = {
  currency: 'USD',
  billingPeriod: 'MONTHLY',
  contentTypes: [],
  trialDays: 0,
  status: 'E',
};

const productId = [
  maxLength(100),
  regex(/^[A-Za-z0-9._]*$/, 'resources.subscriptions.helpers.product_id_format'),
];

/** A plan's fields, for create and edit. No delete: a plan is retired by disabling it. */
export function SubscriptionForm() {
  return (
    <SimpleForm
      defaultValues={defaultValues}
      // A number field's text that is not a number is the browser's to refuse, with its bubble:
      // left to the inputs' own checks, it shows inline as every other error (Required).
      noValidate
      toolbar={
        <Toolbar>
          <SubscriptionSaveButton />
        </Toolbar>
      }
      sx={{ gap: 2 }}
    >
      <FormSection title="resources.subscriptions.sections.plan">
        <TextInput source="name" validate={[required(), maxLength(100)]} sx={wide} />
        <TextInput source="description" multiline minRows={3} validate={maxLength(2000)} sx={wide} />
        <EnabledFlagInput validate={required()} helperText="resources.subscriptions.helpers.status" />
      </FormSection>
      <FormSection title="resources.subscriptions.sections.billing">
        <MoneyInput source="price" validate={[required(), minValue(0)]} helperText="resources.subscriptions.helpers.price" />
        <SelectInput source="currency" choices={currencyChoices} translateChoice={false} validate={required()} />
        <BillingPeriodInput />
        <NumberInput
          source="trialDays"
          validate={[required(), minValue(0), maxValue(365), wholeNumber]}
          helperText="resources.subscriptions.helpers.trial_days"
        />
      </FormSection>
      <FormSection title="resources.subscriptions.sections.content">
        <CheckboxGroupInput
          source="contentTypes"
          choices={contentTypeChoices}
          validate={required()}
          helperText="resources.subscriptions.helpers.content_types"
          sx={wide}
        />
      </FormSection>
      <FormSection title="resources.subscriptions.sections.stores">
        <TextInput source="iosProductId" validate={productId} helperText="resources.subscriptions.helpers.ios_product_id" />
        <TextInput
          source="androidProductId"
          validate={productId}
          helperText="resources.subscriptions.helpers.android_product_id"
        />
      </FormSection>
    </SimpleForm>
  );
}
