/**
 * The JavaScript that /auth/login loads, gzipped. The client is built into a temporary folder with a
 * manifest (dist/ is left alone); the entry script of index.html and its static imports are what every
 * route loads before any code runs. Lazy chunks are listed with their own static closure, so the chunk of
 * the auth pages (any lazy import whose source lives under src/auth/ or names login) can be added.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface ChunkSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface LazyChunk {
  src: string;
  /** Files this lazy import adds beyond what the entry already loaded. */
  files: string[];
  gzipBytes: number;
  auth: boolean;
}

export interface BundleReport {
  /** The entry and its static imports: loaded by every route, /auth/login included. */
  entry: ChunkSize[];
  entryGzipBytes: number;
  lazy: LazyChunk[];
  /** Entry plus the lazy chunks of the auth pages, when there are any. */
  loginGzipBytes: number;
}

export const AUTH_SOURCE = /(^|\/)(src\/auth\/|[^/]*login[^/]*$)/i;

export async function buildClient(root: string): Promise<{ outDir: string; dispose(): Promise<void> }> {
  const outDir = await mkdtemp(join(tmpdir(), 'caudal-bench-dist-'));
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true } });
  return { outDir, dispose: () => rm(outDir, { recursive: true, force: true }) };
}

export async function gzippedSize(outDir: string, file: string): Promise<ChunkSize> {
  const content = await readFile(join(outDir, file));
  return { file, bytes: content.length, gzipBytes: gzipSync(content).length };
}

/** The manifest keys a chunk pulls in through static imports, itself included. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function isJavaScript(file: string): boolean {
  return /\.(m?js)$/.test(file);
}

export async function measureBundle(outDir: string): Promise<BundleReport> {
  const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'))
    ?? Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the build manifest has no entry');

  const entryKeys = staticClosure(manifest, entryKey);
  const entryFiles = [...entryKeys].map((k) => manifest[k].file).filter(isJavaScript);
  const entry = await Promise.all(entryFiles.map((file) => gzippedSize(outDir, file)));
  const entryGzipBytes = entry.reduce((sum, c) => sum + c.gzipBytes, 0);

  const lazy: LazyChunk[] = [];
  const lazyKeys = new Set([...entryKeys].flatMap((k) => manifest[k].dynamicImports ?? []));
  for (const key of lazyKeys) {
    const added = [...staticClosure(manifest, key)].filter((k) => !entryKeys.has(k)).map((k) => manifest[k].file).filter(isJavaScript);
    const sizes = await Promise.all(added.map((file) => gzippedSize(outDir, file)));
    const src = manifest[key].src ?? key;
    lazy.push({ src, files: added, gzipBytes: sizes.reduce((sum, c) => sum + c.gzipBytes, 0), auth: AUTH_SOURCE.test(src) });
  }
  lazy.sort((a, b) => b.gzipBytes - a.gzipBytes);

  const authFiles = new Set(lazy.filter((l) => l.auth).flatMap((l) => l.files));
  const authSizes = await Promise.all([...authFiles].map((file) => gzippedSize(outDir, file)));
  return { entry, entryGzipBytes, lazy, loginGzipBytes: entryGzipBytes + authSizes.reduce((sum, c) => sum + c.gzipBytes, 0) };
}
