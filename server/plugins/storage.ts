import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fp from 'fastify-plugin';

export interface Storage {
  /** Root of stored files: `$DATA_DIR/uploads`; `public/` below it is served at `/media/`. */
  root: string;
  /**
   * Writes a stream under a generated name in `folder` (never the client's name), through a
   * temporary file renamed at the end, so a failed upload leaves nothing half-written.
   * Answers the stored path relative to the root.
   */
  save(folder: string, extension: string, content: NodeJS.ReadableStream): Promise<string>;
  remove(relativePath: string): Promise<void>;
  absolute(relativePath: string): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export default fp(
  async (app) => {
    const root = path.join(app.config.dataDir, 'uploads');
    const temp = path.join(root, '.tmp');
    await fs.mkdir(temp, { recursive: true });
    // Public images (served at `/media/` by app.ts); other files stay outside it.
    await fs.mkdir(path.join(root, 'public'), { recursive: true });
    const absolute = (relativePath: string) => {
      const full = path.resolve(root, relativePath);
      if (!full.startsWith(root + path.sep)) throw new Error(`Path outside storage: ${relativePath}`);
      return full;
    };
    app.decorate('storage', {
      root,
      absolute,
      async save(folder, extension, content) {
        const name = `${randomUUID()}.${extension.replace(/[^a-z0-9]/gi, '')}`;
        const relativePath = path.posix.join(folder, name);
        const partial = path.join(temp, name);
        try {
          await pipeline(content, (await fs.open(partial, 'w')).createWriteStream());
          await fs.mkdir(path.dirname(absolute(relativePath)), { recursive: true });
          await fs.rename(partial, absolute(relativePath));
        } catch (error) {
          await fs.rm(partial, { force: true });
          throw error;
        }
        return relativePath;
      },
      async remove(relativePath) {
        await fs.rm(absolute(relativePath), { force: true });
      },
    } satisfies Storage);
  },
  { name: 'storage' },
);
