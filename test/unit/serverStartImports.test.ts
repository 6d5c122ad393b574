import path from 'node:path';
import { build } from 'esbuild';
import { expect, test } from 'vitest';

/**
 * The packages an API process loads at start: those server/main.ts reaches by static imports
 * alone (a dynamic `import()` is loaded only when it runs), read from esbuild's import graph.
 */
async function packagesLoadedAtStart(): Promise<Set<string>> {
  const { metafile } = await build({
    entryPoints: ['server/main.ts'],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
  });
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.inputs[file]?.imports ?? []) {
      if (imported.kind !== 'import-statement') continue;
      if (imported.external) packages.add(imported.path.startsWith('@') ? imported.path.split('/').slice(0, 2).join('/') : imported.path.split('/')[0]!);
      else visit(imported.path);
    }
  };
  visit(path.normalize('server/main.ts'));
  return packages;
}

test('an API process loads neither the demo data generator nor the AWS SDK unless it needs them', async () => {
  const packages = await packagesLoadedAtStart();
  // The graph is read: the server's own framework is in it.
  expect(packages).toContain('fastify');
  // faker is loaded by the start's one-off work when DEMO_DATA is on, the SDK when S3_BUCKET is set.
  expect(packages).not.toContain('@faker-js/faker');
  expect([...packages].filter((name) => name.startsWith('@aws-sdk/'))).toEqual([]);
});
