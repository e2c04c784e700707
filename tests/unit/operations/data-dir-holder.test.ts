/**
 * One process per PGlite folder (docs/decisions/104): a second holder is refused while the first
 * answers on its socket, a holder that died is taken over, and a backup asking a holder that does
 * not export (a restore in progress) is told who holds the folder.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirBusyError, exportFromHolder, HOLDER_FILE, holdDataDir, liveHolder } from '../../../server/operations/data-dir-holder.ts';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'caudal-holder-test-'));
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('holding a PGlite folder', () => {
  it('refuses a second holder while the first answers, then lets go', async () => {
    const first = await holdDataDir(dataDir, 'server');
    await expect(holdDataDir(dataDir, 'backup')).rejects.toBeInstanceOf(DataDirBusyError);
    await expect(holdDataDir(dataDir, 'server')).rejects.toThrow(`in use by process ${process.pid}`);
    expect((await liveHolder(dataDir))?.holder).toBe('server');
    await first.release();
    expect(await liveHolder(dataDir)).toBeUndefined();
    const second = await holdDataDir(dataDir, 'restore');
    await second.release();
  });

  it('takes over from a holder that died without letting go', async () => {
    const dead = { holder: 'server', pid: 999999, host: 'elsewhere', since: '2026-01-01T00:00:00.000Z', socket: join(dataDir, 'nobody-listens.sock') };
    await writeFile(join(dataDir, HOLDER_FILE), JSON.stringify(dead));
    const hold = await holdDataDir(dataDir, 'server');
    expect(JSON.parse(await readFile(join(dataDir, HOLDER_FILE), 'utf8')).pid).toBe(process.pid);
    await hold.release();
  });

  it('answers a backup with the export it serves, and refuses when it serves none', async () => {
    expect(await exportFromHolder(dataDir)).toBeUndefined();
    const hold = await holdDataDir(dataDir, 'restore');
    await expect(exportFromHolder(dataDir)).rejects.toBeInstanceOf(DataDirBusyError);
    hold.serveExports(async () => Buffer.from('the export'));
    expect((await exportFromHolder(dataDir))?.toString()).toBe('the export');
    hold.serveExports(async () => {
      throw new Error('database closed');
    });
    await expect(exportFromHolder(dataDir)).rejects.toThrow(/could not export it: database closed/);
    await hold.release();
  });
});
