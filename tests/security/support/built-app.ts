/**
 * A tiny "built app" folder (index.html and one asset), so the app's own routes (/, its files, the page
 * fallback) are registered and probed like the API's.
 */
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function makeBuiltApp(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'caudal-security-static-'));
  await mkdir(join(folder, 'assets'));
  await writeFile(join(folder, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(folder, 'assets', 'index.css'), 'body{}');
  await writeFile(join(folder, 'assets', 'index.js'), 'console.log(1)');
  return folder;
}
