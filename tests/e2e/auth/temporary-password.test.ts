/**
 * Password recovery as a person goes through it: the temporary password arrives by SMS,
 * signs in once, and the app then offers only the password change: every other screen sends back to
 * /perfil, and the menu shows nothing else, as the server refuses every other route. After the change,
 * the person's own landing screen opens.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../schemas/role.ts';
import { newestSms, readRecord } from '../support/api.ts';
import { launchBrowser, newPage, pageForFile } from '../support/browser.ts';
import { SCREEN_WAIT, waitForToast } from '../support/feedback.ts';
import { freshUser } from './fresh-user.ts';
import { codeSentTo, lastSmsId } from './sign-in-as.ts';

const page = pageForFile();

/** A page of its own browser (closed at the end of the file). */
const opened: { close(): Promise<void> }[] = [];
async function browserPage() {
  const browser = await launchBrowser();
  opened.push(browser);
  return (await newPage(browser)).page;
}
afterAll(async () => {
  for (const browser of opened) await browser.close();
});

describe('a temporary password', () => {
  it('opens only the password change until a new one is chosen', async () => {
    const person = await freshUser(ROLE.investor);
    const national = person.phone.replace(/^\+52/, '');

    await page.goto('/auth/password-recovery');
    await page.getByLabel('Número de teléfono').fill(national);
    const beforeRecovery = await lastSmsId(person.phone);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await page.getByText('Si el número está registrado, recibirás una contraseña temporal por SMS.').waitFor();
    let temporary = '';
    await expect.poll(async () => {
      const sms = await newestSms(person.phone);
      temporary = sms && sms.id > beforeRecovery ? (/contraseña temporal es (\S+) \./.exec(sms.message)?.[1] ?? '') : '';
      return temporary;
    }, SCREEN_WAIT).not.toBe('');

    const beforeCode = await lastSmsId(person.phone);
    await page.goto('/auth/login');
    await page.getByLabel('Usuario (correo electrónico)').fill(person.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(temporary);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByRole('heading', { name: 'Verificación' }).waitFor();
    await page.getByLabel('Código de verificación').fill(await codeSentTo(person.phone, beforeCode));
    await page.getByRole('button', { name: 'Verificar' }).click();

    await page.waitForURL(/\/perfil$/);
    await page.getByText('Debes cambiar la contraseña temporal antes de continuar.').waitFor();
    // The menu offers nothing while the password is temporary (the investor's "Inversiones" group is gone).
    expect(await page.getByRole('menuitem', { name: 'Inversiones' }).count()).toBe(0);
    // Another screen by its address sends back to the password change.
    await page.goto('/inversiones');
    await page.waitForURL(/\/perfil$/);
    await page.getByTestId('password-form').waitFor();

    await page.getByLabel('Contraseña actual').fill(temporary);
    await page.getByLabel('Nueva contraseña').fill('Brisa#2026Nueva');
    await page.getByLabel('Confirmar contraseña').fill('Brisa#2026Nueva');
    await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
    await waitForToast(page, 'Contraseña actualizada con éxito');
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/inversiones/dashboard');
    await page.getByRole('menuitem', { name: 'Inversiones' }).first().waitFor();
  });

  it('in English from the sign-in page: the choice is saved, and the session asks for nothing it may not read', async () => {
    const person = await freshUser(ROLE.investor);
    const national = person.phone.replace(/^\+52/, '');
    const other = await browserPage();
    await other.goto('/auth/password-recovery');
    await other.getByRole('button', { name: 'English' }).click();
    await other.getByLabel('Phone number').fill(national);
    const beforeRecovery = await lastSmsId(person.phone);
    await other.getByRole('button', { name: 'Send code' }).click();
    let temporary = '';
    await expect.poll(async () => {
      const sms = await newestSms(person.phone);
      temporary = sms && sms.id > beforeRecovery ? (/temporary password is (\S+) \./.exec(sms.message)?.[1] ?? '') : '';
      return temporary;
    }, SCREEN_WAIT).not.toBe('');

    const refused: string[] = [];
    other.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() >= 400) refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    const beforeCode = await lastSmsId(person.phone);
    await other.goto('/auth/login');
    await other.getByLabel('User (email)').fill(person.email);
    await other.getByLabel('Password', { exact: true }).fill(temporary);
    await other.getByRole('button', { name: 'Sign in' }).click();
    await other.getByRole('heading', { name: 'Verification' }).waitFor();
    await other.getByLabel('Verification code').fill(await codeSentTo(person.phone, beforeCode));
    await other.getByRole('button', { name: 'Verify' }).click();
    await other.waitForURL(/\/perfil$/);
    await other.getByTestId('password-form').waitFor();
    await other.waitForTimeout(1500);
    expect(refused).toEqual([]);
    await expect.poll(async () => (await readRecord<{ language: string }>('user', person.id)).language, SCREEN_WAIT).toBe('en');
  });
});
