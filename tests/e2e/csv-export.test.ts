/**
 * "Exportar" on a generated list downloads what the list shows, written by the server (decision 150):
 * the column titles in Spanish, money and percentages as written on screen, in UTF-8 with a byte-order
 * mark (Excel then reads accents); the menu beside it gives the same as an xlsx workbook; while the file
 * arrives the button says how much has come and cannot be pressed again.
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
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const [header, ...rows] = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(header.split(',')).toEqual(expect.arrayContaining(['ID', fieldLabel('es', 'currency', 'name'), fieldLabel('es', 'currency', 'min_inv')]));
    expect(header).not.toContain('min_inv');
    // Each minimum as the list writes it ("$1,000.00"), quoted for its comma.
    for (const shown of shownMinimums) expect(rows.some((row) => row.includes(shown.includes(',') ? `"${shown}"` : shown))).toBe(true);
    expect(shownMinimums[0]).toMatch(/^\$/);
  });

  it('shows the bytes received and cannot be pressed twice while the file arrives, then offers xlsx from the menu', async () => {
    await openApp(page, '/administrador/listas/moneda');
    await waitForList(page);
    let exportsAsked = 0;
    // The server's answer held back a moment: long enough to see the button while it waits.
    await page.route('**/api/currency/export?**', async (route) => {
      exportsAsked++;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const download = page.waitForEvent('download');
    await page.getByLabel('Exportar', { exact: true }).click();
    const running = page.getByRole('button', { name: 'Exportar', exact: true });
    await expect.poll(() => running.isDisabled()).toBe(true);
    await expect.poll(async () => (await page.getByText(/^Exportando… \d/).count()) > 0).toBe(true);
    await running.click({ force: true }).catch(() => undefined);
    await download;
    expect(exportsAsked).toBe(1);
    await expect.poll(() => running.isDisabled()).toBe(false);
    await page.unroute('**/api/currency/export?**');

    await page.getByLabel('Otros formatos de exportación').click();
    const [workbook] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Libro de Excel (.xlsx)' }).click()]);
    expect(workbook.suggestedFilename()).toMatch(/\.xlsx$/);
    const bytes = await readFile((await workbook.path())!);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});
