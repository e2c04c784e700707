/**
 * `npm start` runs the bundled server (scripts/build-server.mjs): plain JavaScript with no TypeScript
 * left to compile, packages imported from node_modules, and files read beside the sources (the
 * migrations) still found where they are committed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error a plain JavaScript module (it runs before anything is compiled): no types
import { buildServer } from '../../../scripts/build-server.mjs';

let bundle: string;
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'caudal-server-bundle-'));
  await (buildServer as (outfile: string) => Promise<void>)(join(folder, 'main.js'));
  bundle = readFileSync(join(folder, 'main.js'), 'utf8');
}, 60_000);

afterAll(() => rm(folder, { recursive: true, force: true }));

describe('the server bundle', () => {
  it('imports no TypeScript file and leaves packages to node_modules', () => {
    expect(bundle).not.toMatch(/from\s+["'][^"']+\.ts["']/);
    expect(bundle).not.toMatch(/import\(["'][^"']+\.ts["']\)/);
    expect(bundle).toMatch(/from\s+"fastify"/);
    expect(bundle).not.toMatch(/interface\s+AppOptions/);
  });

  it('keeps each module its own address, so the committed migrations are found', () => {
    const migrations = fileURLToPath(new URL('../../../server/db/migrations', import.meta.url));
    expect(bundle).toContain(JSON.stringify(pathToFileURL(fileURLToPath(new URL('../../../server/db/migrations-folder.ts', import.meta.url))).href));
    expect(existsSync(migrations)).toBe(true);
    expect(bundle).not.toContain('import.meta.url');
  });
});
