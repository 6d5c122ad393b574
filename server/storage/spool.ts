import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

/**
 * Writes a stream to `file` (a temporary file) to its end and answers its size; on any failure
 * (the stream's own, such as a 413 at the upload's cap) the partial file is deleted.
 */
export async function spool(content: NodeJS.ReadableStream, file: string): Promise<number> {
  try {
    await fs.mkdir(path.dirname(file), { recursive: true });
    await pipeline(content, (await fs.open(file, 'w')).createWriteStream());
    return (await fs.stat(file)).size;
  } catch (error) {
    await fs.rm(file, { force: true });
    throw error;
  }
}
