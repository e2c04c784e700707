/**
 * A Vite plugin: a build empties dist/, yet a browser that loaded the previous index.html still asks for
 * the previous build's hashed files when the person opens a screen (22 files answered 404 and
 * a client was left on a blank page). The files of earlier builds stay under dist/assets for
 * KEEP_PREVIOUS_ASSETS_DAYS after they were built; a new name never collides with an old one (the hash).
 * The browser side reloads once when a code file fails anyway (src/code-loading.ts).
 */
import { mkdir, readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

export const KEEP_PREVIOUS_ASSETS_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface KeptAsset {
  name: string;
  content: Buffer;
  mtime: Date;
}

/** The files of `folder` built within the keeping period (precompressed copies included), read before the build empties it. */
export async function readPreviousAssets(folder: string, now = Date.now()): Promise<KeptAsset[]> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return [];
  }
  const kept: KeptAsset[] = [];
  for (const name of names) {
    const file = join(folder, name);
    const info = await stat(file);
    if (!info.isFile() || now - info.mtimeMs > KEEP_PREVIOUS_ASSETS_DAYS * DAY_MS) continue;
    kept.push({ name, content: await readFile(file), mtime: info.mtime });
  }
  return kept;
}

/** Puts back the earlier files the new build did not write, with their build time (so they still age out). */
export async function restorePreviousAssets(folder: string, kept: readonly KeptAsset[]): Promise<number> {
  await mkdir(folder, { recursive: true });
  const present = new Set(await readdir(folder));
  let restored = 0;
  for (const asset of kept) {
    if (present.has(asset.name)) continue;
    const file = join(folder, asset.name);
    await writeFile(file, asset.content);
    await utimes(file, asset.mtime, asset.mtime);
    restored++;
  }
  return restored;
}

export function keepPreviousAssets(): Plugin {
  let assets = resolve('dist', 'assets');
  let kept: KeptAsset[] = [];
  return {
    name: 'caudal-keep-previous-assets',
    apply: 'build',
    configResolved(config) {
      assets = resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    async buildStart() {
      kept = await readPreviousAssets(assets);
    },
    async writeBundle() {
      await restorePreviousAssets(assets, kept);
      kept = [];
    },
  };
}
