import { lifecycleStateLabels, lifecycleStepLabels } from './lifecycleLabels';

// No zod here: the console's forms word their own checks with these codes too.

/**
 * Every message the API words from a code (docs/api.md "Errors"): a field's error
 * (`fieldErrorCodes`) or a refusal (`messageCode`), each `{code, params?}`. The English here is
 * the server's (englishOf) and the console's English catalogue (`app.api_messages.<code>`,
 * src/shell/i18n/apiMessages.ts), so the two cannot drift; the console words every code in its
 * other languages. Templates are polyglot's: `%{name}` placeholders; a message with plural forms
 * (singular ` |||| ` plural) has a single placeholder, the number that chooses the form.
 * A number param is a quantity (written 1,000); an id is sent as a string.
 */
export const apiMessages = {
  // Zod's own issues, by their kind (server/lib/issueMessages.ts). The server keeps zod's English.
  required: 'Required',
  too_short: 'Enter at least %{min} character |||| Enter at least %{min} characters',
  too_long: 'Enter at most %{max} character |||| Enter at most %{max} characters',
  exact_length: 'Enter exactly %{length} character |||| Enter exactly %{length} characters',
  too_few: 'Give at least %{min} item |||| Give at least %{min} items',
  too_many: 'Give at most %{max} item |||| Give at most %{max} items',
  at_least: 'Enter %{min} or more',
  more_than: 'Enter more than %{min}',
  at_most: 'Enter %{max} or less',
  less_than: 'Enter less than %{max}',
  not_multiple_of: 'Enter a multiple of %{divisor}',
  whole_number: 'Enter a whole number',
  wrong_type: 'Expected a value of type %{expected}',
  invalid_email: 'Enter a valid e-mail address',
  invalid_url: 'Enter a valid web address',
  invalid_pattern: 'Not in the expected form',
  invalid_date: 'Enter a date as YYYY-MM-DD',
  invalid_datetime: 'Enter a date and time in ISO 8601',
  invalid_format: 'Not a valid %{format}',
  invalid_value: 'Choose one of: %{values}',
  unknown_field: 'Unknown field',
  unknown_filter: 'Unknown filter',
  invalid: 'Not valid',

  // Any text, names and profiles
  unstorable_text: 'Holds a character that cannot be stored (a NUL or a lone surrogate)',
  no_control_characters: 'Use no control characters',
  name_empty: 'The name cannot be empty',
  name_too_long: 'The name is at most %{max} characters',
  phone_too_long: 'The phone number is at most %{max} characters',
  phone_number: 'A phone number is 6 to 20 digits, with an optional leading + and spaces, dashes, dots or parentheses',
  email_taken: 'A user with this e-mail already exists',
  staff_role: 'The role is 1 (SUPER_ADMIN), 2 (ADMIN) or 4 (EDITOR)',

  // Sign-in, second factors and passwords
  code_six_digits: 'The code has 6 digits',
  code_wrong: 'The code is not correct.',
  code_wrong_check_time: 'The code is not correct. Check the time on your phone and try the next code.',
  recovery_code_empty: 'Enter a recovery code',
  passkey_name_empty: 'Name this passkey',
  passkey_refused: 'This passkey was not accepted.',
  passkey_unverified: 'The passkey could not be verified. Try again.',
  password_current_empty: 'Enter your current password',
  password_current_wrong: 'The current password is not correct.',
  password_too_short: 'The password needs at least %{min} characters, not counting spaces at its start or end.',
  password_too_long: 'The password can have at most %{max} characters.',
  password_control_characters: 'The password cannot contain control characters (such as tabs, line breaks or NUL).',
  password_invisible: 'The password cannot be only spaces or invisible characters.',
  password_one_character: 'The password cannot be one character repeated.',
  password_few_characters: 'The password cannot be a few characters repeated.',
  password_common: 'This password is too common. Choose one that is harder to guess.',
  password_is_email: 'The password cannot be your e-mail address.',

  // API tokens
  token_area: 'Not an area of the console',
  token_level: 'Either "read" or "write"',
  token_no_area: 'Choose at least one area',
  token_area_beyond_role: 'Your role may not open this area',
  token_beyond_role: 'A token cannot reach an area your role may not open',
  token_expiry_format: 'An ISO 8601 date and time, such as 2026-12-31T23:59:59Z',
  token_expiry_past: 'The expiry must be in the future',
  token_expiry_too_far: 'A token lasts at most %{max} days',

  // Notes, search and saved views
  note_empty: 'Write the note first',
  note_too_long: 'A note is at most %{max} characters',
  search_empty: 'Type something to search for',
  search_too_long: 'A search is at most %{max} characters',
  view_name_empty: 'Name the view',
  view_name_too_long: 'A name is at most %{max} characters',
  view_name_hidden_characters: 'Use no control or invisible formatting characters (such as text direction overrides or zero-width spaces)',
  view_field: 'Name a field of the list',
  view_name_taken: 'You already have a view of this name',
  view_name_taken_on_list: 'You already have a view of this name on this list',

  // JSON values (contract/json.ts)
  json_invalid: 'Enter valid JSON: %{detail}',
  json_not_a_value: 'Enter a JSON value',
  json_too_deep: 'JSON may nest at most %{max} levels deep',
  json_too_many_entries: 'JSON may hold at most %{max} keys and elements in all',
  json_too_large_kib: 'JSON may take at most %{max} KiB',
  json_too_large_bytes: 'JSON may take at most %{max} bytes',

  // App config (contract/appConfigRules.ts)
  config_key_length: 'A key is 1 to %{max} characters',
  config_key_pattern: 'Use lower-case letters and digits, joined by dots, underscores or hyphens',
  config_key_reserved: 'export.csv is reserved: choose another key',
  config_key_taken: 'This key exists already',
  config_number: 'Enter a number, such as 42 or 2.5',
  config_boolean: 'Enter true or false',
  config_holds_string: '%{key} holds a string; confirm to change its type',
  config_holds_number: '%{key} holds a number; confirm to change its type',
  config_holds_boolean: '%{key} holds a boolean; confirm to change its type',
  config_holds_json: '%{key} holds a JSON value; confirm to change its type',

  // Days, ranges and windows
  end_before_start: 'The end date is before the start date',
  end_not_after_start: 'The end must come after the start',
  range_too_long: 'A range is at most %{max} days',
  both_dates: 'Give both dates, or neither',

  // E-books and their catalogue data
  isbn_invalid: 'Not a valid ISBN: check the digits',
  magazine_brand: 'Choose the magazine brand',
  author_missing: 'Name at least one author',
  preorder_after_release: 'Pre-orders open on or before the release date',
  preorder_without_release: 'Set the release date first',
  subject_code: 'Not a subject code',
  subject_unknown: '%{code} is not a Thema subject code',
  access_modes_list: 'Access modes separated by commas',
  price_territory_taken: 'This territory has a regular price already',
  promotion_no_start: 'A promotion needs its first day',
  promotion_ends_before_start: 'The promotion ends before it starts',
  promotion_overlaps: 'Another promotion in this territory runs on these days',
  promotion_territory: 'Choose the territory',
  promotion_percent: 'Say how much off',
  promotion_first_day: 'Choose the first day',
  category_choose: 'Choose the category',
  category_unknown: 'No such category',
  category_for_books: 'This is a magazine category: choose one for books',
  category_for_magazines: 'This is a book category: choose one for magazines',
  ebook_category_unknown: 'No such e-book category',

  // Feed, alerts, deep links and the app layout
  feed_tag: 'Use letters, digits, spaces and hyphens',
  feed_body_empty: 'Write some text; only paragraphs, lists, quotes and links are kept',
  alert_button_label: 'Name the button',
  alert_target: 'Choose where the button leads',
  alert_second_button_label: 'Name the second button',
  link_item: 'Choose the item to open',
  link_web_address: 'Enter a web address starting with http:// or https://',
  link_no_news_entry: 'No news entry has the id %{id}',
  link_no_book: 'No book has the id %{id}',
  link_no_video: 'No video has the id %{id}',
  link_no_magazine: 'No magazine has the id %{id}',
  link_no_plan: 'No subscription plan has the id %{id}',
  section_key: 'Choose what the section lists',

  // Subscription plans and their figures
  product_id_pattern: 'Use letters, digits, dots and underscores only',
  billing_days: 'Give the number of days between bills',
  ios_product_taken: 'Another plan already uses this App Store product id',
  android_product_taken: 'Another plan already uses this Google Play product id',
  movement_kind: 'Give the kind of movement',
  currency_itself: 'A currency is worth itself',

  // Orders, refunds and customers
  order_one_item: 'An order buys one e-book or one plan: give ebookId or subscriptionId',
  order_embargo: 'Under embargo until %{date}',
  order_not_sold_in: 'Not sold in %{country}',
  order_not_published: 'Not on sale: it is not published',
  order_before_release: 'Not on sale before its release on %{date}',
  order_preorder_from: 'On pre-order from %{date}',
  plan_disabled: 'The plan is disabled',
  customer_blocked: 'The customer is blocked',
  customer_erased: 'The customer was erased',
  customer_no_country: 'The customer has no country: give the territory',
  payment_other_order: 'This payment belongs to another order',
  refund_detail: 'Say why, when the reason is Other',
  refund_beyond: 'At most %{amount} is left to refund',
  erasure_confirm_too_long: 'At most %{max} characters',
  erasure_confirm_mismatch: "Type the customer's name or e-mail exactly as shown",

  // The editorial lifecycle (contract/lifecycle.ts)
  step_from_state: 'An item that is %{state} cannot go to %{to} (%{step} takes an item that is %{from})',
  change_step_from_state: 'A change that is %{state} cannot be taken by %{step} (it takes a change that is %{from})',
  reason_required: 'A reason is required',
  time_required: 'A time is required',
  time_to_come: 'Choose a time to come',
  override_reason: 'Say why it goes out as it is',
  no_pending_change: 'There is no pending change to discard',

  // Uploads
  file_missing: 'Choose a file to upload',
  upload_cut_off: 'The upload was cut off or is not well-formed. Please send the file again.',
} as const;

