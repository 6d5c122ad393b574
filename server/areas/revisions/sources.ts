import type { RevisionSources } from '../../revisions/sources';
import { findAlert } from '../alerts/queries';
import { findBanner } from '../banners/queries';
import { findEbook } from '../ebooks/queries';
import { findEntry } from '../feed/queries';

/**
 * Each editorial resource's record as its GET reads it, and its text fields (compared as a word
 * diff; a feed entry's body is rich text): what a revision keeps and compares (server/revisions/).
 */
export const revisionSources: RevisionSources = {
  'e-books': { read: (db, id) => findEbook(db, id), text: ['title', 'subtitle', 'description'] },
  feeds: { read: (db, id) => findEntry(db, id), text: ['title'], richText: ['body'] },
  'ui/banners': { read: (db, id) => findBanner(db, id), text: ['title'] },
  'ui/alerts': { read: (db, id) => findAlert(db, id), text: ['title', 'message', 'buttonLabel', 'secondButtonLabel'] },
};
