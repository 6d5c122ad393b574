import { isDeepStrictEqual } from 'node:util';
import type { Selectable } from 'kysely';
import type { FileProposals } from '../../../contract/ebookReadiness';
import { ebookLanguages } from '../../../contract/ebookRules';
import { accessibilityHazards as hazardList, accessModes as accessModeList } from '../../../contract/catalogueRules';
import type { EbooksTable } from '../../db/schema';
import type { EpubMetadata } from '../../lib/epubMetadata';
import { isSubjectCode } from '../../lib/subjects';
import { catalogueOf, emptyAccessibility } from './catalogue';

/**
 * What the checked full e-pub says where the record says otherwise (docs/api.md "Catalogue
 * metadata"): each field the file gives a value for that differs from the stored one. Proposed to
 * staff, never written here: what they typed stays until they use a proposal and save.
 */
export function proposalsOf(book: Selectable<EbooksTable>, metadata: EpubMetadata | null): FileProposals {
  if (!metadata) return {};
  const stored = catalogueOf(book, []);
  const proposals: FileProposals = {};
  const differs = (a: unknown, b: unknown) => !isDeepStrictEqual(a, b);

  if (metadata.contributors.length > 0 && differs(metadata.contributors, stored.contributors)) proposals.contributors = metadata.contributors;
  if (metadata.series) {
    const series = { name: metadata.series.name.slice(0, 200), number: metadata.series.number?.slice(0, 20) ?? null };
    if (differs(series, stored.series)) proposals.series = series;
  }
  const language = ebookLanguages.find((code) => metadata.language?.toLowerCase().split('-')[0] === code);
  if (language && language !== book.language) proposals.language = language;
  if (metadata.publisher && metadata.publisher !== book.publisher) proposals.publisher = metadata.publisher.slice(0, 200);
  const subjects = [...new Set(metadata.subjects.flatMap((subject) => [subject.code, subject.label].filter((code): code is string => !!code && isSubjectCode(code))))];
  if (subjects.length > 0 && differs(subjects, stored.subjects)) proposals.subjects = subjects;
  if (metadata.pageCount && metadata.pageCount !== book.page_count) proposals.pageCount = metadata.pageCount;
  if (metadata.wordCount && metadata.wordCount !== book.word_count) proposals.wordCount = metadata.wordCount;
  const accessibility = accessibilityOf(metadata);
  if (accessibility && differs(accessibility, stored.accessibility)) proposals.accessibility = accessibility;
  return proposals;
}

/** The file's accessibility declaration in the record's shape, or undefined when it declares nothing. */
function accessibilityOf(metadata: EpubMetadata): FileProposals['accessibility'] {
  const declared = metadata.accessibility;
  const known = <T extends string>(values: readonly string[], allowed: readonly T[]) => values.filter((value): value is T => allowed.includes(value as T));
  const result = {
    ...emptyAccessibility,
    accessModes: known(declared.accessModes, accessModeList),
    accessModesSufficient: declared.accessModesSufficient.map((value) => value.replace(/\s+/g, '')).filter((value) => /^[a-zA-Z]+(,[a-zA-Z]+)*$/.test(value)),
    features: declared.features.filter((value) => /^[\w-]{1,40}$/.test(value)),
    hazards: known(declared.hazards, hazardList),
    summary: declared.summary?.slice(0, 2000) ?? null,
    conformsTo: declared.conformsTo?.slice(0, 300) ?? null,
    certifiedBy: declared.certifiedBy?.slice(0, 200) ?? null,
  };
  return isDeepStrictEqual(result, emptyAccessibility) ? undefined : result;
}
