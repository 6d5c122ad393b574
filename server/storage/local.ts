import fs from 'node:fs/promises';
import path from 'node:path';
import { spool } from './spool';
import { checkedPath, generatedPath, mediaTypeOf, type OpenedFile, type Storage } from './types';

/**
 * Files in a local folder, `$DATA_DIR/uploads` (the default). Uploads go to `.tmp/` first and are
 * renamed into place once complete. `public/` is served at `/media/` by @fastify/static.
 */
export class LocalStorage implements Storage {
  readonly temp: string;

  constructor(readonly root: string) {
    this.temp = path.join(root, '.tmp');
  }

  async init(): Promise<void> {
    await fs.mkdir(this.temp, { recursive: true });
    await fs.mkdir(path.join(this.root, 'public'), { recursive: true });
  }

  /** The file's place on disk; throws for a path outside the folder. */
  absolute(relativePath: string): string {
    const full = path.resolve(this.root, checkedPath(relativePath));
    if (!full.startsWith(this.root + path.sep)) throw new Error(`Path outside storage: ${relativePath}`);
    return full;
  }

  async save(folder: string, extension: string, content: NodeJS.ReadableStream): Promise<string> {
    const relativePath = generatedPath(folder, extension);
    const partial = path.join(this.temp, path.basename(relativePath));
    await spool(content, partial);
    try {
      await fs.mkdir(path.dirname(this.absolute(relativePath)), { recursive: true });
      await fs.rename(partial, this.absolute(relativePath));
    } catch (error) {
      await fs.rm(partial, { force: true });
      throw error;
    }
    return relativePath;
  }

  async remove(relativePath: string): Promise<void> {
    await fs.rm(this.absolute(relativePath), { force: true });
  }

  async open(relativePath: string): Promise<OpenedFile | undefined> {
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(this.absolute(relativePath), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    const stat = await handle.stat();
    if (!stat.isFile()) {
      await handle.close();
      return undefined;
    }
    return {
      stream: handle.createReadStream(),
      size: stat.size,
      contentType: mediaTypeOf(relativePath),
      lastModified: stat.mtime,
    };
  }

  async close(): Promise<void> {}
}
