import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import englishMessages from 'ra-language-english';
import { describe, expect, test } from 'vitest';
import { en } from '../../src/shell/i18n/en';
import { fr } from '../../src/shell/i18n/fr';

/** Every leaf of a catalogue by its dotted key. */
function flatten(catalogue: object, prefix = ''): Map<string, string> {
  const leaves = new Map<string, string>();
  for (const [name, value] of Object.entries(catalogue)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') leaves.set(key, value);
    else if (value && typeof value === 'object') for (const [inner, text] of flatten(value as object, key)) leaves.set(inner, text);
  }
  return leaves;
}

const english = flatten(en);
const french = flatten(fr);
const placeholders = (text: string) => [...new Set(text.match(/%\{\w+\}/g) ?? [])].sort();
const pluralForms = (text: string) => text.split(' |||| ').length;

describe('the English and French catalogues', () => {
  test('have the same keys', () => {
    expect([...french.keys()].filter((key) => !english.has(key)), 'keys only in French').toEqual([]);
    expect([...english.keys()].filter((key) => !french.has(key)), 'keys only in English').toEqual([]);
  });

  test('have the same placeholders in each message', () => {
    const differing = [...english].filter(([key, text]) => french.has(key) && placeholders(text).join() !== placeholders(french.get(key)!).join());
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  test('have as many plural forms in each message', () => {
    const differing = [...english].filter(([key, text]) => french.has(key) && pluralForms(text) !== pluralForms(french.get(key)!));
    expect(differing.map(([key]) => key)).toEqual([]);
  });
});

/**
 * Keys the console builds at run time from a prefix and a value (an enumeration, a code, a
 * choice): their last segment is that value, which the source never writes beside the prefix.
 */
const builtPrefixes = [
  // dataProvider/errorMessages.ts via src/shell/i18n/index.ts: `app.errors.${errorCode}`.
  'app.errors.',
  // resources/ebooks/ReadinessPanel.tsx and EpubReport.tsx: `${prefix}.checks.${check}`, `${prefix}.severities.${severity}`.
  'resources.e-books.readiness.checks.',
  'resources.e-books.readiness.report.severities.',
];

/** The console's source, without its catalogues: where a key in use is written. */
function sourceText(): string {
  const roots = ['resources', 'src', 'dataProvider', 'authProvider'];
  const catalogue = /(^|[\\/])(messages|twoStepMessages)(\.fr)?\.ts$|[\\/]i18n[\\/](shell|shared|errors)(\.fr)?\.ts$|\.fr\.ts$/;
  const texts: string[] = [];
  const walk = (path: string) => {
    if (statSync(path).isDirectory()) for (const entry of readdirSync(path)) walk(join(path, entry));
    else if (/\.tsx?$/.test(path) && !catalogue.test(path)) texts.push(readFileSync(path, 'utf8'));
  };
  for (const root of roots) walk(root);
  return texts.join('\n');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/** The prefixes of keys the source builds in a template: `app.editorial.steps.${step}`, `${kind}_title`'s `app.block.`. */
const templatePrefixes = (source: string) =>
  [...source.matchAll(/`((?:[\w/-]+\.){2,}[\w/-]*)\$\{/g)].map(([, prefix]) => prefix!.replace(/[^.]*$/, ''));

test("every key of the console's own catalogues is used in its source", () => {
  const source = sourceText();
  const built = [...builtPrefixes, ...templatePrefixes(source)];
  const reactAdmin = flatten(englishMessages);
  const unused = [...english.keys()].filter((key) => {
    // react-admin's own keys, and those the console words anew, are react-admin's to use.
    if (key.startsWith('ra.') || reactAdmin.has(key)) return false;
    if (built.some((prefix) => key.startsWith(prefix))) return false;
    const segments = key.split('.');
    // The whole key or its last segments (`fields.title`, read through a prefix), or its last
    // segment as a string: react-admin reads `resources.<name>.fields.<source>` from `source="title"`.
    for (let from = 0; from < segments.length - 1; from += 1) {
      if (new RegExp(`(^|[^\\w-])${escape(segments.slice(from).join('.'))}($|[^\\w-])`).test(source)) return false;
    }
    const last = escape(segments.at(-1)!);
    return !new RegExp(`['"\`.{]${last}['"\`}]|\\.${last}\\b|\\b${last}:`).test(source);
  });
  expect(unused).toEqual([]);
});
