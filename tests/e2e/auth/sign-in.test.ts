/**
 * Signing in (spec sections 2 and 4): every demo account signs in with the code sent to its phone and
 * lands where its role belongs; the session items are stored; the code page's resend waits 60 s.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pagePerTest } from '../support/browser.ts';
import { freshUser } from './fresh-user.ts';
import { caudalItems, demoAccount, signInAs, submitCredentials, type DemoUsername } from './sign-in-as.ts';

let page: Page;
const pages = pagePerTest();

const LANDINGS: [DemoUsername, string][] = [
  ['admin', '/inversiones/inversionistas'],
  ['gestor', '/inversiones/inversionistas'],
  ['inversionista', '/inversiones/dashboard'],
  ['cliente', '/perfil'],
  ['root', '/perfil'],
];

describe('signing in with the code', () => {
  it.each(LANDINGS)('%s signs in with the code sent to its phone and lands on %s', async (username, landing) => {
    page = await pages.open();
    const account = demoAccount(username);
    await signInAs(page, account);

    await page.waitForURL((url) => url.pathname === landing);
    await page.getByTestId('user-name').getByText(account.name).waitFor();
    const items = Object.fromEntries(await caudalItems(page));
    expect(Object.keys(items).sort()).toEqual(['caudal.permissions', 'caudal.session', 'caudal.user']);
    expect(JSON.parse(items['caudal.user'])).toMatchObject({ id: account.id, role_id: account.role_id });
    // The sidebar list travels as base64 of its JSON.
    expect(Array.isArray(JSON.parse(Buffer.from(items['caudal.permissions'], 'base64').toString('utf8')))).toBe(true);
  });

  it('a wrong code shows "Error." with the reason and signs nobody in', async () => {
    page = await pages.open();
    await submitCredentials(page, await freshUser(4));
    await page.getByLabel('Código de verificación').fill('000000');
    await page.getByRole('button', { name: 'Verificar' }).click();
    const alert = page.getByRole('alert');
    await alert.getByText('Error.').waitFor();
    expect(await alert.innerText()).toMatch(/Código (incorrecto|expirado)/);
    expect(await caudalItems(page)).toEqual([]);
  });

  it('a wrong password says so and stays on the login', async () => {
    page = await pages.open();
    await page.goto('/auth/login');
    await page.getByLabel('Usuario (correo electrónico)').fill('admin@caudal.mx');
    await page.getByLabel('Contraseña', { exact: true }).fill('Not-the-password-1');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByRole('alert').getByText('Usuario o contraseña incorrectos').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/login');
  });
});

describe('the code page', () => {
  it('blocks resend for 60 s with a visible countdown, and the server refuses an early resend too', async () => {
    page = await pages.open();
    // The page's clock is ours to move; the server keeps real time.
    await page.clock.install();
    await submitCredentials(page, await freshUser(6));
    const resend = page.getByRole('button', { name: 'Reenviar código' });
    const countdown = page.getByRole('timer');

    expect(await resend.isDisabled()).toBe(true);
    // It counts from the moment the code was sent: the page may be drawn a second or two after it.
    const secondsShown = async () => Number(/^Podrás reenviar el código en (\d+) s$/.exec(await countdown.innerText())?.[1] ?? NaN);
    const first = await secondsShown();
    expect(first).toBeGreaterThanOrEqual(55);
    expect(first).toBeLessThanOrEqual(60);
    await page.clock.runFor(20_000);
    await expect.poll(secondsShown).toBeLessThanOrEqual(first - 20);
    expect(await secondsShown()).toBeGreaterThanOrEqual(first - 23);
    expect(await resend.isDisabled()).toBe(true);

    await page.clock.runFor(41_000);
    await countdown.waitFor({ state: 'detached' });
    expect(await resend.isEnabled()).toBe(true);
    // Only seconds of real time have passed: the server's own 60 s rule answers.
    await resend.click();
    await page.getByRole('alert').waitFor();
  });
});
