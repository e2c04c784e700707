/**
 * `npm start` builds the app when dist/ is missing or older than its sources, so a fresh clone
 * needs only `npm install && npm start`. The build runs in a child process: Vite and its bundler take
 * hundreds of megabytes while they work, and none of that should stay in the server's memory.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const SOURCES = ['src', 'resources', 'schemas', 'index.html', 'vite.config.ts', 'package.json', 'scripts/precompress.ts', 'scripts/keep-previous-assets.ts', 'scripts/language-catalogues.ts', 'scripts/trim-react-admin.ts', 'scripts/first-screen-preloads.ts'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function clientIsStale(root: string): boolean {
  const built = join(root, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((s) => newestMtime(join(root, s)) > builtAt);
}

/** Vite's command-line entry, found the way Node finds the package from the project's root. */
function viteBin(root: string): string {
  const packageJson = createRequire(join(root, 'package.json')).resolve('vite/package.json');
  return join(dirname(packageJson), 'bin', 'vite.js');
}

export function buildClient(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // Always the production build: under a test runner NODE_ENV is "test", and Vite then bundled React's
    // development build (StrictMode drawing every screen twice, several times slower) into the dist/ that
    // `npm start` serves afterwards.
    const env = { ...process.env, NODE_ENV: 'production' };
    const child = spawn(process.execPath, [viteBin(root), 'build', '--mode', 'production', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`the client build failed (${signal ?? `exit code ${code}`})`))));
  });
}
