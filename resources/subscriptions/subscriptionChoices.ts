import { contentTypes } from '../../contract/enums';
import { currencies } from '../../contract/currencies';
import { billingPeriods } from '../../contract/subscriptionRules';

/** Content types labelled Book, Magazine, News, Videos, Premium (docs/api.md "Subscriptions"). */
export const contentTypeChoices = contentTypes.map((type) => ({ id: type, name: `app.content_types.${type}` }));

export const billingPeriodChoices = billingPeriods.map((period) => ({
  id: period,
  name: `resources.subscriptions.billing_periods.${period}`,
}));

/** ISO codes read the same in every language: not translated. */
export const currencyChoices = currencies.map((currency) => ({ id: currency, name: currency }));
