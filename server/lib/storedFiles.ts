import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { conflict, notFound } from '../errors';

export interface FileSwap {
  /** The path the record names now (null: none); undefined when the record does not exist. */
  read: () => Promise<string | null | undefined>;
  /**
   * Points the record at `next`, only while it still names `previous` (compare-and-set, with
   * whatever else changes with the file, such as its name and size); answers whether it did.
   */
  write: (previous: string | null) => Promise<boolean>;
  /** The newly stored file (null: the file is being removed). */
  next: string | null;
  /** What the file is, for messages and logs ("cover", "photo"). */
  what: string;
  /** The message of a record that does not exist. */
  missing: string;
}

/**
 * Replaces the file a record names: first the record is pointed at the new file, then the
 * previous file is removed, so a failure at any point leaves the record naming a file that
 * exists. The update is a compare-and-set on the path just read: two uploads at once cannot both
 * replace the same file and leave one unnamed. If the record is gone or keeps changing, the new
 * file is removed and the call fails (404, 409).
 */
export async function swapStoredFile(app: FastifyInstance, swap: FileSwap): Promise<void> {
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      const previous = await swap.read();
      if (previous === undefined) throw notFound(swap.missing);
      if (!(await swap.write(previous))) continue;
      if (previous && previous !== swap.next) {
        await app.storage.remove(previous).catch((error: unknown) => {
          app.log.warn({ err: error, path: previous }, `could not remove a replaced ${swap.what}`);
        });
      }
      return;
    }
    throw conflict(`The ${swap.what} changed meanwhile. Please try again.`);
  } catch (error) {
    // The record still names the previous file (or none): the new one is not kept.
    if (swap.next) await app.storage.remove(swap.next).catch(() => undefined);
    throw error;
  }
}

/** The tables whose rows name one file in a path column, with that column. */
const fileColumns = { ebooks: 'cover_path', alerts: 'image_path', feed_entries: 'image_path' } as const;
type FileTable = keyof typeof fileColumns;

/**
 * swapStoredFile for the common case: the row `id` of `table` names its file in its path column
 * (`fileColumns`) and records the change in `updated_at`. `audit` writes the change's audit entry
 * in the transaction of the write, given the path replaced.
 */
export function swapFileColumn(
  app: FastifyInstance,
  {
    table,
    id,
    next,
    what,
    missing,
    audit,
  }: {
    table: FileTable;
    id: number;
    next: string | null;
    what: string;
    missing: string;
    audit?: (trx: Transaction<Database>, previous: string | null) => Promise<void>;
  },
): Promise<void> {
  // One query for three tables: their shared columns are named here, not known to Kysely's types.
  const db = app.db as unknown as Kysely<Record<FileTable, { id: number; updated_at: string } & Record<string, string | null>>>;
  const column = fileColumns[table];
  return swapStoredFile(app, {
    what,
    missing,
    next,
    read: async () => {
      const row = await db.selectFrom(table).select(column).where('id', '=', id).executeTakeFirst();
      return row && (row[column] ?? null);
    },
    write: (previous) =>
      db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable(table)
          .set({ [column]: next, updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .where(column, previous === null ? 'is' : '=', previous)
          .executeTakeFirst();
        const swapped = Number(updated.numUpdatedRows) > 0;
        if (swapped && audit) await audit(trx as unknown as Transaction<Database>, previous);
        return swapped;
      }),
  });
}

/**
 * Removes the files of records already deleted. The rows go first: a failure here leaves an
 * orphan file (logged), never a record naming no file.
 */
export async function removeFilesOfDeleted(app: FastifyInstance, what: string, paths: readonly (string | null | undefined)[]) {
  for (const path of paths) {
    if (!path) continue;
    await app.storage.remove(path).catch((error: unknown) => {
      app.log.warn({ err: error, path }, `could not remove a deleted ${what}`);
    });
  }
}
