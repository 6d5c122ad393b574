import type { FastifySchemaValidationError } from 'fastify';
import { type ApiMessageCode, type CodedMessage, coded, codeOfText } from '../../contract/apiMessages';

/**
 * The code of a validation issue's message (docs/api.md "Errors"): the one the schema gave it
 * (a codedIssue's params, a codedText message), else the code of zod's kind of issue with its
 * numbers (too_short with `min`...). A custom issue without a code of its own has none: the
 * console shows its English.
 */
export function codedMessageOfIssue(issue: FastifySchemaValidationError, value: unknown): CodedMessage | undefined {
  const details: Record<string, unknown> = issue.params ?? {};
  return ownCode(details) ?? (issue.message === undefined ? undefined : codeOfText(issue.message)) ?? codeOfKind(issue.keyword, details, value);
}

/** fastify-type-provider-zod hands the issue over with its own fields in `params`, a custom issue's params among them. */
function ownCode(details: Record<string, unknown>): CodedMessage | undefined {
  const params = details.params;
  if (!params || typeof params !== 'object' || !('coded' in params)) return undefined;
  return isCodedMessage(params.coded) ? params.coded : undefined;
}

const isCodedMessage = (value: unknown): value is CodedMessage =>
  !!value && typeof value === 'object' && 'code' in value && typeof value.code === 'string';

/** The kinds of issue a missing value raises (an enum's is invalid_value): each is `required` then. */
const missingKinds = new Set(['invalid_type', 'invalid_value', 'invalid_union']);

/** A zod issue's kind and its details as a code of the catalogue, or undefined for a custom issue. */
function codeOfKind(kind: string, details: Record<string, unknown>, value: unknown): CodedMessage | undefined {
  if (missingKinds.has(kind) && (value === undefined || value === null)) return coded('required');
  const { origin, exact, inclusive } = details;
  switch (kind) {
    case 'too_small':
    case 'too_big': {
      const bound = Number(kind === 'too_small' ? details.minimum : details.maximum);
      if (origin === 'string') return exact ? coded('exact_length', { length: bound }) : kind === 'too_small' ? coded('too_short', { min: bound }) : coded('too_long', { max: bound });
      if (origin === 'array' || origin === 'set') return kind === 'too_small' ? coded('too_few', { min: bound }) : coded('too_many', { max: bound });
      if (origin === 'number' || origin === 'int' || origin === 'bigint') {
        if (kind === 'too_small') return coded(inclusive === false ? 'more_than' : 'at_least', { min: bound });
        return coded(inclusive === false ? 'less_than' : 'at_most', { max: bound });
      }
      return coded('invalid');
    }
    case 'invalid_type':
      return details.expected === 'int' ? coded('whole_number') : coded('wrong_type', { expected: String(details.expected) });
    case 'invalid_format':
      return formatCode(String(details.format));
    case 'invalid_value':
      return coded('invalid_value', { values: Array.isArray(details.values) ? details.values.map(String).join(', ') : '' });
    case 'not_multiple_of':
      return coded('not_multiple_of', { divisor: Number(details.divisor) });
    case 'unrecognized_keys':
      return coded('unknown_field');
    case 'custom':
      return undefined;
    default:
      return coded('invalid');
  }
}

const formatCodes: Partial<Record<string, ApiMessageCode>> = {
  email: 'invalid_email',
  url: 'invalid_url',
  regex: 'invalid_pattern',
  date: 'invalid_date',
  datetime: 'invalid_datetime',
};

function formatCode(format: string): CodedMessage {
  const code = formatCodes[format];
  return code ? coded(code) : coded('invalid_format', { format });
}
