import { type CodedMessage, coded } from './apiMessages';
import type { ConfigValueType } from './enums';
import { readBoundedJson } from './json';

/**
 * What the console needs of the app config (contract/appConfig.ts holds its schemas and operations), without zod:
 * the rules of a key and of a value's text, which the API's schemas apply too.
 */

/** A key: lower case letters and digits in words joined by dots, underscores or hyphens (`min_app_version.ios`). */
export const configKeyPattern = /^[a-z][a-z0-9]*([._-][a-z0-9]+)*$/;
export const configKeyMaxLength = 100;
/** The list's CSV export is `GET /api/ui/app-config/export.csv`: no entry may take its key. */
export const reservedConfigKey = 'export.csv';
/** Why a key cannot be used, in words of contract/apiMessages.ts (the API's schema words its refusals so too). */
export const configKeyMessages = {
  length: coded('config_key_length', { max: configKeyMaxLength }),
  pattern: coded('config_key_pattern'),
  reserved: coded('config_key_reserved'),
} as const;

/** Why a key (trimmed) cannot be used, or null when it can. */
export function configKeyProblem(key: string): CodedMessage | null {
  const trimmed = key.trim();
  if (trimmed.length < 1 || trimmed.length > configKeyMaxLength) return configKeyMessages.length;
  if (!configKeyPattern.test(trimmed)) return configKeyMessages.pattern;
  return trimmed === reservedConfigKey ? configKeyMessages.reserved : null;
}

/**
 * Why a value's text does not fit its type, or null when it does. A number is a finite decimal
 * number, a boolean is `true` or `false`, JSON is any JSON text within the bounds of
 * contract/json.ts (depth, entries, size); a string may be anything.
 */
export function configValueProblem(valueType: ConfigValueType, value: string): CodedMessage | null {
  switch (valueType) {
    case 'number':
      return /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$/.test(value.trim()) && Number.isFinite(Number(value))
        ? null
        : coded('config_number');
    case 'boolean':
      return value === 'true' || value === 'false' ? null : coded('config_boolean');
    case 'json': {
      const read = readBoundedJson(value);
      return 'problem' in read ? read.problem : null;
    }
    default:
      return null;
  }
}
