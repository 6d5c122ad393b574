import { configKeyProblem, configValueProblem } from '../../contract/appConfigRules';
import type { ConfigValueType } from '../../contract/enums';
import { validationMessage } from '../../src/components/codedMessages';

/** The key as the API checks it (contract/appConfigRules.ts), with the same message, in the reader's language. */
export function validateKey(value: unknown) {
  const problem = configKeyProblem(typeof value === 'string' ? value : '');
  return problem ? validationMessage(problem) : undefined;
}

/** The value against the type chosen beside it, with the API's message (configValueProblem). */
export function validateValue(value: unknown, values: { valueType?: ConfigValueType }) {
  if (!values.valueType) return undefined;
  const problem = configValueProblem(values.valueType, typeof value === 'string' ? value : '');
  return problem ? validationMessage(problem) : undefined;
}

/** Keeps an emptied text field as `''`: react-admin would send null, which the API refuses. */
export const keepText = (value: string) => value ?? '';
