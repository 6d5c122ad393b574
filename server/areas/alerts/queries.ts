import { type Expression, type Kysely, type Selectable, sql } from 'kysely';
import type { Alert, AlertListQuery, AlertValues } from '../../../contract/alerts';
import { containsText } from '../../db/dialect';
import { type AuditedChange, type AuditedRecord, type Author, deleteAudited } from '../../audit/records';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { lockingRead } from '../../lib/versions';
import { isActive } from '../../lib/activeWindow';
import { mediaUrl } from '../../lib/uploads';
import { assertTargetExists } from '../../lib/deepLinks';

/** The alerts' reads and writes, shared by their route module. */

type AlertRow = Selectable<Database['alerts']>;
type AlertSortField = NonNullable<AlertListQuery['paginationRequest']['sortBy']>;

export const missing = 'No such alert';

/** Titles sort ignoring case; the id always follows, so equal values keep one order from page to page. */
export const sortExpression: Record<AlertSortField, Expression<unknown>> = {
  startAt: sql.ref('start_at'),
  title: sql`lower(${sql.ref('title')})`,
  createdAt: sql.ref('created_at'),
};

export const toAlert = (row: AlertRow, at = new Date()): Alert => ({
  id: row.id,
  title: row.title,
  message: row.message,
  buttonType: row.button_type,
  buttonLabel: row.button_label,
  secondButtonLabel: row.second_button_label,
  targetKind: row.target_kind,
  targetValue: row.target_value,
  startAt: new Date(row.start_at).toISOString(),
  endAt: row.end_at === null ? null : new Date(row.end_at).toISOString(),
  status: row.status,
  active: isActive(row, at),
  imageUrl: mediaUrl(row.image_path),
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

export async function findAlert(db: Kysely<Database>, id: number, lock = false): Promise<Alert> {
  const query = db.selectFrom('alerts').selectAll().where('id', '=', id);
  const row = await (lock ? lockingRead(db, query) : query).executeTakeFirst();
  if (!row) throw notFound(missing);
  return toAlert(row);
}

/**
 * An alert as its audit entries name and show it: `active` follows the window and the clock, and
 * `imageUrl` the image file, whose changes are recorded as files.
 */
export const alertAudit = { resource: 'ui/alerts', label: (record: Alert) => record.title, omit: ['active', 'imageUrl'] } as const;

/** The alert `id` as audited and versioned writes see it (server/audit/records.ts). */
export const auditedAlert = (id: number): AuditedRecord<Alert> => ({
  ...alertAudit,
  id,
  table: 'alerts',
  find: (db) => findAlert(db, id),
  findLocked: (db) => findAlert(db, id, true),
});

export function filtered(db: Kysely<Database>, { buttonType, status, q }: Omit<AlertListQuery, 'paginationRequest'>) {
  let query = db.selectFrom('alerts');
  // 0 (ALL) is falsy: no filter.
  if (buttonType) query = query.where('button_type', '=', buttonType);
  if (status) query = query.where('status', '=', status);
  if (q) query = query.where((eb) => eb.or([containsText(db, 'title', q), containsText(db, 'message', q)]));
  return query;
}

/** The columns written from an alert's input (already normalised by the schema: no buttons, no link). */
/** The alert's update (its PUT, a pending change approved, a revision restored): its target checked first; its image stays. */
export async function writeAlert(trx: Kysely<Database>, id: number, values: AlertValues): Promise<void> {
  await assertTargetExists(trx, values);
  await trx
    .updateTable('alerts')
    .set({ ...columnsOf(values), updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

export const columnsOf = (input: AlertValues) => ({
  title: input.title,
  message: input.message,
  button_type: input.buttonType,
  button_label: input.buttonLabel,
  second_button_label: input.secondButtonLabel,
  target_kind: input.targetKind,
  target_value: input.targetValue,
  start_at: new Date(input.startAt).toISOString(),
  end_at: input.endAt === null ? null : new Date(input.endAt).toISOString(),
  status: input.status,
});

/** Deletes an alert, audited; answers its image's path, to remove once committed. */
export async function deleteAlert(db: Kysely<Database>, author: Author, id: number, change?: AuditedChange): Promise<string | null> {
  let imagePath: string | null = null;
  await deleteAudited(
    db,
    author,
    auditedAlert(id),
    async (trx) => {
      const deleted = await trx.deleteFrom('alerts').where('id', '=', id).returning('image_path').executeTakeFirstOrThrow();
      imagePath = deleted.image_path;
    },
    change,
  );
  return imagePath;
}
