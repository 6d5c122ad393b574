import type { FastifyInstance } from 'fastify';
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