export type ApiMessageCode = keyof typeof apiMessages;
export const isApiMessageCode = (code: string): code is ApiMessageCode => Object.hasOwn(apiMessages, code);
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * A message by its code and what fills its placeholders. An answer's may carry a code this
 * catalogue does not know (a newer server's): the console then shows the English beside it.
 */
export interface CodedMessage<Code extends string = ApiMessageCode> {
  readonly code: Code;
  readonly params?: MessageParams;
}

export const coded = (code: ApiMessageCode, params?: MessageParams): CodedMessage => (params ? { code, params } : { code });

/**
 * What a param names, when it is a machine name rather than text to show as it is: a lifecycle
 * state, states (comma-separated), a step. Each language words it (its label, `app.editorial.*`).
 */
export type NamedParam = 'state' | 'states' | 'step';

const namedParams: Partial<Record<ApiMessageCode, Readonly<Record<string, NamedParam>>>> = {
  step_from_state: { state: 'state', to: 'state', step: 'step', from: 'states' },
  change_step_from_state: { state: 'state', step: 'step', from: 'states' },
};

/** The params of a message that are such names, by their name. */
export const namedParamsOf = (code: string): Readonly<Record<string, NamedParam>> => (isApiMessageCode(code) && namedParams[code]) || {};

const isState = (value: string): value is keyof typeof lifecycleStateLabels => Object.hasOwn(lifecycleStateLabels, value);
const isStep = (value: string): value is keyof typeof lifecycleStepLabels => Object.hasOwn(lifecycleStepLabels, value);
const stateLabel = (value: string) => (isState(value) ? lifecycleStateLabels[value] : value);

const englishNames: Record<NamedParam, (value: string) => string> = {
  state: stateLabel,
  states: (value) => value.split(',').map(stateLabel).join(' or '),
  step: (value) => (isStep(value) ? lifecycleStepLabels[value] : value),
};

/** The number that chooses a message's plural form: its one number param. */
export const countOf = (params: MessageParams = {}): number | undefined =>
  Object.values(params).find((value): value is number => typeof value === 'number');

/** The message in English: its template filled in, numbers as English writes them (1,000), the plural form by its number. */
export function englishOf({ code, params = {} }: CodedMessage): string {
  const forms = apiMessages[code].split(' |||| ');
  const template = forms.length > 1 && countOf(params) !== 1 ? forms[1]! : forms[0]!;
  const names = namedParamsOf(code);
  return template.replace(/%\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) return placeholder;
    if (typeof value === 'number') return value.toLocaleString('en-US');
    const named = names[name];
    return named ? englishNames[named](value) : value;
  });
}

const byText = new Map<string, CodedMessage>();

/**
 * The message in English, remembered with its code: zod takes a check's message as text alone
 * (`.min(1, codedText('name_empty'))`), so the error handler finds the code again by the text
 * (codeOfText). For messages fixed when a module loads; one with a request's values in it is a
 * CodedMessage (coded) or a codedIssue.
 */
export function codedText(code: ApiMessageCode, params?: MessageParams): string {
  const message = coded(code, params);
  const text = englishOf(message);
  byText.set(text, message);
  return text;
}

/** The code of a message written with codedText, if it was. */
export const codeOfText = (text: string): CodedMessage | undefined => byText.get(text);

/**
 * A zod custom issue worded from the catalogue (`context.addIssue(codedIssue(...))`): the English
 * as its message, the code in its params, where the error handler reads it.
 */
export const codedIssue = (message: CodedMessage, path?: PropertyKey[]) => ({
  code: 'custom' as const,
  message: englishOf(message),
  params: { coded: message },
  ...(path ? { path } : {}),
});
