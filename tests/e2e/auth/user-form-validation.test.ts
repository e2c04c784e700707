/**
 * The user form checks in the browser before sending (decision 040): a bad RFC, CURP, email
 * or password is named under its field as soon as the field is left, in the screen's language, and
 * saving an invalid form sends nothing. The browser's own bubbles never show (`noValidate`), and an
 * error shows once: under its field, not also in a toast or the Oops dialog.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Request } from 'playwright-core';
import { ROLE } from '../../../schemas/role.ts';
import { pageForFile } from '../support/browser.ts';
import { SCREEN_WAIT, closeDiscardingChanges, dismissToasts, expectNoErrorDialog, fieldMessage, waitForDialog } from '../support/feedback.ts';
import { fieldLabel } from '../support/labels.ts';
import { rowWith, waitForList } from '../support/list-screen.ts';
import { freshUser } from './fresh-user.ts';
import { signInAs } from './sign-in-as.ts';

const page = pageForFile();

/** Every write to the user API the page makes. */
const userWrites: Request[] = [];

function input(dialog: Locator, language: 'es' | 'en', field: string): Locator {
  return dialog.getByLabel(fieldLabel(language, 'user', field), { exact: true });
}

async function typeAndLeave(field: Locator, value: string): Promise<void> {
  await field.fill(value);
  await field.press('Tab');
}

async function expectMessage(dialog: Locator, language: 'es' | 'en', field: string, message: string): Promise<void> {
  await expect.poll(() => fieldMessage(input(dialog, language, field)), SCREEN_WAIT).toBe(message);
}

async function openCreate(title: string, create: string): Promise<Locator> {
  await page.getByLabel(create, { exact: true }).click();
  return waitForDialog(page, title);
}

/** No Oops dialog, and no toast repeats a field's message (react-admin's "check the errors" hint may show). */
async function expectNothingElseShown(fieldMessages: string[]): Promise<void> {
  await expectNoErrorDialog(page);
  const toasts = (await page.getByTestId('caudal-toast').allInnerTexts()).join('\n');
  for (const message of fieldMessages) expect(toasts).not.toContain(message);
  // A native validation bubble would leave the email input invalid in the browser's own eyes.
  expect(await page.locator('form[novalidate]').count()).toBeGreaterThan(0);
}

describe('the user form, in Spanish', () => {
  it('names a bad RFC, CURP and email under their fields when they are left, and a bad email hides nothing', async () => {
    await signInAs(page, await freshUser(ROLE.admin));
    page.on('request', (request) => {
      if (/\/api\/user(\/\d+)?$/.test(new URL(request.url()).pathname) && request.method() !== 'GET') userWrites.push(request);
    });
    await page.goto('/administrador/listas/usuarios');
    // The list is drawn (the demo people may be past its first page: other files add people).
    await waitForList(page);
    const dialog = await openCreate('Crear Usuario', 'Crear');

    await typeAndLeave(input(dialog, 'es', 'rfc'), 'ABC');
    await expectMessage(dialog, 'es', 'rfc', 'El RFC debe tener 12 o 13 caracteres (letras, fecha AAMMDD y 3 caracteres de verificación); se recibió "ABC"');
    await typeAndLeave(input(dialog, 'es', 'curp'), 'XYZ');
    await expectMessage(dialog, 'es', 'curp', 'La CURP debe tener 18 caracteres; se recibió "XYZ"');
    await typeAndLeave(input(dialog, 'es', 'email'), 'no-es-correo');
    await expectMessage(dialog, 'es', 'email', 'El valor no es una dirección de correo válida');
    await typeAndLeave(input(dialog, 'es', 'password'), 'corta');
    await expectMessage(dialog, 'es', 'password', 'La contraseña debe tener al menos 8 caracteres');
    expect(userWrites).toHaveLength(0);
  });

  it('saves nothing while the form is invalid: every field keeps its message, no request leaves', async () => {
    const dialog = await waitForDialog(page, 'Crear Usuario');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expectMessage(dialog, 'es', 'name', 'El valor es obligatorio');
    await expectMessage(dialog, 'es', 'rfc', 'El RFC debe tener 12 o 13 caracteres (letras, fecha AAMMDD y 3 caracteres de verificación); se recibió "ABC"');
    await expectMessage(dialog, 'es', 'email', 'El valor no es una dirección de correo válida');
    expect(userWrites).toHaveLength(0);
    await expectNothingElseShown(['El valor es obligatorio', 'El RFC debe tener', 'El valor no es una dirección de correo válida']);

    // Correcting a field clears its message while the others stay.
    await typeAndLeave(input(dialog, 'es', 'email'), 'valida@pruebas.mx');
    await expectMessage(dialog, 'es', 'email', '');
    await expectMessage(dialog, 'es', 'curp', 'La CURP debe tener 18 caracteres; se recibió "XYZ"');
    await closeDiscardingChanges(page, dialog);
  });

  it('shows a refusal only the server can make (a key already taken) once: under the field, not in the Oops dialog or a toast', async () => {
    await rowWith(page, 'USR-0007').getByLabel('Editar').click();
    const dialog = await waitForDialog(page, 'Usuario');
    await expect.poll(() => input(dialog, 'es', 'key').inputValue(), SCREEN_WAIT).toBe('USR-0007');
    await input(dialog, 'es', 'key').fill('USR-0006');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expectMessage(dialog, 'es', 'key', 'El valor ya existe');
    expect(userWrites.map((request) => request.method())).toEqual(['PUT']);
    await expectNothingElseShown(['El valor ya existe']);
    await closeDiscardingChanges(page, dialog);
  });
});

describe('the user form, in English', () => {
  it('shows the spec’s English words and the English identifier messages, still without a request', async () => {
    userWrites.length = 0;
    // The list is long (other files add people): back to the top, where the app bar shows again.
    await page.evaluate(() => window.scrollTo(0, 0));
    // The Spanish saves' "form is not valid" toasts still cover the toolbar's "Create".
    await dismissToasts(page);
    await page.getByRole('banner').getByRole('button', { name: 'Idioma' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    const dialog = await openCreate('Create User', 'Create');

    await typeAndLeave(input(dialog, 'en', 'email'), 'not-an-email');
    await expectMessage(dialog, 'en', 'email', 'Value is not a valid email address');
    await typeAndLeave(input(dialog, 'en', 'rfc'), 'ABC');
    await expectMessage(dialog, 'en', 'rfc', 'The RFC must have 12 or 13 characters (letters, date YYMMDD, 3 check characters); got "ABC"');
    await typeAndLeave(input(dialog, 'en', 'curp'), 'XYZ');
    await expectMessage(dialog, 'en', 'curp', 'The CURP must have 18 characters; got "XYZ"');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectMessage(dialog, 'en', 'name', 'Value is required');
    expect(userWrites).toHaveLength(0);
    await expectNothingElseShown(['Value is required', 'The RFC must have', 'Value is not a valid email address']);
    await page.screenshot({ path: '/tmp/caudal-user-form-en.png' });
  });
});
