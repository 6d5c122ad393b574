import { alertInput } from '../../../contract/alerts';
import { bannerInput } from '../../../contract/banners';
import { ebookInput } from '../../../contract/ebooks';
import { feedInput } from '../../../contract/feed';
import type { EditorialSources } from '../../editorial/sources';
import { findAlert, writeAlert } from '../alerts/queries';
import { findBanner, writeBanner } from '../banners/queries';
import { findEbook, writeEbook } from '../ebooks/queries';
import { findEntry, writeEntry } from '../feed/queries';

/**
 * Each editorial resource's record as its GET reads it, its text fields (compared as a word diff;
 * a feed entry's body is rich text), and its update's body and write (server/editorial/sources.ts).
 */
export const editorialSources: EditorialSources = {
  'e-books': { read: (db, id) => findEbook(db, id), text: ['title', 'subtitle', 'description'], input: ebookInput, write: writeEbook },
  feeds: { read: (db, id) => findEntry(db, id), text: ['title'], richText: ['body'], input: feedInput, write: writeEntry },
  'ui/banners': { read: (db, id) => findBanner(db, id), text: ['title'], input: bannerInput, write: writeBanner },
  'ui/alerts': {
    read: (db, id) => findAlert(db, id),
    text: ['title', 'message', 'buttonLabel', 'secondButtonLabel'],
    input: alertInput,
    write: writeAlert,
  },
};
