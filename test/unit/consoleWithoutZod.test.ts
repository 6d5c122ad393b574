import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { expect, test } from 'vitest';

const extensions = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
/**
 * Relative imports resolved as Vite does, by exact file name: esbuild takes `./EbookFiles` for
 * ebookFiles.ts beside EbookFiles.tsx (and fails to read it).
 */
const exactCaseResolution: Plugin = {
  name: 'exact-case',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, ({ path: imported, resolveDir }) => {
      const base = path.resolve(resolveDir, imported);
      const found = [base, ...extensions.map((extension) => base + extension)].find((file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile());
      return found ? { path: found } : undefined;
    });
  },
};

/** contract/operationRoutes.ts as the console's build has it: its value, a table of methods and paths (vite.config.ts). */
const operationRoutesByValue: Plugin = {
  name: 'operation-routes',
  setup(build) {
    build.onLoad({ filter: /[\\/]contract[\\/]operationRoutes\.ts$/ }, () => ({ contents: 'export const routes = {};', loader: 'ts' }));
  },
};

/**
 * The packages the console reaches from its entry, by static and dynamic imports (every screen),
 * read from esbuild's import graph, each with the first chain of the console's files that reaches it.
 */
async function consolePackages(): Promise<Map<string, string[]>> {
  const entry = 'src/shell/main.tsx';
  const { metafile } = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'browser',
    format: 'esm',
    packages: 'external',
    plugins: [exactCaseResolution, operationRoutesByValue],
    logLevel: 'silent',
  });
  const packages = new Map<string, string[]>();
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.inputs[file]?.imports ?? []) {
      if (imported.external) {
        const name = imported.path.startsWith('@') ? imported.path.split('/').slice(0, 2).join('/') : imported.path.split('/')[0]!;
        if (!packages.has(name)) packages.set(name, [...chain, file]);
      } else visit(imported.path, [...chain, file]);
    }
  };
  visit(path.normalize(entry), []);
  return packages;
}

// The contract's schemas are the server's (and the typed client's types): the console imports what
// it needs of an area from its zod-free rules module (contract/viewRules.ts, ebookRules.ts...), so
// that no screen builds schemas as it loads (docs/architecture.md "Rendering a screen").
test('no screen of the console loads zod', async () => {
  const packages = await consolePackages();
  // The graph is read: the console's own framework is in it.
  expect(packages.has('react-admin')).toBe(true);
  expect(packages.get('zod'), 'the console files that reach zod').toBeUndefined();
});
