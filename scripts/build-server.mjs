#!/usr/bin/env node
/**
 * Bundles the server (server/main.ts and everything it imports from server/ and schemas/) into
 * dist-server/main.js with esbuild, so production runs plain JavaScript: no TypeScript compiler, no
 * loader hooks, one file to parse (docs/decisions/034). Packages stay external (node_modules, as
 * installed). Files the code reads beside itself (migrations, the demo CSD) are found through
 * `import.meta.url`, which is set back to each source file's own address, so they are read where they
 * are committed. Plain JavaScript on purpose: `npm start` runs it before anything is compiled.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_ENTRY = join(ROOT, 'server', 'main.ts');
export const SERVER_BUNDLE = join(ROOT, 'dist-server', 'main.js');
/** PGlite's thread (server/db/pglite-worker.ts, docs/decisions/151): a bundle of its own, beside the server's. */
export const WORKER_ENTRY = join(ROOT, 'server', 'db', 'pglite-worker.ts');
export const WORKER_FILE = 'pglite-worker.js';

/** Each module keeps its own import.meta.url (its source file), as it has when run from source. */
const sourceLocation = {
  name: 'source-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: 'ts' };
    });
  },
};

/** Builds into dist-server/main.js, or elsewhere (tests). */
export async function buildServer(outfile = SERVER_BUNDLE) {
  const worker = join(dirname(outfile), WORKER_FILE);
  const common = {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [sourceLocation],
  };
  // The server starts the bundled worker, not its TypeScript source (server/db/pglite-thread.ts).
  const define = { 'process.env.CAUDAL_PGLITE_WORKER_BUNDLE': JSON.stringify(pathToFileURL(worker).href) };
  await build({ ...common, entryPoints: [WORKER_ENTRY], outfile: worker, define });
  await build({
    entryPoints: [SERVER_ENTRY],
    outfile,
    define,
    ...common,
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  await buildServer();
  console.log(`Server built into dist-server/main.js in ${Math.round(performance.now() - started)} ms`);
}
