import type { TranslateFunction } from 'react-admin';
import { type CodedMessage, countOf, englishOf, type MessageParams, type NamedParam, namedParamsOf } from '../../contract/apiMessages';
import { formatNumber } from '../format';
import { consoleLocale } from '../format/locale';

/** The key of a message of contract/apiMessages.ts in the console's catalogues (src/shell/i18n/apiMessages.ts). */
export const apiMessageKey = (code: string) => `app.api_messages.${code}`;

/** A lifecycle state or step that a message names by its machine name, in the reader's words. */
const namings: Record<NamedParam, (value: string, translate: TranslateFunction) => string> = {
  state: (value, translate) => translate(`app.editorial.states.${value}`, { _: value }),
  states: (value, translate) =>
    new Intl.ListFormat(consoleLocale(), { type: 'disjunction' }).format(value.split(',').map((state) => namings.state(state, translate))),
  step: (value, translate) => translate(`app.editorial.steps.${value}`, { _: value }),
};

/** What fills a message's placeholders: numbers as the reader writes them, names in the reader's words, the plural by its number. */
function argsOf(code: string, params: MessageParams = {}, translate?: TranslateFunction): Record<string, string | number> {
  const names = namedParamsOf(code);
  const args: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    const naming = names[name];
    args[name] = typeof value === 'number' ? formatNumber(value) : naming && translate ? namings[naming](value, translate) : value;
  }
  const count = countOf(params);
  return count === undefined ? args : { ...args, smart_count: count };
}

/** A coded message of the server in the reader's language, or `fallback` (its English) when the console does not know its code. */
export const translateCoded = (translate: TranslateFunction, { code, params }: CodedMessage<string>, fallback: string): string =>
  translate(apiMessageKey(code), { ...argsOf(code, params, translate), _: fallback });

/** A coded message as a react-admin validator answers it: the form words it, in the reader's language. */
export const validationMessage = (message: CodedMessage) => ({
  message: apiMessageKey(message.code),
  args: { ...argsOf(message.code, message.params), _: englishOf(message) },
});
