import { type CodedMessage, coded } from './apiMessages';

/**
 * The bounds of any free-form JSON the API stores or takes in (docs/api.md "App config"): app
 * config values, and the extra members of the mobile app's events. Zod-free, so the console's
 * forms and the server's reads check with the same function.
 *
 * Why these numbers:
 * - depth 32: hand-written configuration nests a few levels (a list of slides, each an object
 *   with a list of links is 4); 32 leaves room for any real document while staying far below the
 *   depth where a recursive JSON reader (ours when serialising, the mobile app's, the console's
 *   editor) runs out of stack, which is a few thousand levels.
 * - 1,000 entries (array elements and object members, counted through every level): a feature
 *   map or a list of slides holds tens; a thousand keeps parsing, checking and drawing one value
 *   cheap on a phone and in the console.
 * - 64 KiB serialised (UTF-8): every app launch downloads the whole public config, so one value
 *   must stay a small part of it; an app config value is also capped at 20,000 characters of text.
 */
export const jsonLimits = { maxDepth: 32, maxEntries: 1000, maxBytes: 64 * 1024 } as const;
export type JsonLimits = { maxDepth: number; maxEntries: number; maxBytes: number };

/** UTF-8 length of a string, without encoding it (a lone surrogate counts 3, as TextEncoder writes it). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && index + 1 < text.length) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        index++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

const sizeProblem = (bytes: number): CodedMessage =>
  bytes % 1024 === 0 ? coded('json_too_large_kib', { max: bytes / 1024 }) : coded('json_too_large_bytes', { max: bytes });

/**
 * Why a JSON value (as JSON.parse gives it) is beyond the bounds, or null when it is within them.
 * The walk keeps its own stack and stops at the first bound crossed, so a value nested thousands
 * of levels deep costs no more than the bound; the value is serialised only once it is known to
 * be shallow and small enough for that.
 */
export function jsonValueProblem(value: unknown, limits: JsonLimits = jsonLimits): CodedMessage | null {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  let entries = 0;
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth + 1 > limits.maxDepth) return coded('json_too_deep', { max: limits.maxDepth });
    const children = Array.isArray(current) ? current : Object.values(current);
    entries += children.length;
    if (entries > limits.maxEntries) return coded('json_too_many_entries', { max: limits.maxEntries });
    for (const child of children) pending.push({ value: child, depth: depth + 1 });
  }
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    return coded('json_not_a_value');
  }
  if (text === undefined) return coded('json_not_a_value');
  if (utf8Length(text) > limits.maxBytes) return sizeProblem(limits.maxBytes);
  return null;
}

/** A JSON text read, or why it cannot be: not JSON, or beyond the bounds (jsonValueProblem). */
export function readBoundedJson(text: string, limits: JsonLimits = jsonLimits): { value: unknown } | { problem: CodedMessage } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { problem: coded('json_invalid', { detail: (error as Error).message }) };
  }
  const problem = jsonValueProblem(value, limits);
  return problem ? { problem } : { value };
}
