/**
 * Two people edit the same record (docs/decisions/100): both open a currency's edit dialog;
 * A saves; B's save, from the record as it was, is refused. B's dialog says the record changed meanwhile
 * (inside the dialog: no toast, no Oops dialog), "Recargar" brings A's change in and keeps what B typed,
 * and B's next save succeeds with both changes.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { createRecord, readRecord } from './support/api.ts';
import { openApp } from './support/app.ts';
import { pagePerTest } from './support/browser.ts';
import { SCREEN_WAIT, dismissToast, expectNoErrorDialog, waitForDialog, waitForToast } from './support/feedback.ts';
import { fieldLabel } from './support/labels.ts';
import { rowWith, waitForList } from './support/list-screen.ts';

const MONEDAS = '/administrador/listas/moneda';
const pages = pagePerTest();

async function openEdit(page: Page, code: string): Promise<Locator> {
  await openApp(page, MONEDAS);
  await waitForList(page);
  await rowWith(page, code).getByLabel('Editar').click();
  const dialog = await waitForDialog(page, 'Moneda');
  await expect.poll(() => input(dialog, 'name').inputValue(), SCREEN_WAIT).not.toBe('');
  return dialog;
}

const input = (dialog: Locator, field: 'name' | 'description' | 'interests') => dialog.getByLabel(fieldLabel('es', 'currency', field), { exact: true });

describe('Monedas: two people edit the same currency', () => {
  it('refuses the second save inside its dialog, reloads keeping what was typed, then saves both changes', async () => {
    const code = `S${Date.now().toString(36).slice(-2).toUpperCase()}`;
    const currency = await createRecord('currency', { name: 'Franco suizo', description: 'Inversiones en francos', code, interests: '3', retentions: '0.5', interests_pm: '3.5', retentions_pm: '0.5', min_inv: '1000' });
    const a = await pages.open();
    const b = await pages.open();
    const dialogA = await openEdit(a, code);
    const dialogB = await openEdit(b, code);

    await input(dialogA, 'description').fill('Inversiones en francos suizos');
    await dialogA.getByRole('button', { name: 'Guardar' }).click();
    await dismissToast(await waitForToast(a, 'Registro actualizado con éxito'));

    await input(dialogB, 'name').fill('Franco (Suiza)');
    await dialogB.getByRole('button', { name: 'Guardar' }).click();
    const stale = dialogB.getByTestId('stale-record');
    await stale.waitFor();
    expect(await stale.innerText()).toContain('El registro cambió mientras lo editabas');
    if (process.env.CAUDAL_SCREENSHOTS) await b.screenshot({ path: `${process.env.CAUDAL_SCREENSHOTS}/stale-edit-refused.png` });
    expect(await dialogB.isVisible()).toBe(true);
    await expectNoErrorDialog(b);
    expect(await b.getByTestId('caudal-toast').count()).toBe(0);
    // Nothing of B's was written: the stored record is A's.
    expect(await readRecord('currency', currency.id)).toMatchObject({ name: 'Franco suizo', description: 'Inversiones en francos suizos', version: 2 });

    await stale.getByRole('button', { name: 'Recargar' }).click();
    await dialogB.getByTestId('stale-record-reloaded').waitFor();
    await expect.poll(() => input(dialogB, 'description').inputValue(), SCREEN_WAIT).toBe('Inversiones en francos suizos');
    expect(await input(dialogB, 'name').inputValue()).toBe('Franco (Suiza)');
    if (process.env.CAUDAL_SCREENSHOTS) await b.screenshot({ path: `${process.env.CAUDAL_SCREENSHOTS}/stale-edit-reloaded.png` });

    await dialogB.getByRole('button', { name: 'Guardar' }).click();
    await dismissToast(await waitForToast(b, 'Registro actualizado con éxito'));
    await dialogB.waitFor({ state: 'detached' });
    await expect.poll(() => rowWith(b, code).innerText(), SCREEN_WAIT).toMatch(/Franco \(Suiza\)\s+Inversiones en francos suizos/);
    await expectNoErrorDialog(b);
  });
});
