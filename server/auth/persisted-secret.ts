/**
 * AUTH_SECRET when the configuration gives none: made once and kept in DATA_DIR (readable by the
 * server's user only), so a restart keeps sessions' CSRF tokens and pending codes valid. Several
 * servers must be given the same AUTH_SECRET instead (README, configuration).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const FILE = 'auth-secret';

export async function persistedAuthSecret(dataDir: string): Promise<string> {
  const path = join(dataDir, FILE);
  try {
    const kept = (await readFile(path, 'utf8')).trim();
    if (kept.length >= 32) return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await writeFile(path, `${secret}\n`, { mode: 0o600 });
  return secret;
}
