import path from 'node:path';
import fp from 'fastify-plugin';
import { LocalStorage } from '../storage/local';
import type { Storage } from '../storage/types';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/**
 * Uploaded files: in an S3 bucket when S3_BUCKET is set (what several API nodes share), in
 * `$DATA_DIR/uploads` otherwise. Temporary files of uploads in progress are in
 * `$DATA_DIR/uploads/.tmp` either way.
 */
export default fp(
  async (app) => {
    const { config } = app;
    const root = path.join(config.dataDir, 'uploads');
    // The AWS SDK (megabytes of heap in every process) is loaded only where files are in a bucket.
    const storage: Storage & { init: () => Promise<void> } = config.s3
      ? new (await import('../storage/s3')).S3Storage(config.s3, path.join(root, '.tmp'))
      : new LocalStorage(root);
    await storage.init();
    app.decorate('storage', storage);
    app.addHook('onClose', () => storage.close());
  },
  { name: 'storage' },
);
