#!/usr/bin/env node
/**
 * `npm start`: runs the bundled server (dist-server/main.js) in this process, after rebuilding it in
 * a child process when it is missing or older than its sources, so `npm install && npm start` works
 * on a fresh clone and a production start compiles nothing (docs/decisions/034). The client (dist/)
 * is built, when needed, by the server itself, also in a child process (server/build-client.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bundle = join(root, 'dist-server', 'main.js');
// resources/ too: the server reads the sections and the pages no entity owns (resources/modules.ts).
const SOURCES = ['server', 'schemas', 'resources', 'package.json', 'package-lock.json', 'scripts/build-server.mjs'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function serverIsStale() {
  if (!existsSync(bundle)) return true;
  const builtAt = statSync(bundle).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(root, source)) > builtAt);
}

if (process.env.SKIP_SERVER_BUILD !== '1' && serverIsStale()) {
  console.log('Building the server (first start or changed sources)...');
  const result = spawnSync(process.execPath, [join(root, 'scripts', 'build-server.mjs')], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (!existsSync(bundle)) {
  console.error('dist-server/main.js is missing: run `npm run build`.');
  process.exit(1);
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(bundle).href);
