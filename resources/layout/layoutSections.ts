import { type ContentSectionKey, contentSectionKeys, HIGHLIGHT_CODE } from '../../contract/enums';
import type { Layout } from '../../contract/layout';

export type SavedSection = Layout['sections'][number];

/** A section being edited, with a key of its own that follows it when it moves. */
export interface DraftSection extends SavedSection {
  key: string;
}

/** What a section shows, as the editor's select offers it: the highlight area or a content section. */
export type SectionKind = 'highlight' | ContentSectionKey;

export const sectionKinds: SectionKind[] = ['highlight', ...contentSectionKeys];

export const kindOf = (section: SavedSection): SectionKind =>
  section.code === HIGHLIGHT_CODE ? 'highlight' : (section.sectionKey ?? 'book');

export const fieldsOfKind = (kind: SectionKind): Pick<SavedSection, 'code' | 'sectionKey'> =>
  kind === 'highlight' ? { code: HIGHLIGHT_CODE, sectionKey: null } : { code: 'content', sectionKey: kind };

let lastKey = 0;
export const withKey = (section: SavedSection): DraftSection => ({ ...section, key: `section-${++lastKey}` });

export const withoutKey = ({ code, sectionKey, title, itemCount, visible }: DraftSection): SavedSection => ({
  code,
  sectionKey,
  title,
  itemCount,
  visible,
});

const sameSection = (a: SavedSection, b: SavedSection) =>
  a.code === b.code && a.sectionKey === b.sectionKey && a.title === b.title && a.itemCount === b.itemCount && a.visible === b.visible;

export const sameSections = (draft: DraftSection[], saved: SavedSection[]) =>
  draft.length === saved.length && draft.every((section, index) => sameSection(section, saved[index]!));

/** The server's messages about each section, by section key then field. */
export type SectionErrors = Record<string, Record<string, string>>;

/** fieldErrors of a refused save (`sections.2.title`) by the key of the section they are about. */
export function sectionErrorsOf(fieldErrors: Record<string, string> | undefined, sections: DraftSection[]): SectionErrors {
  const errors: SectionErrors = {};
  for (const [path, message] of Object.entries(fieldErrors ?? {})) {
    const [, index, field = 'section'] = /^sections\.(\d+)(?:\.(\w+))?/.exec(path) ?? [];
    const key = index === undefined ? undefined : sections[Number(index)]?.key;
    // The editor asks for `code` and `sectionKey` in one select, "kind".
    if (key) errors[key] = { ...errors[key], [field === 'code' || field === 'sectionKey' ? 'kind' : field]: message };
  }
  return errors;
}
