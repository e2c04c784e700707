/**
 * Investors' retention certificates (docs/decisions/140) in Chromium: Admin issues the previous year's tax certificates of every investor from
 * Inversiones › Constancias fiscales, reads the progress and the list, and running it again issues
 * nothing new; the investor then finds only theirs in the portal and downloads the PDF. Screenshots go
 * to CAUDAL_SCREENSHOTS when set.
 */
import { describe, expect, it } from 'vitest';
import { createRecord } from '../support/api.ts';
import { openApp } from '../support/app.ts';
import { pagePerTest } from '../support/browser.ts';
import { SCREEN_WAIT, expectNoErrorDialog } from '../support/feedback.ts';
import { apiGet, signInAs } from './support.ts';

const browser = pagePerTest();
const YEAR = new Date().getFullYear() - 1;
const shot = (page: import('playwright-core').Page, name: string) => (process.env.CAUDAL_SCREENSHOTS ? page.screenshot({ path: `${process.env.CAUDAL_SCREENSHOTS}/${name}.png`, fullPage: true }) : undefined);

/** INEGI's INPC of the months the year's payments need (test values where the migration has none). */
async function enterInpc() {
  for (let m = 0; m < 36; m++) {
    const month = `${YEAR - 1 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
    await createRecord('inpc', { month, value: (135 + m * 0.3).toFixed(3), source: 'e2e' }).catch(() => undefined);
  }
}

describe('Inversiones › Constancias fiscales', () => {
  it("Admin issues the year's certificates with its progress; again, nothing new", async () => {
    await enterInpc();
    const page = await browser.open();
    await openApp(page, '/inversiones/constancias');
    const panel = page.getByTestId('retention-issue');
    await panel.getByText('Emitir las constancias de un ejercicio').waitFor(SCREEN_WAIT);
    await panel.getByRole('button', { name: 'Emitir constancias' }).click();
    const status = panel.getByRole('status');
    await expect.poll(() => status.innerText().catch(() => ''), { timeout: 30_000, interval: 200 }).toMatch(new RegExp(`Listo: (\\d+) de \\1 inversionistas tienen su constancia de ${YEAR}`));
    const issued = (await apiGet<{ total: number }>(`retention_certificate?year=${YEAR}&take=1`)).total;
    expect(issued).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Sin timbrar').count(), SCREEN_WAIT).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('link', { name: 'PDF' }).count(), SCREEN_WAIT).toBeGreaterThan(0);
    await shot(page, 'retention-certificates-admin-es');

    await panel.getByRole('button', { name: 'Emitir constancias' }).click();
    await expect.poll(() => status.innerText().catch(() => ''), { timeout: 30_000, interval: 200 }).toMatch(/Listo/);
    expect((await apiGet<{ total: number }>(`retention_certificate?year=${YEAR}&take=1`)).total).toBe(issued);
    await expectNoErrorDialog(page);
  });

  it('the investor lists only their certificates, without the issue panel, and downloads the PDF', async () => {
    const page = await browser.open();
    await signInAs(page, 'inversionista@caudal.mx');
    // From the portal's documents, as from the menu.
    await page.getByRole('button', { name: 'Documentos y contratos' }).click();
    await page.getByRole('dialog').getByRole('link', { name: /Constancias fiscales/ }).click();
    await expect.poll(() => new URL(page.url()).pathname, SCREEN_WAIT).toBe('/inversiones/constancias');
    await page.goto('/inversiones/dashboard');
    await page.getByRole('menuitem', { name: 'Constancias fiscales' }).click();
    await expect.poll(() => new URL(page.url()).pathname, SCREEN_WAIT).toBe('/inversiones/constancias');
    await page.getByText('CAVS880923P45').first().waitFor(SCREEN_WAIT);
    expect(await page.getByText('HELD820506T16').count()).toBe(0);
    expect(await page.getByTestId('retention-issue').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cancelar' }).count()).toBe(0);
    const href = await page.getByRole('link', { name: 'PDF' }).first().getAttribute('href');
    const download = await page.request.get(href!);
    expect(download.status()).toBe(200);
    expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await shot(page, 'retention-certificates-investor-es');
    await expectNoErrorDialog(page);
  });

  it('reads in English once chosen: the menu, the panel, the columns and the progress', async () => {
    const page = await browser.open();
    await openApp(page, '/inversiones/constancias');
    await page.getByTestId('retention-issue').waitFor(SCREEN_WAIT);
    await page.getByRole('banner').getByRole('button', { name: 'Idioma' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    try {
      const panel = page.getByTestId('retention-issue');
      await panel.getByText("Issue a tax year's certificates").waitFor(SCREEN_WAIT);
      expect(await page.getByRole('menuitem', { name: 'Tax certificates' }).count()).toBe(1);
      await page.getByRole('columnheader', { name: 'Tax withheld (ISR)' }).waitFor(SCREEN_WAIT);
      await panel.getByRole('button', { name: 'Issue certificates' }).click();
      await expect.poll(() => panel.getByRole('status').innerText().catch(() => ''), { timeout: 30_000, interval: 200 }).toMatch(new RegExp(`Done: (\\d+) of \\1 investors have their ${YEAR} certificate`));
      await shot(page, 'retention-certificates-admin-en');
    } finally {
      // The account keeps the choice: back to Spanish for the other files.
      await page.getByRole('banner').getByRole('button', { name: 'Language' }).click();
      await page.getByRole('menuitem', { name: 'Español' }).click();
      await page.getByText('Emitir las constancias de un ejercicio').waitFor(SCREEN_WAIT);
    }
  });
});
