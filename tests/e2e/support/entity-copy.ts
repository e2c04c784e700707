/**
 * A copy of the repository in a temporary folder, for a test that changes the code the way a developer
 * would (README "Adding an entity") without leaving a file in the repository: node_modules is linked,
 * built output, data and the test suites are left out. `edit` changes a copied file at a marked place.
 */
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../helpers/test-database.ts';

/** Top-level entries a running copy does not need (built output, local state, the suites themselves). */
const LEFT_OUT = new Set(['node_modules', '.git', 'data', 'dist', 'dist-server', '.test-cache', 'coverage', 'tests', 'bench', 'docs']);

export interface RepositoryCopy {
  dir: string;
  path(file: string): string;
  write(file: string, text: string): Promise<void>;
  /** Inserts `text` right after the first occurrence of `marker` at or after the `nth` (0-based) one. */
  insertAfter(file: string, marker: string, text: string, nth?: number): Promise<void>;
  insertBefore(file: string, marker: string, text: string): Promise<void>;
  remove(): Promise<void>;
}

function nthIndex(source: string, marker: string, nth: number, file: string): number {
  let at = -1;
  for (let i = 0; i <= nth; i++) {
    at = source.indexOf(marker, at + 1);
    if (at < 0) throw new Error(`${file} has no ${nth + 1}. "${marker}": the README's step no longer matches the code`);
  }
  return at;
}

export async function copyRepository(): Promise<RepositoryCopy> {
  const dir = await mkdtemp(join(tmpdir(), 'caudal-new-entity-'));
  await cp(ROOT, dir, { recursive: true, filter: (source) => !LEFT_OUT.has(source.slice(ROOT.length).replace(/^[\\/]+/, '').split(/[\\/]/)[0] ?? '') });
  await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const path = (file: string) => join(dir, file);
  const change = async (file: string, edit: (source: string) => string) => writeFile(path(file), edit(await readFile(path(file), 'utf8')));
  return {
    dir,
    path,
    write: (file, text) => writeFile(path(file), text),
    insertAfter: (file, marker, text, nth = 0) =>
      change(file, (source) => {
        const at = nthIndex(source, marker, nth, file) + marker.length;
        return source.slice(0, at) + text + source.slice(at);
      }),
    insertBefore: (file, marker, text) =>
      change(file, (source) => {
        const at = nthIndex(source, marker, 0, file);
        return source.slice(0, at) + text + source.slice(at);
      }),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
