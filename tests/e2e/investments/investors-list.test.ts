/**
 * The investors screen (Admin's landing) as the generated list it now is (docs/decisions/086): only
 * investor-role users, with their investments and per-currency totals, searchable, sortable by the
 * number of investments, nothing to create or edit here, and each row leads to the investor's
 * investments and dashboard.
 */
import { describe, expect, it } from 'vitest';
import { openApp } from '../support/app.ts';
import { pageForFile } from '../support/browser.ts';
import { SCREEN_WAIT, expectNoErrorDialog } from '../support/feedback.ts';
import { bodyRows, clickColumnHeader, columnTexts, rowWith, waitForList } from '../support/list-screen.ts';

const page = pageForFile();

describe('the investors screen', () => {
  it('lists the investors with their figures, and no staff or clients', async () => {
    await openApp(page, '/inversiones/inversionistas');
    await waitForList(page);
    const emails = await columnTexts(page, 'Correo electrónico');
    expect(emails).toContain('inversionista@caudal.mx');
    expect(emails).not.toContain('admin@caudal.mx');
    expect(emails).not.toContain('cliente@caudal.mx');
    const sofia = rowWith(page, 'inversionista@caudal.mx');
    expect(await sofia.innerText()).toMatch(/\$[\d,]+\.\d{2} MXN/);
    expect(await page.getByLabel('Crear', { exact: true }).count()).toBe(0);
    expect(await sofia.getByRole('button', { name: 'Editar' }).count()).toBe(0);
    await expectNoErrorDialog(page);
  });

  it('sorts by the number of investments', async () => {
    await clickColumnHeader(page, 'Inversiones');
    await expect.poll(async () => {
      const counts = (await columnTexts(page, 'Inversiones')).map(Number);
      return counts.join() === [...counts].sort((a, b) => a - b).join();
    }, SCREEN_WAIT).toBe(true);
  });

  it('searches and leads to the investor\'s investments and dashboard', async () => {
    await page.getByPlaceholder('Buscar').fill('castro');
    await expect.poll(() => bodyRows(page).count(), SCREEN_WAIT).toBe(1);
    await rowWith(page, 'inversionista@caudal.mx').getByRole('button', { name: 'Inversiones' }).click();
    await page.waitForURL(/\/inversiones\/inversiones\/\d+$/);
    await waitForList(page);
    await page.goBack();
    await waitForList(page);
    await rowWith(page, 'inversionista@caudal.mx').getByRole('button', { name: 'Dashboard' }).click();
    await page.waitForURL(/\/inversiones\/dashboard\?user_id=\d+$/);
  });
});
