/**
 * A refusal is said once (issue 26, finding 4 and Deliver 2): the screen's toast with the server's reason,
 * and no "Oops" dialog to dismiss besides. Two of the flows that said it twice: deleting an investment
 * that has paid payments (a generated list's delete), and a profile photo the server refuses (a page's own
 * call that toasts its failure).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { freshUser } from './auth/fresh-user.ts';
import { signInAs } from './auth/sign-in-as.ts';
import { apiGet } from './investments/support.ts';
import { openApp } from './support/app.ts';
import { pagePerTest } from './support/browser.ts';
import { waitForDialog, waitForToast } from './support/feedback.ts';
import { rowWith, waitForList } from './support/list-screen.ts';

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

/** An investment of the demo book that has a paid payment (so its delete is refused). */
async function paidInvestmentKey(): Promise<string> {
  const paid = (await apiGet<{ result: { investment_id: number; paid_at: string | null }[] }>('investment_detail?take=200')).result.find((d) => d.paid_at !== null);
  expect(paid, 'the demo book has a paid payment').toBeDefined();
  const [investment] = (await apiGet<{ result: { id: number; key: string }[] }>(`investment?ids=${paid!.investment_id}`)).result;
  return investment!.key;
}

async function deleteInvestment(key: string): Promise<void> {
  await page.goto('/inversiones/inversiones');
  await waitForList(page);
  await page.getByPlaceholder(/^(Buscar|Search)$/).fill(key);
  const row = rowWith(page, key);
  await row.waitFor();
  await row.getByLabel(/^(Eliminar|Delete)$/).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByRole('button', { name: /^(Eliminar|Delete)$/ }).click();
}

describe('a refusal is said once', () => {
  it('deleting an investment with paid payments: one toast with the reason, no Oops', async () => {
    const key = await paidInvestmentKey();
    page = await pages.open();
    await openApp(page, '/inversiones/inversiones');
    await waitForList(page);
    await page.getByPlaceholder('Buscar').fill(key);
    const row = rowWith(page, key);
    await row.waitFor();
    await row.getByLabel('Eliminar').click();
    await (await waitForDialog(page, 'Eliminar registro')).getByRole('button', { name: 'Eliminar' }).click();
    const toast = await waitForToast(page, 'Hubo un error al eliminar.');
    expect(await toast.innerText()).toContain('La inversión tiene pagos realizados y no se puede eliminar');
    await expectNoOops();
    expect(await page.getByTestId('caudal-toast').count()).toBe(1);
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

  it('in the screen\'s language, though another browser stored the other one (issue 26, finding 5)', async () => {
    const key = await paidInvestmentKey();
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
    await deleteInvestment(key);
    const toast = await waitForToast(page, 'Hubo un error al eliminar.');
    expect(await toast.innerText()).toContain('La inversión tiene pagos realizados y no se puede eliminar');
    expect(await toast.innerText()).not.toContain('paid payments');
  });
});
