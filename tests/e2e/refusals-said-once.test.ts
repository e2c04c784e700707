/**
 * A refusal is said once: the screen's toast with the server's reason,
 * and no "Oops" dialog to dismiss besides. Two of the flows that said it twice: a generated list's delete
 * the server refuses (a record in use), and a profile photo the server refuses (a page's own call that
 * toasts its failure). A delete that can never succeed (an investment with payments) is not offered.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { freshUser } from './auth/fresh-user.ts';
import { signInAs } from './auth/sign-in-as.ts';
import { apiGet } from './investments/support.ts';
import { openApp } from './support/app.ts';
import { pagePerTest } from './support/browser.ts';
import { waitForToast } from './support/feedback.ts';
import { rowWith, searchedRow, waitForList } from './support/list-screen.ts';

const pages = pagePerTest();
let page: Page;

/** The Oops dialog stays away for a while after the toast (it used to open beside it). */
async function expectNoOops(): Promise<void> {
  const oops = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Oops' }) });
  for (let i = 0; i < 10; i += 1) {
    expect(await oops.count()).toBe(0);
    await page.waitForTimeout(100);
  }
}

/** An investment of the demo book that has a paid payment (so it can never be deleted). */
async function paidInvestmentKey(): Promise<string> {
  const paid = (await apiGet<{ result: { investment_id: number; paid_at: string | null }[] }>('investment_detail?take=200')).result.find((d) => d.paid_at !== null);
  expect(paid, 'the demo book has a paid payment').toBeDefined();
  const [investment] = (await apiGet<{ result: { id: number; key: string }[] }>(`investment?ids=${paid!.investment_id}`)).result;
  return investment!.key;
}

/** Deletes the peso, which investments and loans use: the server refuses it (409, record in use). */
async function deleteThePeso(): Promise<void> {
  await page.goto('/administrador/listas/moneda');
  await waitForList(page);
  // Other files add test currencies: the peso may be on another page.
  const row = await searchedRow(page, 'Peso mexicano', 'MXN');
  await row.getByLabel(/^(Eliminar|Delete)$/).click();
  await page.getByRole('dialog').getByRole('button', { name: /^(Eliminar|Delete)$/ }).click();
}

describe('a refusal is said once', () => {
  it('deleting a record in use: one toast with the reason, no Oops', async () => {
    page = await pages.open();
    await openApp(page, '/administrador/listas/moneda');
    await deleteThePeso();
    const toast = await waitForToast(page, 'Hubo un error al eliminar.');
    expect(await toast.innerText()).toContain('El registro está en uso por otros registros y no se puede eliminar');
    await expectNoOops();
    expect(await page.getByTestId('caudal-toast').count()).toBe(1);
  });

  it('an investment with payments made offers no delete (it could never succeed)', async () => {
    const key = await paidInvestmentKey();
    page = await pages.open();
    await openApp(page, '/inversiones/inversiones');
    await waitForList(page);
    await page.getByPlaceholder('Buscar').fill(key);
    const row = rowWith(page, key);
    await row.waitFor();
    expect(await row.getByLabel('Editar', { exact: true }).count()).toBe(1);
    expect(await row.getByLabel('Eliminar', { exact: true }).count()).toBe(0);
  });

  it('a profile photo the server refuses: one toast, no Oops', async () => {
    page = await pages.open();
    await openApp(page, '/perfil');
    // A "photo" whose bytes are no image: the server's content check refuses it.
    await page.getByTestId('photo-input').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
    await waitForToast(page, 'Hubo un error al subir el archivo');
    await expectNoOops();
    expect(await page.getByTestId('caudal-toast').count()).toBe(1);
  });

  it('in the screen\'s language, though another browser stored the other one', async () => {
    const who = await freshUser(3);
    page = await pages.open();
    await signInAs(page, who);
    // Another browser of the same person switches to English: the account stores "en".
    const other = await pages.open();
    await signInAs(other, who);
    await other.getByRole('banner').getByRole('button', { name: 'Idioma' }).click();
    await other.getByRole('menuitem', { name: 'English' }).click();
    await other.getByRole('banner').getByRole('button', { name: 'Language' }).waitFor();

    // The first screen is still Spanish, and so is the server's reason on it.
    await deleteThePeso();
    const toast = await waitForToast(page, 'Hubo un error al eliminar.');
    expect(await toast.innerText()).toContain('El registro está en uso por otros registros y no se puede eliminar');
    expect(await toast.innerText()).not.toContain('used by other records');
  });
});
