import { configValueTypes } from '../../contract/enums';

/** The value types, labelled from `app.config_value_types` (Text, Number, True or false, JSON). */
export const valueTypeChoices = configValueTypes.map((type) => ({ id: type, name: `app.config_value_types.${type}` }));

/** A boolean's value as its text: the API stores `true` and `false`. */
export const booleanChoices = [
  { id: 'true', name: 'resources.ui/app-config.value.true' },
  { id: 'false', name: 'resources.ui/app-config.value.false' },
];

/** The sort fields of listAppConfigEntries. */
export const appConfigSortFields = ['key', 'updatedAt'];

/** Monospace, for keys and values: what the mobile app's developers read. */
export const code = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' };
