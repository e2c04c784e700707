/**
 * The import statements of the source files, read as text: what imports.test.ts (which folders may
 * import which) and layers.test.ts (no cycles, the server's layers one way) check.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface ImportEdge {
  /** The importing file, relative to the repository root. */
  file: string;
  /** The specifier as written. */
  specifier: string;
  /** Repository-relative path for relative imports; undefined for packages. */
  target?: string;
  /** `import type` / `export type`: erased when compiled, loads nothing. */
  typeOnly: boolean;
  /** `import('…')`: loaded when first needed (a lazy screen), or a type named inline. */
  dynamic: boolean;
}

/** The TypeScript sources under `folder` (repository-relative). */
export const sourceFiles = (folder: string): string[] => filesNamed(folder, /\.(ts|tsx|mts)$/);

/** The files under `folder` (repository-relative) whose names match `names`. */
export function filesNamed(folder: string, names: RegExp): string[] {
  let entries;
  try {
    entries = readdirSync(join(ROOT, folder), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesNamed(path, names);
    return names.test(entry.name) ? [path] : [];
  });
}

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The imports written in `source` (comments ignored), as seen from `file`. */
export function importsIn(file: string, source: string): ImportEdge[] {
  const text = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...text.matchAll(IMPORT)].map((match) => {
    const specifier = match[1] ?? match[2] ?? match[3];
    const target = specifier.startsWith('.') ? relative(ROOT, resolve(dirname(join(ROOT, file)), specifier)).split('\\').join('/') : undefined;
    return { file, specifier, target, typeOnly: /^\s*;?\s*(?:import|export)\s+type\s/.test(match[0]), dynamic: match[3] !== undefined };
  });
}

export function edgesUnder(folder: string): ImportEdge[] {
  return sourceFiles(folder).flatMap((file) => importsIn(file, readFileSync(join(ROOT, file), 'utf8')));
}

/** The file a relative import loads: as written, or with the extension or index the resolver adds. */
export function targetFile(target: string): string {
  const isFile = (path: string) => existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isFile();
  if (isFile(target)) return target;
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => `${target}${ending}`).find(isFile) ?? target;
}

export const show = (edges: ImportEdge[]) => edges.map((e) => `${e.file} imports ${e.specifier}`);
export const under = (path: string | undefined, folder: string) => path !== undefined && (path === folder || path.startsWith(`${folder}/`));
export const isPackage = (specifier: string, name: string) => specifier === name || specifier.startsWith(`${name}/`);
