import { z } from 'zod';
import { commaIds, csvFile, exportDescription, exportParams, queryFilters } from './exportQuery';
import { bulkOperation } from './bulk';
import { type ConfigValueType, configValueTypes, enabledFlags } from './enums';
import { jsonLimits } from './json';
import { defineOperations } from './operation';
import { listRequest, pageOf } from './pagination';
import { configKeyMaxLength, configKeyPattern, configValueProblem, reservedConfigKey } from './appConfigRules';
import { codedIssue, codedText } from './apiMessages';
export { configValueProblem } from './appConfigRules';

/** A key (appConfigRules.ts): the console checks it with `configKeyProblem`, with the same messages. */
export const configKey = z
  .string()
  .trim()
  .min(1)
  .max(configKeyMaxLength)
  .regex(configKeyPattern, codedText('config_key_pattern'))
  // `GET /api/ui/app-config/export.csv` is the list's CSV export (`exportAppConfigEntries` below).
  .refine((key) => key !== reservedConfigKey, codedText('config_key_reserved'));

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
    if (problem) context.addIssue(codedIssue(problem, ['value']));
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

export const appConfigKeyParams = z.object({ key: configKey });

/** What the mobile app reads: the enabled entries as one object, each value typed. */
export const publicAppConfig = z.record(z.string(), z.unknown()).describe('The enabled entries, typed');

const configKeyOf = (text: string) => (configKey.safeParse(text).success ? text : undefined);
export const appConfigExportQuery = z.object({
  ...queryFilters(appConfigListRequest),
  ...exportParams('exportAppConfigEntries', appConfigSortFields, commaIds(configKeyOf, 'Not a config key')),
});
export type AppConfigExportQuery = z.output<typeof appConfigExportQuery>;

export const appConfigOperations = defineOperations('ui', {
  listAppConfigEntries: {
    method: 'POST',
    path: '/api/ui/app-config/list',
    access: 'ui',
    readOnly: true,
    summary: 'A page of app config entries, filtered and sorted',
    description:
      'Filters: `valueType`, `status` and `q` (key or description contains it, ignoring case). Sort by `key` ' +
      '(the default, ascending) or `updatedAt`; a `sortBy` without `sortDirection` sorts ascending.',
    body: appConfigListRequest,
    responses: { 200: appConfigPage },
  },
  getAppConfigEntry: {
    method: 'GET',
    path: '/api/ui/app-config/:key',
    access: 'ui',
    summary: 'One app config entry, by its key',
    description:
      'A key that is not well formed (see the AppConfigWrite schema) is a 400 on `key`. The answer carries a ' +
      'strong `ETag` (docs/api.md "Versions"): send it back in `If-Match` with the save.',
    params: appConfigKeyParams,
    responses: { 200: appConfigEntry },
    errors: [404],
    etag: true,
  },
  saveAppConfigEntry: {
    method: 'PUT',
    path: '/api/ui/app-config',
    access: 'ui',
    summary: 'Creates or edits an app config entry (the key is in the body)',
    description:
      'Answers 201 when the entry was created, 200 when it was replaced. `mode: "create"` refuses a key that ' +
      'exists (409 on `key`), `mode: "update"` one that does not (404); without `mode` the entry is created or ' +
      'replaced. An existing key keeps its value type: another `valueType` is a 409 on `valueType` unless ' +
      '`changeType` is true. A value that does not read as its type is a 400 on `value`, and so is JSON nested more than ' +
      `${jsonLimits.maxDepth} levels deep, holding more than ${jsonLimits.maxEntries.toLocaleString('en-US')} keys and elements ` +
      `in all, or longer than ${jsonLimits.maxBytes / 1024} KiB serialised. With \`If-Match\` (the \`ETag\` of the ` +
      'GET), a key changed since is refused with a 412 (errorCode 119, the current entry and its latest change), and so ' +
      'is a key that does not exist (`current` null). Every save is audited (resource `appConfig`, the record id ' +
      'the key) with the fields it changed.',
    body: appConfigInput,
    responses: { 200: appConfigEntry, 201: appConfigEntry },
    errors: [404, 409],
    ifMatch: true,
  },
  getPublicAppConfig: {
    method: 'GET',
    path: '/data/app-config',
    access: 'public',
    summary: "The mobile app's configuration: the enabled entries as one object; no sign-in",
    description:
      '`{key: value}` with each value typed (a number, a boolean, any JSON, or a string); disabled entries are ' +
      'left out, and so is an entry whose stored value no longer reads as its type (logged as a warning). The answer carries a strong ETag: send it back in `If-None-Match` to get a 304 while nothing changed.',
    responses: {
      200: publicAppConfig,
      304: z.null().describe('Not modified: the ETag sent in If-None-Match is current'),
    },
  },
  bulkAppConfig: bulkOperation('ui/app-config', {
    summary: 'Deletes many app config keys',
    description:
      'The ids are the keys.',
    filter: appConfigListRequest,
    key: z.string().min(1).max(100),
  }),
  exportAppConfigEntries: {
    method: 'GET',
    path: '/api/ui/app-config/export.csv',
    access: 'ui',
    summary: 'Every app config entry the filters select, as a CSV download',
    description: exportDescription(
      'exportAppConfigEntries',
      'The entries `POST /api/ui/app-config/list` selects, by key by default; `ids` are keys. No entry is keyed `export.csv`, so this path never reads as one',
    ),
    query: appConfigExportQuery,
    responses: { 200: csvFile },
  },
});
