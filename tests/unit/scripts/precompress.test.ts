/** The build's .br and .gz (scripts/precompress.ts): the same bytes once decoded, only where they pay. */
import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompressFolder } from '../../../scripts/precompress.ts';

let folder: string;
afterEach(() => rm(folder, { recursive: true, force: true }));

describe('precompressFolder', () => {
  it('writes .br and .gz beside each text file of 1 kB or more, in subfolders too, decoding to the original', async () => {
    folder = await mkdtemp(join(tmpdir(), 'caudal-precompress-'));
    await mkdir(join(folder, 'assets'));
    const script = 'const x = 1;\n'.repeat(200);
    const style = 'body { margin: 0 }\n'.repeat(100);
    await writeFile(join(folder, 'assets', 'app-1a2b.js'), script);
    await writeFile(join(folder, 'assets', 'app-1a2b.css'), style);
    await writeFile(join(folder, 'index.html'), 'x'.repeat(PRECOMPRESS_MIN_BYTES));
    await writeFile(join(folder, 'tiny.js'), 'x'.repeat(PRECOMPRESS_MIN_BYTES - 1));
    await writeFile(join(folder, 'assets', 'logo.png'), Buffer.alloc(4096, 7));

    expect(await precompressFolder(folder)).toBe(3);
    const br = await readFile(join(folder, 'assets', 'app-1a2b.js.br'));
    const gz = await readFile(join(folder, 'assets', 'app-1a2b.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
    expect(gunzipSync(await readFile(join(folder, 'assets', 'app-1a2b.css.gz'))).toString()).toBe(style);
    expect((await readdir(folder)).sort()).toEqual(['assets', 'index.html', 'index.html.br', 'index.html.gz', 'tiny.js']);
    expect((await readdir(join(folder, 'assets'))).filter((f) => f.startsWith('logo'))).toEqual(['logo.png']);
  });
});
