import { z } from 'zod';
import { defineOperations } from './operation';
import { noteMaxLength } from './noteRules';
import { codedText } from './apiMessages';
export { noteMaxLength } from './noteRules';

/**
 * Staff notes on orders and customers (docs/api.md "Staff notes"): plain text with its author and
 * time. Staff who may open the order or the customer add notes and delete their own; every
 * addition and deletion is in the audit log, on the order or the customer.
 */

/** The body of `POST /api/orders/{id}/notes` and `POST /api/customers/{id}/notes`. */
export const staffNoteInput = z
  .object({
    /** Plain text, never HTML; line breaks are kept. Trimmed, then 1..2000 characters. */
    body: z
      .string()
      .trim()
      .min(1, codedText('note_empty'))
      .max(noteMaxLength, codedText('note_too_long', { max: noteMaxLength })),
  })
  // Not 'StaffNoteInput': the OpenAPI document names StaffNote's input form so.
  .meta({ id: 'NoteInput' });
export type StaffNoteInput = z.input<typeof staffNoteInput>;

export const staffNote = z
  .object({
    id: z.number().int(),
    body: z.string(),
    author: z.object({ id: z.number().int(), name: z.string() }),
    createdAt: z.string(),
    /** Written by the signed-in staff member, who alone may delete it. */
    mine: z.boolean(),
  })
  .meta({ id: 'StaffNote' });
export type StaffNote = z.infer<typeof staffNote>;

/** Ids are 32-bit integers (the database's `integer`). */
const recordId = z.coerce.number().int().positive().max(2_147_483_647);

/** The order's or the customer's `{id}`. */
export const noteSubjectParams = z.object({ id: recordId });
/** `{id}` and the note's `{noteId}`. */
export const staffNoteParams = z.object({ id: recordId, noteId: recordId });

const listDescription = (subject: string) =>
  `Every note on the ${subject}, newest first, each with its author and whether the signed-in staff member wrote it (\`mine\`).`;
const addDescription = (subject: string) =>
  `The body is plain text, trimmed, 1 to ${noteMaxLength} characters (else a 400 with fieldErrors.body). The note's ` +
  `author is the signed-in staff member; an \`addNote\` audit entry on the ${subject} is written in the same transaction.`;
const deleteDescription = (subject: string) =>
  `Only the note's author may delete it (another's: 403, errorCode 103). A note that is not on this ${subject} is a ` +
  `404. A \`deleteNote\` audit entry on the ${subject} is written in the same transaction.`;

export const notesOperations = defineOperations('notes', {
  listOrderNotes: {
    method: 'GET',
    path: '/api/orders/:id/notes',
    access: 'orders',
    summary: "The staff notes on an order, newest first",
    description: listDescription('order'),
    params: noteSubjectParams,
    responses: { 200: z.array(staffNote) },
    errors: [404],
  },
  addOrderNote: {
    method: 'POST',
    path: '/api/orders/:id/notes',
    access: 'orders',
    summary: 'Adds a staff note to an order',
    description: addDescription('order'),
    params: noteSubjectParams,
    body: staffNoteInput,
    responses: { 201: staffNote },
    errors: [404],
  },
  deleteOrderNote: {
    method: 'DELETE',
    path: '/api/orders/:id/notes/:noteId',
    access: 'orders',
    summary: 'Deletes one of your own notes on an order',
    description: deleteDescription('order'),
    params: staffNoteParams,
    responses: { 204: z.null().describe('Deleted') },
    errors: [404],
  },
  listCustomerNotes: {
    method: 'GET',
    path: '/api/customers/:id/notes',
    access: 'customers',
    summary: 'The staff notes on a customer, newest first',
    description: listDescription('customer'),
    params: noteSubjectParams,
    responses: { 200: z.array(staffNote) },
    errors: [404],
  },
  addCustomerNote: {
    method: 'POST',
    path: '/api/customers/:id/notes',
    access: 'customers',
    summary: 'Adds a staff note to a customer',
    description: addDescription('customer'),
    params: noteSubjectParams,
    body: staffNoteInput,
    responses: { 201: staffNote },
    errors: [404],
  },
  deleteCustomerNote: {
    method: 'DELETE',
    path: '/api/customers/:id/notes/:noteId',
    access: 'customers',
    summary: 'Deletes one of your own notes on a customer',
    description: deleteDescription('customer'),
    params: staffNoteParams,
    responses: { 204: z.null().describe('Deleted') },
    errors: [404],
  },
});
