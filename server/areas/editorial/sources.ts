import type { FastifyBaseLogger } from 'fastify';
import { alertInput } from '../../../contract/alerts';
import { bannerInput } from '../../../contract/banners';
import { ebookInput } from '../../../contract/ebooks';
import { feedInput } from '../../../contract/feed';
import { type Layout, layoutInput } from '../../../contract/layout';
import type { EditorialSources } from '../../editorial/sources';
import { findAlert, writeAlert } from '../alerts/queries';
import { findBanner, writeBanner } from '../banners/queries';
import { findEbook, writeEbook } from '../ebooks/queries';
import { blockingItems, readinessItemsOf } from '../ebooks/readiness';
import { findEntry, writeEntry } from '../feed/queries';
import { layoutLabel, sectionsChanges } from '../layout/changes';
import { readLayoutRecord, writeLayout } from '../layout/queries';

/**
 * Each editorial resource's record as its GET reads it, its text fields (compared as a word diff;
 * a feed entry's body is rich text), and its update's body and write (server/editorial/sources.ts);
 * a layout's sections recorded in words in its audit entries, under the screen's name. `log` takes
 * what a read leaves out (a layout section altered in the database).
 */
export const editorialSources = (log: Pick<FastifyBaseLogger, 'warn'>): EditorialSources => ({
  'e-books': {
    read: (db, id) => findEbook(db, id),
    text: ['title', 'subtitle', 'description'],
    input: ebookInput,
    write: writeEbook,
    blocking: async (trx, id) => blockingItems((await readinessItemsOf(trx, id)).items).map((entry) => entry.detail),
    releaseDay: async (trx, id) => (await trx.selectFrom('ebooks').select('publication_date').where('id', '=', id).executeTakeFirst())?.publication_date ?? null,
  },
  feeds: { read: (db, id) => findEntry(db, id), text: ['title'], richText: ['body'], input: feedInput, write: writeEntry },
  'ui/banners': { read: (db, id) => findBanner(db, id), text: ['title'], input: bannerInput, write: writeBanner },
  'ui/alerts': {
    read: (db, id) => findAlert(db, id),
    text: ['title', 'message', 'buttonLabel', 'secondButtonLabel'],
    input: alertInput,
    write: writeAlert,
  },
  'ui/layout': {
    read: (db, id) => readLayoutRecord(db, id, log),
    text: [],
    input: layoutInput,
    write: writeLayout,
    changes: (before: Layout, after: Layout) => sectionsChanges(before.sections, after.sections),
    label: (layout: Layout) => layoutLabel(layout.layoutType),
  },
});
