import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

/**
 * An upload's content that must pass a check as a whole before it is stored (docs/api.md
 * "Uploads"). Every backend writes an upload through `spool`, which runs `checkSpooled` on the
 * complete temporary file, before the file is renamed into place or sent to S3; the check may
 * rewrite the file (images are re-encoded in place), and when it throws, the file is deleted
 * and nothing is stored.
 */
export type CheckedContent = NodeJS.ReadableStream & { checkSpooled?: (file: string) => Promise<void> };

/**
 * Writes a stream to `file` (a temporary file) to its end, runs the content's own check on it,
 * and answers its size; on any failure (the stream's own, such as a 413 at the upload's cap, or
 * the check's) the partial file is deleted.
 */
export async function spool(content: CheckedContent, file: string): Promise<number> {
  try {
    await fs.mkdir(path.dirname(file), { recursive: true });
    await pipeline(content, (await fs.open(file, 'w')).createWriteStream());
    await content.checkSpooled?.(file);
    return (await fs.stat(file)).size;
  } catch (error) {
    await fs.rm(file, { force: true });
    throw error;
  }
}
