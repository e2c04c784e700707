/**
 * The previous builds' hashed files stay under dist/assets for a week: a browser
 * that loaded the old index.html still finds the files it asks for.
 */
import { mkdtemp, readFile, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KEEP_PREVIOUS_ASSETS_DAYS, readPreviousAssets, restorePreviousAssets } from '../../../scripts/keep-previous-assets.ts';

const DAY = 24 * 60 * 60 * 1000;
let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'caudal-assets-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function put(name: string, content: string, ageDays: number): Promise<void> {
  await writeFile(join(folder, name), content);
  const at = new Date(Date.now() - ageDays * DAY);
  await utimes(join(folder, name), at, at);
}

describe('keeping the previous builds\' files', () => {
  it('puts back the files the new build did not write, younger than the keeping period, with their age', async () => {
    await put('App-old.js', 'old app', 1);
    await put('App-old.js.br', 'old app br', 1);
    await put('App-ancient.js', 'ancient', KEEP_PREVIOUS_ASSETS_DAYS + 1);
    await put('index-same.js', 'previous content', 2);
    const kept = await readPreviousAssets(folder);

    // The build empties the folder and writes its own files.
    await rm(folder, { recursive: true });
    await restorePreviousAssets(folder, []);
    await writeFile(join(folder, 'App-new.js'), 'new app');
    await writeFile(join(folder, 'index-same.js'), 'new content');

    expect(await restorePreviousAssets(folder, kept)).toBe(2);
    expect((await readdir(folder)).sort()).toEqual(['App-new.js', 'App-old.js', 'App-old.js.br', 'index-same.js']);
    expect(await readFile(join(folder, 'index-same.js'), 'utf8')).toBe('new content');
    expect(await readFile(join(folder, 'App-old.js'), 'utf8')).toBe('old app');
    expect(Date.now() - (await stat(join(folder, 'App-old.js'))).mtimeMs).toBeGreaterThan(DAY - 60_000);
  });

  it('reads nothing from a folder that is not there (the first build)', async () => {
    expect(await readPreviousAssets(join(folder, 'missing'))).toEqual([]);
  });
});
