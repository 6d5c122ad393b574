import { configKeyProblem, configValueProblem } from '../../contract/appConfigRules';
import type { ConfigValueType } from '../../contract/enums';

/** The key as the API checks it (contract/appConfigRules.ts), with the same message. */
export function validateKey(value: unknown): string | undefined {
  return configKeyProblem(typeof value === 'string' ? value : '') ?? undefined;
}

/** The value against the type chosen beside it, with the API's message (configValueProblem). */
export function validateValue(value: unknown, values: { valueType?: ConfigValueType }): string | undefined {
  if (!values.valueType) return undefined;
  return configValueProblem(values.valueType, typeof value === 'string' ? value : '') ?? undefined;
}

/** Keeps an emptied text field as `''`: react-admin would send null, which the API refuses. */
export const keepText = (value: string) => value ?? '';
