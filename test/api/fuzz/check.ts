/**
 * What every answer to a hostile request must be (docs/api.md "Errors"): never a 5xx; an error
 * is JSON `{message, errorCode, messageCode?, fieldErrors?, fieldErrorCodes?}`; nothing of the server's insides in it.
 */
import os from 'node:os';
import type { FuzzCase } from './cases';

export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

export interface Failure {
  operation: string;
  caller: string;
  testCase: FuzzCase;
  problem: string;
  status: number;
  body: string;
}

const errorKeys = new Set(['message', 'errorCode', 'messageCode', 'fieldErrors', 'fieldErrorCodes']);

/** A message by its code (contract/errors.ts `CodedMessage`): a string code, params of strings and numbers. */
const isCodedMessage = (value: unknown) =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as { code?: unknown }).code === 'string' &&
  Object.values((value as { params?: object }).params ?? {}).every((param) => typeof param === 'string' || typeof param === 'number');

/** Traces of the server's insides: stack frames, file paths, the database's own words. */
const leaks: { what: string; pattern: RegExp }[] = [
  { what: 'a stack trace', pattern: /\n\s+at\s|\bat\s+\S+\s+\(?(?:file:|node:|\/)[^)]*:\d+:\d+/ },
  { what: 'a server path', pattern: new RegExp(`node_modules|${escape(process.cwd())}|${escape(os.tmpdir())}/console-`) },
  { what: 'a database error', pattern: /SQLITE_|SqliteError|sqlite|no such (?:table|column)|syntax error at or near|constraint failed|violates .* constraint|duplicate key value|relation "|column "|kysely/i },
  { what: 'SQL', pattern: /\b(?:select\s+[\w*".,\s]+\s+from|insert\s+into|delete\s+from|update\s+"?\w+"?\s+set)\b/i },
  { what: 'an internal error name', pattern: /\b(?:TypeError|RangeError|ReferenceError|SyntaxError: Unexpected end|ERR_[A-Z_]+|FST_[A-Z_]+)\b/ },
];

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The request's own text, taken out of a message before looking for leaks (a 404 names the URL it did not find). */
function withoutEcho(text: string, url: string): string {
  let result = text;
  const path = url.split('?')[0]!;
  for (const echo of [url, path, safeDecode(url), safeDecode(path)]) if (echo) result = result.split(echo).join('');
  return result;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}

/**
 * What is wrong with an answer, or undefined when it is as it must be. An error answer carries
 * `{message, errorCode, messageCode?, fieldErrors?, fieldErrorCodes?}`, and the keys its operation documents for its status.
 */
export function problemOf(answer: Answer, url: string, documentedKeys: readonly string[] = []): string | undefined {
  const status = answer.statusCode;
  if (status >= 500) return `answered ${status}`;
  if (status < 400) return undefined;
  const contentType = String(answer.headers['content-type'] ?? '');
  if (!/^application\/json\b/.test(contentType)) return `an error answer that is not JSON (Content-Type: ${contentType || 'none'})`;
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return 'an error answer whose body does not parse as JSON';
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'an error answer that is not a JSON object';
  const error = body as Record<string, unknown>;
  if (typeof error.message !== 'string' || error.message === '') return 'an error answer without a string message';
  if (typeof error.errorCode !== 'number') return 'an error answer without a numeric errorCode';
  const extra = Object.keys(error).filter((key) => !errorKeys.has(key) && !documentedKeys.includes(key));
  if (extra.length > 0) return `an error answer with keys beyond {message, errorCode, messageCode, fieldErrors, fieldErrorCodes}: ${extra.join(', ')}`;
  if (error.fieldErrors !== undefined) {
    const fieldErrors = error.fieldErrors;
    if (!fieldErrors || typeof fieldErrors !== 'object' || Object.values(fieldErrors).some((value) => typeof value !== 'string')) {
      return 'fieldErrors that is not an object of messages';
    }
  }
  if (error.messageCode !== undefined && !isCodedMessage(error.messageCode)) return 'a messageCode that is not {code, params?}';
  if (error.fieldErrorCodes !== undefined) {
    const codes = error.fieldErrorCodes;
    if (!codes || typeof codes !== 'object' || !Object.values(codes).every(isCodedMessage)) return 'fieldErrorCodes that is not an object of {code, params?}';
    const named = new Set(Object.keys(error.fieldErrors ?? {}));
    if (Object.keys(codes).some((field) => !named.has(field))) return 'fieldErrorCodes naming a field that fieldErrors does not';
  }
  const text = withoutEcho([error.message, ...Object.keys(error.fieldErrors ?? {}), ...Object.values(error.fieldErrors ?? {})].join('\n'), url);
  for (const leak of leaks) if (leak.pattern.test(text)) return `an error message that shows ${leak.what}`;
  return undefined;
}

/** Whether a hostile key reached Object.prototype; cleans it up so that the next cases start clean. */
export function prototypePolluted(): boolean {
  const polluted = Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted');
  if (polluted) delete (Object.prototype as Record<string, unknown>).polluted;
  return polluted;
}

const excerpt = (text: string, length: number) => {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > length ? `${flat.slice(0, length)}… (${text.length} characters)` : flat;
};

function payloadExcerpt(payload: string | Buffer | undefined): string {
  if (payload === undefined) return '(no body)';
  const text = Buffer.isBuffer(payload) ? payload.toString('latin1') : payload;
  return excerpt(JSON.stringify(text).slice(1, -1), 160);
}

/** An answer's body without what the request put in it: its keys and codes, or its start. */
function shapeOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const record = parsed as Record<string, unknown>;
      return `${Object.keys(record).sort().join(',')} ${String(record.code ?? record.errorCode ?? '')}`;
    }
  } catch {
    // Not JSON: its first characters tell one kind of answer from another.
  }
  return body.slice(0, 40);
}

/**
 * One line per distinct failure of an operation (same problem, status, caller-independent kind
 * of input and answer), with a request that shows it and how often it happened.
 */
export function reportOf(failures: Failure[], seed: number): string[] {
  const groups = new Map<string, { first: Failure; count: number; callers: Set<string> }>();
  for (const failure of failures) {
    const kind = failure.testCase.label.replace(/ = .*$/, ' = …');
    const key = `${failure.problem}|${failure.status}|${failure.testCase.family}|${kind}|${shapeOf(failure.body)}`;
    const group = groups.get(key);
    if (group) {
      group.count++;
      group.callers.add(failure.caller);
    } else {
      groups.set(key, { first: failure, count: 1, callers: new Set([failure.caller]) });
    }
  }
  return [...groups.values()].map(({ first, count, callers }) => {
    const { request } = first.testCase;
    const headers = Object.entries(request.headers)
      .map(([name, value]) => `${name}: ${excerpt(value, 60)}`)
      .join('; ');
    return [
      `${first.problem} — ${first.testCase.family}: ${first.testCase.label} (${count}×, as ${[...callers].join(', ')}; seed ${seed})`,
      `    ${request.method} ${excerpt(request.url, 200)}${headers ? `  [${headers}]` : ''}`,
      `    body: ${payloadExcerpt(request.payload)}`,
      `    → ${first.status} ${excerpt(first.body, 240)}`,
    ].join('\n');
  });
}
