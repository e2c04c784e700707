/**
 * The declaration types tables, rows and payloads, so production code needs almost no
 * `as unknown as`. The few left each say why on the line above (`// Cast: ...`); at most 3.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const FOLDERS = ['server', 'src', 'schemas', 'resources', 'scripts'];
const MOST = 3;

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [path] : [];
  });
}

const DOUBLE_CAST = ['as unknown', 'as'].join(' ') + ' ';

const casts = FOLDERS.flatMap(sourceFiles).flatMap((file) => {
  const lines = readFileSync(join(ROOT, file), 'utf8').split('\n');
  return lines.flatMap((line, i) => (line.includes(DOUBLE_CAST) ? [{ where: `${file}:${i + 1}`, reason: /\/\/ Cast: \S/.test(lines[i - 1] ?? '') }] : []));
});

describe('double casts in production code', () => {
  it(`are at most ${MOST}`, () => {
    expect(casts.length, casts.map((c) => c.where).join('\n')).toBeLessThanOrEqual(MOST);
  });

  it('each says why on the line above', () => {
    expect(casts.filter((c) => !c.reason).map((c) => c.where)).toEqual([]);
  });
});
