import englishMessages from 'ra-language-english';
import { definitions } from '../../../resources';
import { paletteMessages } from '../palette/messages';
import { viewsMessages } from '../../components/views/messages';
import { apiMessageCatalogue } from './apiMessages';
import { errorMessages } from './errors';
import { sharedMessages } from './shared';
import { shellMessages } from './shell';
import { mergeCatalogues } from './mergeCatalogues';

/**
 * The English catalogue: react-admin's own, the shell's messages, the server's errors and
 * messages by code, the labels several resources share, and each definition's
 * (resources/<folder>/messages.ts). A second language is one more
 * set of files of the same shape.
 */
export const en = mergeCatalogues(
  englishMessages,
  shellMessages,
  sharedMessages,
  errorMessages,
  apiMessageCatalogue,
  viewsMessages,
  paletteMessages,
  ...definitions.map((definition) => definition.messages ?? {}),
);
