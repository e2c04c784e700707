/**
 * A Vite plugin: after the build, writes `<file>.br` (Brotli, quality 11) and `<file>.gz` (gzip, level 9)
 * beside every text asset of the output, so the server sends them as they are (@fastify/static's
 * `preCompressed`) instead of compressing the same bytes on every request. Files under 1 kB stay as
 * they are: their headers outweigh what compression would save.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map|ico|webmanifest)$/i;
export const PRECOMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

async function compressedSince(file: string, mtimeMs: number): Promise<boolean> {
  try {
    const [br, gz] = await Promise.all([stat(`${file}.br`), stat(`${file}.gz`)]);
    return br.mtimeMs >= mtimeMs && gz.mtimeMs >= mtimeMs;
  } catch {
    return false;
  }
}

/** Compresses every eligible file of `folder`; returns how many it wrote (each as .br and .gz). */
export async function precompressFolder(folder: string): Promise<number> {
  const files = (await filesUnder(folder)).filter((file) => COMPRESSIBLE.test(file));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const info = await stat(file);
      if (info.size < PRECOMPRESS_MIN_BYTES) return;
      // An earlier build's file kept beside this one (keep-previous-assets.ts) has its copies already.
      if (await compressedSince(file, info.mtimeMs)) return;
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
        gzipAsync(content, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      written++;
    }),
  );
  return written;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'caudal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressFolder(outDir);
    },
  };
}
