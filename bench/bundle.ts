import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

/** One entry of Vite's `.vite/manifest.json` (the fields used here). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface ScreenWeight {
  /** Sum of each chunk's own gzip size (level 6), as the browser fetches them one by one. */
  gzipBytes: number;
  chunks: number;
  files: string[];
}

export interface BundleResult {
  /** What the login page loads: the entry and its static imports. */
  login: ScreenWeight;
  /** What the dashboard loads first: the login page's, plus its own lazy page and what that imports. */
  dashboard: ScreenWeight;
  /** Each lazy chunk on its own (with what it imports that the entry does not), heaviest first. */
  lazy: { source: string; gzipBytes: number }[];
}

/** The lazy page the dashboard loads on top of the entry. */
export const dashboardSource = 'resources/dashboard/DashboardPage.tsx';

interface LazyChunk extends ManifestChunk {
  src?: string;
  isDynamicEntry?: boolean;
}

/** Manifest keys of a chunk and of everything it imports statically, transitively. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  if (!manifest[key]) throw new Error(`"${key}" is not in Vite's build manifest`);
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

async function weigh(outDir: string, manifest: Manifest, keys: Set<string>): Promise<ScreenWeight> {
  const files = [...new Set([...keys].map((key) => manifest[key]!.file))].filter((file) => file.endsWith('.js'));
  let gzipBytes = 0;
  for (const file of files) gzipBytes += gzipSync(await fs.readFile(path.join(outDir, file))).length;
  return { gzipBytes, chunks: files.length, files };
}

/** Builds the console into `outDir` (never dist/) and weighs the JavaScript two screens load. */
export async function measureBundle(root: string, outDir: string): Promise<BundleResult> {
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true } });
  const manifest = JSON.parse(await fs.readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;

  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry in the build manifest, found ${entries.join(', ') || 'none'}`);
  const entry = staticClosure(manifest, entries[0]!);

  const lazy = [];
  for (const [key, chunk] of Object.entries(manifest as Record<string, LazyChunk>)) {
    if (!chunk.isDynamicEntry || !chunk.file.endsWith('.js')) continue;
    const own = new Set([...staticClosure(manifest, key, new Set(entry))].filter((item) => !entry.has(item)));
    lazy.push({ source: chunk.src ?? key, gzipBytes: (await weigh(outDir, manifest, own)).gzipBytes });
  }
  return {
    login: await weigh(outDir, manifest, entry),
    dashboard: await weigh(outDir, manifest, staticClosure(manifest, dashboardSource, new Set(entry))),
    lazy: lazy.sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}
