import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { persistedAuthSecret } from '../../../server/auth/persisted-secret.ts';

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

describe('persistedAuthSecret', () => {
  it('makes a long secret once, readable by the owner only, and gives the same one after a restart', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'caudal-secret-'));
    folders.push(folder);
    const dataDir = join(folder, 'data');
    const first = await persistedAuthSecret(dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect((await stat(join(dataDir, 'auth-secret'))).mode & 0o077).toBe(0);
    expect(await persistedAuthSecret(dataDir)).toBe(first);
  });

  it('replaces a kept secret too short to be one', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'caudal-secret-'));
    folders.push(folder);
    await writeFile(join(folder, 'auth-secret'), 'short');
    const secret = await persistedAuthSecret(folder);
    expect(secret).not.toBe('short');
    expect((await readFile(join(folder, 'auth-secret'), 'utf8')).trim()).toBe(secret);
  });
});
