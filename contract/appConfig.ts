import { z } from 'zod';
import { type ConfigValueType, configValueTypes, enabledFlags } from './enums';
import { listRequest, pageOf } from './pagination';

/** A key: lower case letters and digits in words joined by dots, underscores or hyphens (`min_app_version.ios`). */
export const configKey = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[a-z][a-z0-9]*([._-][a-z0-9]+)*$/, 'Use lower-case letters and digits, joined by dots, underscores or hyphens');

/**
 * Why a value's text does not fit its type, or null when it does. A number is a finite decimal
 * number, a boolean is `true` or `false`, JSON is any JSON text; a string may be anything.
 */
export function configValueProblem(valueType: ConfigValueType, value: string): string | null {
  switch (valueType) {
    case 'number':
      return /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$/.test(value.trim()) && Number.isFinite(Number(value))
        ? null
        : 'Enter a number, such as 42 or 2.5';
    case 'boolean':
      return value === 'true' || value === 'false' ? null : 'Enter true or false';
    case 'json':
      try {
        JSON.parse(value);
        return null;
      } catch (error) {
        return `Enter valid JSON: ${(error as Error).message}`;
      }
    default:
      return null;
  }
}

/** A value's text read as its type: what the mobile app receives. */
export function typedConfigValue(valueType: ConfigValueType, value: string): unknown {
  if (valueType === 'number') return Number(value);
  if (valueType === 'boolean') return value === 'true';
  if (valueType === 'json') return JSON.parse(value);
  return value;
}

/**
 * The body of `PUT /api/ui/app-config`, which both creates and edits. `mode` `create` refuses a
 * key that exists (409), `update` one that does not (404); without it the entry is created or
 * replaced. An existing key keeps its type unless `changeType` is true (409 otherwise).
 */
export const appConfigInput = z
  .object({
    key: configKey,
    valueType: z.enum(configValueTypes),
    /** The value as text, checked against `valueType`. */
    value: z.string().max(20_000),
    description: z.string().trim().max(500).default(''),
    status: z.enum(enabledFlags).default('E'),
    mode: z.enum(['create', 'update']).optional(),
    changeType: z.boolean().default(false),
  })
  .superRefine((entry, context) => {
    const problem = configValueProblem(entry.valueType, entry.value);
    if (problem) context.addIssue({ code: 'custom', path: ['value'], message: problem });
  })
  .transform((entry) => ({ ...entry, value: entry.valueType === 'string' ? entry.value : entry.value.trim() }))
  .meta({ id: 'AppConfigWrite' });
export type AppConfigInput = z.input<typeof appConfigInput>;
export type AppConfigValues = z.output<typeof appConfigInput>;

export const appConfigEntry = z
  .object({
    key: z.string(),
    valueType: z.enum(configValueTypes),
    value: z.string(),
    description: z.string(),
    status: z.enum(enabledFlags),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AppConfigEntry' });
export type AppConfigEntry = z.infer<typeof appConfigEntry>;

export const appConfigSortFields = ['key', 'updatedAt'] as const;

export const appConfigListRequest = listRequest(
  {
    valueType: z.enum(configValueTypes).optional(),
    status: z.enum(enabledFlags).optional(),
    /** Free text, matched against key and description, ignoring case. */
    q: z.string().trim().max(200).optional(),
  },
  appConfigSortFields,
).meta({ id: 'AppConfigListRequest' });
export type AppConfigListQuery = z.output<typeof appConfigListRequest>;

export const appConfigPage = pageOf(appConfigEntry).meta({ id: 'AppConfigPage' });
