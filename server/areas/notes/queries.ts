import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { StaffNote } from '../../../contract/notes';
import { auditValue } from '../../audit/changes';
import { writeAudit } from '../../audit/record';
import type { Db } from '../../db';
import type { Database, StaffNotesTable } from '../../db/schema';
import { forbidden, notFound } from '../../errors';

/** Staff notes on orders and customers (contract/notes.ts), shared by their route module. */

export type NoteSubject = StaffNotesTable['subject'];

const missingSubject: Record<NoteSubject, string> = { orders: 'No such order', 'users/customers': 'No such customer' };
export const missingNote = 'No such note';
export const notYourNote = 'You can delete only the notes you wrote';

/**
 * The order's number or the customer's name, the label of the audit entries about its notes;
 * 404 when there is no such order or customer (a staff member is not a customer).
 */
export async function subjectLabel(db: Kysely<Database>, subject: NoteSubject, id: number): Promise<string> {
  const row =
    subject === 'orders'
      ? await db.selectFrom('orders').select('number as label').where('id', '=', id).executeTakeFirst()
      : await db.selectFrom('users').select('name as label').where('id', '=', id).where('role', 'is', null).executeTakeFirst();
  if (!row) throw notFound(missingSubject[subject]);
  return row.label;
}

const notesWithAuthors = (db: Kysely<Database>) =>
  db
    .selectFrom('staff_notes as note')
    .innerJoin('users as author', 'author.id', 'note.author_id')
    .select(['note.id', 'note.body', 'note.created_at', 'note.author_id', 'author.name as author_name']);

type NoteRow = { id: number; body: string; created_at: string; author_id: number; author_name: string };

const toNote = (row: NoteRow, userId: number): StaffNote => ({
  id: row.id,
  body: row.body,
  author: { id: row.author_id, name: row.author_name },
  createdAt: row.created_at,
  mine: row.author_id === userId,
});

/** The notes on an order or a customer, newest first (ids grow with time: they break ties); 404 without the subject. */
export async function listNotes(db: Db, subject: NoteSubject, subjectId: number, userId: number): Promise<StaffNote[]> {
  await subjectLabel(db, subject, subjectId);
  const rows = await notesWithAuthors(db)
    .where('note.subject', '=', subject)
    .where('note.subject_id', '=', subjectId)
    .orderBy('note.created_at', 'desc')
    .orderBy('note.id', 'desc')
    .execute();
  return rows.map((row) => toNote(row, userId));
}

/** Adds the signed-in staff member's note, with its audit entry in the same transaction; answers the note. */
export async function addNote(
  db: Db,
  request: FastifyRequest,
  subject: NoteSubject,
  subjectId: number,
  body: string,
): Promise<StaffNote> {
  const user = request.user!;
  return db.transaction().execute(async (trx) => {
    const label = await subjectLabel(trx, subject, subjectId);
    const { id } = await trx
      .insertInto('staff_notes')
      .values({ subject, subject_id: subjectId, author_id: user.id, body, created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, request, {
      action: 'addNote',
      resource: subject,
      recordId: subjectId,
      label,
      changes: [{ field: 'note', from: null, to: auditValue(body) }],
      details: { noteId: id },
    });
    const row = await notesWithAuthors(trx).where('note.id', '=', id).executeTakeFirstOrThrow();
    return toNote(row, user.id);
  });
}

/**
 * Deletes one of the signed-in staff member's notes, with its audit entry in the same transaction:
 * 404 when the note is not on this order or customer, 403 when someone else wrote it.
 */
export async function deleteNote(db: Db, request: FastifyRequest, subject: NoteSubject, subjectId: number, noteId: number): Promise<void> {
  const user = request.user!;
  await db.transaction().execute(async (trx) => {
    const label = await subjectLabel(trx, subject, subjectId);
    const onSubject = trx
      .deleteFrom('staff_notes')
      .where('id', '=', noteId)
      .where('subject', '=', subject)
      .where('subject_id', '=', subjectId);
    // One statement that deletes only the author's own note: two deletions at once cannot both succeed.
    const deleted = await onSubject.where('author_id', '=', user.id).returning('body').executeTakeFirst();
    if (!deleted) {
      const note = await trx
        .selectFrom('staff_notes')
        .select('author_id')
        .where('id', '=', noteId)
        .where('subject', '=', subject)
        .where('subject_id', '=', subjectId)
        .executeTakeFirst();
      throw note ? forbidden(notYourNote) : notFound(missingNote);
    }
    await writeAudit(trx, request, {
      action: 'deleteNote',
      resource: subject,
      recordId: subjectId,
      label,
      changes: [{ field: 'note', from: auditValue(deleted.body), to: null }],
      details: { noteId },
    });
  });
}
