/**
 * The projection upload checks the zip before inflating it: a few hundred kB
 * that would inflate to tens of MB, a header that lies about a part's size, too many parts, and rows
 * that all say `r="1"` are refused with a clear 422 on `file`, quickly, without the event loop stalling,
 * and nothing is stored.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bombRows, rowsNumberedOne, sheetXml, withDeclaredSize, xlsxWithSheet, zipOfParts } from '../../helpers/hostile-files.ts';
import { multipartFile } from '../../helpers/multipart.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function upload(content: Buffer) {
  const { payload, headers } = multipartFile('proyeccion.xlsx', content);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();
  const response = await t.app.inject({ method: 'POST', url: '/api/forwards/projection/formExcel', payload, headers });
  await new Promise((resolve) => setTimeout(resolve, 25));
  loop.disable();
  return { status: response.statusCode, body: response.json(), ms: performance.now() - started, worstBlockMs: loop.max / 1e6 };
}

const storedUploads = async () => Number((await t.database.query<{ n: number }>('select count(*)::int as n from forward_projection_upload'))[0].n);

describe('the projection .xlsx is checked before it is inflated', () => {
  it.each([
    ['a 20 MB sheet in a small zip', async () => xlsxWithSheet(sheetXml(bombRows(20))), 'El archivo .xlsx ocupa demasiado al descomprimirse (máximo 1 MB)'],
    ['a 0.9 MB sheet deflated a thousand times', async () => xlsxWithSheet(sheetXml(bombRows(0.9))), 'El archivo .xlsx está comprimido de forma sospechosa (una parte crece más de 100 veces)'],
    ['a header that says 1 kB for a 3 MB sheet', async () => withDeclaredSize(await xlsxWithSheet(sheetXml(bombRows(3))), 'xl/worksheets/sheet1.xml', 1024), 'El archivo .xlsx ocupa demasiado al descomprimirse (máximo 1 MB)'],
    ['150 parts', async () => zipOfParts(150), 'El archivo .xlsx tiene demasiadas partes (máximo 100)'],
    ['3,000 rows all numbered 1', async () => xlsxWithSheet(sheetXml(rowsNumberedOne(3000))), 'Como máximo 2000 filas; el archivo tiene 2999'],
  ])('refuses %s on file, quickly, storing nothing', async (_what, make, message) => {
    const before = await storedUploads();
    const answer = await upload(await make());
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(answer.body.errors.file).toEqual([message]);
    expect(answer.ms).toBeLessThan(1500);
    expect(answer.worstBlockMs).toBeLessThan(200);
    expect(await storedUploads()).toBe(before);
  });
});
