import { Box } from '@mui/material';
import type { TranslateFunction } from 'react-admin';
import { HIGHLIGHT_CODE } from '../../contract/enums';
import type { Layout } from '../../contract/layout';
import { enabledFlagValue, type FieldFormat, type FieldFormats } from '../../src/components/fieldValues';

type Section = Layout['sections'][number];

/** A section in a few words, as the audit log records them: "New releases (Book, 10 items)". */
function sectionWords(section: Section, translate: TranslateFunction): string {
  const kind = translate(`app.content_sections.${section.code === HIGHLIGHT_CODE ? 'highlight' : (section.sectionKey ?? 'book')}`);
  const items = translate('app.layout.item_count', { smart_count: section.itemCount });
  return translate(section.visible ? 'app.layout.section_words' : 'app.layout.section_words_hidden', { title: section.title, kind, items });
}

/**
 * A layout's sections, one per line in order: a revision's as sections, an audit entry's as the
 * words it recorded ("… 12 sections unchanged" included).
 */
const sectionsValue: FieldFormat = (value, { translate }) => {
  if (!Array.isArray(value)) return null;
  if (value.length === 0) return translate('app.layout.no_sections_value');
  return (
    <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
      {(value as (Section | string)[]).map((section, index) => (
        <li key={index}>{typeof section === 'string' ? section : sectionWords(section, translate)}</li>
      ))}
    </Box>
  );
};

/** How a layout's fields read in its History and Revisions panels and on the Activity page (its screen never changes). */
export const layoutValues: FieldFormats = {
  sections: sectionsValue,
  status: enabledFlagValue,
};
