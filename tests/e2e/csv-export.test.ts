/**
 * "Exportar" on a generated list downloads what the list shows: the column titles in Spanish, money
 * and percentages as written on screen, in UTF-8 with a byte-order mark (Excel then reads accents).
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { openApp } from './support/app.ts';
import { pageForFile } from './support/browser.ts';
import { fieldLabel } from './support/labels.ts';
import { columnTexts, waitForList } from './support/list-screen.ts';

const page = pageForFile();

describe('exporting Monedas', () => {
  it('downloads the shown columns with their labels and formatted values, UTF-8 with BOM', async () => {
    await openApp(page, '/administrador/listas/moneda');
    await waitForList(page);
    const shownMinimums = await columnTexts(page, fieldLabel('es', 'currency', 'min_inv'));

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByLabel('Exportar', { exact: true }).click()]);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const [header, ...rows] = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(header.split(',')).toEqual(expect.arrayContaining(['ID', fieldLabel('es', 'currency', 'name'), fieldLabel('es', 'currency', 'min_inv')]));
    expect(header).not.toContain('min_inv');
    // Each minimum as the list writes it ("$1,000.00"), quoted for its comma.
    for (const shown of shownMinimums) expect(rows.some((row) => row.includes(shown.includes(',') ? `"${shown}"` : shown))).toBe(true);
    expect(shownMinimums[0]).toMatch(/^\$/);
  });
});
