import type { TranslationMessages } from 'react-admin';
import frenchMessages from 'ra-language-french';
import { paletteMessagesFr } from '../palette/messages.fr';
import { viewsMessagesFr } from '../../components/views/messages.fr';
import { apiMessageCatalogueFr } from './apiMessages.fr';
import { errorMessagesFr } from './errors.fr';
import { sharedMessagesFr } from './shared.fr';
import { shellMessagesFr } from './shell.fr';
import { mergeCatalogues } from './mergeCatalogues';

/**
 * Every resource's French catalogue (resources/<folder>/messages.fr.ts and those of its sub-folders),
 * found by name so that a new resource needs no line here: each module's `<name>MessagesFr` exports.
 * A folder's other exports (staff's field labels) are parts of those catalogues, not catalogues.
 */
const resourceModules = import.meta.glob<Record<string, unknown>>('../../../resources/**/messages.fr.ts', { eager: true });
const resourceCatalogues = Object.values(resourceModules).flatMap((module) =>
  Object.entries(module).flatMap(([name, value]) => (name.endsWith('MessagesFr') ? [value as object] : [])),
);

/**
 * react-admin's French omits the names its English gives (the resource's, the record's): put back,
 * so that both languages say the same thing (test/unit/catalogues.test.ts holds the placeholders).
 */
const namedConfirmations = {
  ra: {
    message: {
      bulk_delete_content:
        'Êtes-vous sûr(e) de vouloir supprimer cet élément (%{name}) ? |||| Êtes-vous sûr(e) de vouloir supprimer ces %{smart_count} éléments ?',
      bulk_update_content:
        'Êtes-vous sûr(e) de vouloir modifier %{name} %{recordRepresentation} ? |||| Êtes-vous sûr(e) de vouloir modifier ces %{smart_count} éléments ?',
      delete_content: 'Êtes-vous sûr(e) de vouloir supprimer cet élément (%{name}) ?',
    },
  },
};

/**
 * The French catalogue, merged as en.ts merges the English one: react-admin's own, the shell's, the
 * labels several resources share, and each resource's. It is a chunk of its own, loaded when French
 * is chosen (src/shell/i18n/index.ts): English readers never download it.
 */
export const fr: TranslationMessages = mergeCatalogues(
  frenchMessages,
  namedConfirmations,
  shellMessagesFr,
  sharedMessagesFr,
  errorMessagesFr,
  apiMessageCatalogueFr,
  viewsMessagesFr,
  paletteMessagesFr,
  ...resourceCatalogues,
);
