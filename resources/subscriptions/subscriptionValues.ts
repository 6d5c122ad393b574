import { choicesValue, choiceValue, enabledFlagValue, type FieldFormats, moneyValue } from '../../src/components/fieldValues';
import { billingPeriodChoices, contentTypeChoices } from './subscriptionChoices';

/** How a plan's coded fields read in its list and its history. */
export const subscriptionValues: FieldFormats = {
  price: moneyValue(),
  billingPeriod: choiceValue(billingPeriodChoices),
  contentTypes: choicesValue(contentTypeChoices),
  status: enabledFlagValue,
};
