/**
 * The profile in Chromium: each password rule shown unmet while typing, then a good password;
 * a profile change request approved by an administrator; a document uploaded with its expiry shown;
 * the legal pages opened signed out. Uses the demo investors 6 and 7, whom no other e2e file signs in
 * as, because the password change and the approval outlive this file on the shared server.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/seed-auth.ts';
import { addDays, todayInMexicoCity } from '../../../server/domain/calendar.ts';
import { formatDate } from '../../../src/framework/format.ts';
import { codeSentTo, lastSmsId, signInAs, type DemoAccount } from '../auth/sign-in-as.ts';
import { openApp } from '../support/app.ts';
import { keepScreenshot, launchBrowser, newPage } from '../support/browser.ts';
import { fieldMessage, SCREEN_WAIT, waitForDialog, waitForToast } from '../support/feedback.ts';
import { freshUser } from '../auth/fresh-user.ts';

let browser: Browser;
const contexts: BrowserContext[] = [];
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await keepScreenshot(page, task.name);
  for (const context of contexts.splice(0)) await context.close();
});

async function freshPage(): Promise<Page> {
  const opened = await newPage(browser);
  contexts.push(opened.context);
  return opened.page;
}

function account(username: string): DemoAccount {
  const found = DEMO_ACCOUNTS.find((a) => a.username === username)!;
  return { id: found.id, email: found.email, phone: found.phone, name: found.name, role_id: found.role_id, password: inject('e2eAdmin').password };
}

async function signIn(target: Page, who: DemoAccount, password = who.password): Promise<void> {
  const before = await lastSmsId(who.phone);
  await target.goto('/auth/login');
  await target.getByLabel('Usuario (correo electrónico)').fill(who.email);
  await target.getByLabel('Contraseña', { exact: true }).fill(password);
  await target.getByRole('button', { name: 'Iniciar sesión' }).click();
  await target.getByRole('heading', { name: 'Verificación' }).waitFor();
  await target.getByLabel('Código de verificación').fill(await codeSentTo(who.phone, before));
  await target.getByRole('button', { name: 'Verificar' }).click();
  await target.getByRole('banner').waitFor({ state: 'visible' });
}

const rule = (target: Page, name: string) => target.getByTestId('password-rules').locator(`[data-rule="${name}"]`);

describe('profile', () => {
  it('shows each failing password rule while typing, then accepts a good password', async () => {
    page = await freshPage();
    const who = account('cmendoza');
    await signIn(page, who);
    await page.goto('/perfil');
    const form = page.getByTestId('password-form');
    await form.getByLabel('Contraseña actual').fill(who.password);
    const submit = form.getByRole('button', { name: 'Actualizar contraseña' });
    const failing: [string, string][] = [
      ['Kx9#mQ2', 'minLength'], ['kx9#mq2w', 'uppercase'], ['Kxz#mQww', 'digit'], ['Kx9zmQ2w', 'special'],
      ['Aaaa1x9!', 'repeated'], ['Abcd1x9!', 'sequential'], ['Mendoza#29x', 'containsIdentifier'], ['Caudal#29x', 'containsCompanyWord'],
    ];
    for (const [password, broken] of failing) {
      await form.getByLabel('Nueva contraseña').fill(password);
      await form.getByLabel('Confirmar contraseña').fill(password);
      await expect.poll(() => rule(page, broken).getAttribute('data-met')).toBe('false');
      expect(await submit.isDisabled()).toBe(true);
    }
    await form.getByLabel('Nueva contraseña').fill('Kx9#mQ2w');
    await form.getByLabel('Confirmar contraseña').fill('Kx9#mQ2x');
    await form.getByText('Las contraseñas deben ser iguales').waitFor();
    await form.getByLabel('Confirmar contraseña').fill('Kx9#mQ2w');
    expect(await page.getByTestId('password-rules').locator('[data-met="false"]').count()).toBe(0);
    // A wrong current password: the whole message under its field (it once showed its first letter), no toast.
    const current = form.getByLabel('Contraseña actual');
    await current.fill(`${who.password}-wrong`);
    await submit.click();
    await expect.poll(() => fieldMessage(current), SCREEN_WAIT).toBe('La contraseña actual no es correcta');
    expect(await page.getByTestId('caudal-toast').count()).toBe(0);
    await current.fill(who.password);
    await submit.click();
    await waitForToast(page, 'Contraseña actualizada con éxito');
  });

  it('sends a profile change to revision, and an administrator approves it', async () => {
    page = await freshPage();
    const investor = account('dhernandez');
    await signIn(page, investor);
    await page.goto('/perfil');
    const bank = page.getByTestId('profile-form').getByLabel('Banco');
    await bank.fill('Banco Azteca');
    await page.getByRole('button', { name: 'Solicitar cambio' }).click();
    await page.getByText('La solicitud fue enviada a revisión').waitFor();
    // The flag resets after 4000 ms.
    await page.getByText('La solicitud fue enviada a revisión').waitFor({ state: 'hidden', timeout: 8000 });

    const adminPage = await freshPage();
    await openApp(adminPage, '/perfil');
    const row = adminPage.getByTestId('profile-request-row').filter({ hasText: investor.name });
    await row.getByText('Banco Azteca').waitFor();
    await row.getByRole('button', { name: 'Aprobar' }).click();
    await waitForToast(adminPage, 'Registro actualizado con éxito');
    await row.waitFor({ state: 'detached' });

    await page.reload();
    await expect.poll(() => page.getByTestId('profile-form').getByLabel('Banco').inputValue()).toBe('Banco Azteca');
  });

  it('a request is reviewed by someone else: its requester sees no buttons, a rejection asks the reason and tells them', async () => {
    page = await freshPage();
    const requester = await freshUser(3);
    await signInAs(page, requester);
    await page.goto('/perfil');
    await page.getByTestId('profile-form').getByLabel('Banco').fill('Banco del Bienestar');
    await page.getByRole('button', { name: 'Solicitar cambio' }).click();
    await page.getByText('La solicitud fue enviada a revisión').waitFor();
    await page.reload();
    const own = page.getByTestId('profile-request-row').filter({ hasText: requester.name });
    await own.getByText('Tu propia solicitud: otra persona debe revisarla.').waitFor();
    expect(await own.getByRole('button').count()).toBe(0);

    const adminPage = await freshPage();
    await openApp(adminPage, '/perfil');
    const row = adminPage.getByTestId('profile-request-row').filter({ hasText: requester.name });
    await row.getByRole('button', { name: 'Rechazar' }).click();
    const dialog = await waitForDialog(adminPage, `Rechazar la solicitud de ${requester.name}`);
    await dialog.getByLabel('Motivo del rechazo').fill('El banco no coincide con el estado de cuenta');
    await dialog.getByRole('button', { name: 'Rechazar' }).click();
    await waitForToast(adminPage, 'Registro actualizado con éxito');
    await row.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByTestId('notification-bell').click();
    await page.getByText('Solicitud de cambio rechazada').waitFor();
    await page.getByText('Motivo: El banco no coincide con el estado de cuenta', { exact: false }).waitFor();
  });

  it('a change to another account\'s email is sent like any other: the screen tells nobody which emails have accounts (decision 191)', async () => {
    page = await freshPage();
    const person = await freshUser(5);
    await signInAs(page, person);
    await page.goto('/perfil');
    const email = page.getByTestId('profile-form').getByLabel('Correo electrónico');
    await email.fill('ADMIN@caudal.mx');
    await page.getByRole('button', { name: 'Solicitar cambio' }).click();
    await page.getByText('La solicitud fue enviada a revisión').first().waitFor({ timeout: SCREEN_WAIT.timeout });
    expect(await fieldMessage(email)).toBe('');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('an administrator uploads a document for a user and sees its expiry', async () => {
    page = await freshPage();
    await openApp(page, '/perfil');
    const panel = page.getByTestId('user-documents');
    await panel.getByLabel('Clave del usuario').fill('USR-0006');
    await panel.getByRole('button', { name: 'Buscar' }).click();
    await panel.getByLabel('Tipo de documento').click();
    await page.getByRole('option', { name: 'Comprobante de domicilio' }).click();
    await panel.getByLabel('Nombre').fill('Recibo de luz');
    await panel.getByTestId('document-input').setInputFiles({ name: 'recibo.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%e2e\n') });
    await waitForToast(page, 'Archivo subido con éxito');
    const row = panel.getByTestId('user-document-row').filter({ hasText: 'Recibo de luz' });
    await row.getByText(formatDate(addDays(todayInMexicoCity(new Date()), 90))).waitFor();
    await row.getByText('Vigente').waitFor();
    // The list prints through POST pdf/create and downloads as a file.
    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Descargar PDF' }).click();
    expect((await download).suggestedFilename()).toBe('documentos-USR-0006.pdf');
  });

  it('opens the privacy notice and the terms signed out, in Spanish and English, from the login footer', async () => {
    page = await freshPage();
    await page.goto('/auth/login');
    await page.getByTestId('legal-footer').getByRole('link', { name: 'Aviso de privacidad' }).click();
    await page.getByRole('heading', { name: 'Aviso de privacidad integral' }).waitFor();
    expect(await page.getByText(/LFPDPPP/).first().isVisible()).toBe(true);
    await page.getByTestId('legal-footer').getByRole('link', { name: 'Términos y condiciones' }).click();
    await page.getByRole('heading', { name: 'Términos y condiciones de uso' }).waitFor();
    await page.getByRole('button', { name: 'EN' }).click();
    await page.getByRole('heading', { name: 'Terms and conditions of use' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/terminos-y-condiciones');
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k === 'caudal.session'))).toEqual([]);
  });
});
