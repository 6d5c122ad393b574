import { type Selectable, sql } from 'kysely';
import type { CustomerDataExport } from '../../../contract/customerPrivacy';
import type { OrderDocument } from '../../../contract/orders';
import type { AuditReader } from '../../audit/visibility';
import { entryForReader } from '../../audit/visibility';
import { toAuditEntry } from '../../audit/queries';
import type { Db } from '../../db';
import type { AuditEntriesTable } from '../../db/schema';
import { keysetBatches } from '../../exports/keyset';
import { customerBooks, customerSubscriptions, findCustomer } from '../customers/queries';
import { readOrder } from '../orders/queries';

/**
 * The export of everything held about a customer (docs/api.md "Customer data requests"), as the
 * pieces of one JSON document: the small sections first, then the orders and the audit entries in
 * keyset batches, each its own short query, so a customer with many of them is sent as they are
 * read, never held whole.
 */

/** Orders read and sent at a time (each is a few queries: payments, timeline, refunds, documents). */
const orderBatch = 50;
const auditBatch = 500;

type Head = Pick<CustomerDataExport, 'exportedAt' | 'exportedBy' | 'customer' | 'subscriptions' | 'library' | 'notes'>;

async function head(db: Db, id: number, exportedBy: Head['exportedBy'], timeZone: string): Promise<Head> {
  const customer = await findCustomer(db, id);
  const notes = await db
    .selectFrom('staff_notes as note')
    .innerJoin('users as author', 'author.id', 'note.author_id')
    .select(['note.id', 'note.body', 'note.created_at', 'note.author_id', 'author.name as author_name'])
    .where('note.subject', '=', 'users/customers')
    .where('note.subject_id', '=', id)
    .orderBy('note.id')
    .execute();
  return {
    exportedAt: new Date().toISOString(),
    exportedBy,
    customer,
    subscriptions: await customerSubscriptions(db, id),
    library: await customerBooks(db, id, timeZone),
    notes: notes.map((note) => ({ id: note.id, body: note.body, author: { id: note.author_id, name: note.author_name }, createdAt: note.created_at })),
  };
}

/** One order as its GET answers it, its documents with what they say as issued. */
async function exportedOrder(db: Db, id: number): Promise<CustomerDataExport['orders'][number] | undefined> {
  const order = await readOrder(db, id);
  if (!order) return undefined;
  const documents = await db.selectFrom('documents').select(['id', 'kind', 'number', 'issued_at', 'content']).where('order_id', '=', id).orderBy('id').execute();
  return {
    ...order,
    documents: documents.map((document) => {
      const content = JSON.parse(document.content) as Record<string, unknown> & { total: number; currency: OrderDocument['currency'] };
      return { id: document.id, kind: document.kind, number: document.number, issuedAt: document.issued_at, amount: content.total, currency: content.currency, content };
    }),
  };
}

/** A JSON array's items, a batch of them per chunk, between `opening` and the array's end. */
async function* arrayChunks<Item>(opening: string, batches: AsyncIterable<Item[]>): AsyncGenerator<string> {
  yield opening;
  let first = true;
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    yield (first ? '' : ',') + batch.map((item) => JSON.stringify(item)).join(',');
    first = false;
  }
  yield ']';
}

async function* orderBatches(db: Db, id: number) {
  const ids = db.selectFrom('orders').where('customer_id', '=', id);
  for await (const rows of keysetBatches(ids, [{ by: sql.ref('orders.id'), direction: 'asc' }], orderBatch)) {
    const orders = [];
    for (const row of rows) orders.push(await exportedOrder(db, Number(row._key0)));
    yield orders.filter((order) => order !== undefined);
  }
}

async function* auditBatches(db: Db, id: number, reader: AuditReader) {
  const entries = db.selectFrom('audit_entries').selectAll().where('resource', '=', 'users/customers').where('record_id', '=', String(id));
  for await (const rows of keysetBatches(entries, [{ by: sql.ref('audit_entries.id'), direction: 'asc' }], auditBatch)) {
    yield rows.map((row) => entryForReader(toAuditEntry(row as unknown as Selectable<AuditEntriesTable>), reader));
  }
}

/**
 * The export's text in pieces: `{` the head's sections, `"orders":[...]`, `"audit":[...]` `}`. The
 * first piece reads the customer (404 before any byte is sent).
 */
export async function* customerExportChunks(
  db: Db,
  id: number,
  reader: AuditReader & { name: string },
  timeZone: string,
): AsyncGenerator<string> {
  const sections = await head(db, id, { id: reader.id, name: reader.name }, timeZone);
  yield JSON.stringify(sections).slice(0, -1);
  yield* arrayChunks(',"orders":[', orderBatches(db, id));
  yield* arrayChunks(',"audit":[', auditBatches(db, id, reader));
  yield '}';
}
