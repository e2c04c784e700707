/**
 * Users (spec: user) through their screen: the administrator creates an investor with a password and
 * a lada, the password is never shown back, an edit leaves it alone, and the new person can sign in
 * with it. The row action "inversiones" leads to that user's investments.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { clabeCheckDigit, curpCheckDigit, rfcCheckDigit } from '../../../schemas/rules/identifiers.ts';
import { pagePerTest } from '../support/browser.ts';
import { waitForDialog, waitForToast } from '../support/feedback.ts';
import { rowWith, waitForList } from '../support/list-screen.ts';
import { freshUser } from './fresh-user.ts';
import { signInAs } from './sign-in-as.ts';

let page: Page;
const pages = pagePerTest();

const RFC = `VEPA800101AB${rfcCheckDigit('VEPA800101AB')}`;
const CURP = `VEPA800101MDFLRN0${curpCheckDigit('VEPA800101MDFLRN0')}`;
const CLABE = `01218000123456789${clabeCheckDigit('01218000123456789')}`;
const NEW_USER = { email: 'ana.vela@demo.caudal.mx', name: 'Ana Vela Pardo', phone: '5598765432', password: 'Rio-Bravo#2026' };

async function choose(dialog: Locator, label: string, option: string): Promise<void> {
  await dialog.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('the users screen', () => {
  it('creates an investor with password and lada; the password is never shown and the person can sign in', async () => {
    page = await pages.open();
    await signInAs(page, await freshUser(3));
    await page.goto('/administrador/listas/usuarios');
    // The list is drawn (the demo people may be past its first page: other files add people).
    await waitForList(page);

    await page.getByLabel('Crear', { exact: true }).click();
    const dialog = await waitForDialog(page, 'Crear Usuario');
    const fill = (label: string, value: string) => dialog.getByLabel(label, { exact: true }).fill(value);
    // A long form in groups, two columns on a desktop.
    for (const heading of ['Persona', 'Acceso y contacto', 'Datos bancarios']) await dialog.getByRole('heading', { name: heading, exact: true }).waitFor();
    const keyBox = (await dialog.getByLabel('Clave', { exact: true }).boundingBox())!;
    const nameBox = (await dialog.getByLabel('Nombre', { exact: true }).boundingBox())!;
    expect(Math.abs(keyBox.y - nameBox.y)).toBeLessThan(4);
    expect(nameBox.x).toBeGreaterThan(keyBox.x + keyBox.width);
    if (process.env.CAUDAL_SCREENSHOTS) await page.screenshot({ path: `${process.env.CAUDAL_SCREENSHOTS}/user-form-sections.png` });
    await fill('Clave', 'INV-AVP');
    await fill('Nombre de usuario', 'avela');
    await fill('Nombre', NEW_USER.name);
    await fill('RFC', RFC);
    await fill('CURP', CURP);
    await fill('Banco', 'Banorte');
    await fill('Cuenta bancaria', '0987654321');
    await fill('CLABE', CLABE);
    await fill('Correo electrónico', NEW_USER.email);
    await choose(dialog, 'Rol', 'Inversionista');
    await choose(dialog, 'Tipo', 'Inversionista');
    await choose(dialog, 'Tipo de persona', 'Persona física');
    expect(await dialog.getByRole('combobox', { name: 'Lada', exact: true }).innerText()).toBe('MX +52');
    await fill('Teléfono', NEW_USER.phone);
    await fill('Contraseña', NEW_USER.password);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await waitForToast(page, 'Registro creado con éxito');

    const row = rowWith(page, NEW_USER.email);
    await row.waitFor();
    // The server put the lada in front of the number.
    // The list writes a phone as people do (src/framework/format.ts: formatPhone).
    expect(await row.innerText()).toContain('+52 55 9876 5432');
    expect(await page.getByText(NEW_USER.password).count()).toBe(0);

    // An edit shows no password and, left unticked, sends none.
    await row.getByLabel('Editar', { exact: true }).click();
    // The edit dialog names the record it edits.
    const edit = await waitForDialog(page, `Usuario: ${NEW_USER.name}`);
    expect(await edit.getByLabel('Contraseña', { exact: true }).count()).toBe(0);
    // A person's name is a four-eyes field (decision 190): the form says so, and the save holds it for someone else's approval.
    await edit.getByTestId('four-eyes-hint').waitFor();
    await edit.getByLabel('Nombre', { exact: true }).fill(`${NEW_USER.name} Editada`);
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await waitForToast(page, 'Cambio enviado a aprobación: otra persona con permiso debe aprobar Nombre. Lo demás se guardó.');
    await rowWith(page, NEW_USER.email).waitFor();
    expect(await rowWith(page, NEW_USER.email).innerText()).not.toContain(`${NEW_USER.name} Editada`);

    // "inversiones" opens that user's investments.
    const id = (await rowWith(page, NEW_USER.email).locator('td').first().innerText()).trim();
    await rowWith(page, NEW_USER.email).getByLabel('Inversiones', { exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/inversiones/inversiones/${id}`);

    // The new investor signs in with the password the administrator set (and kept through the edit).
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await signInAs(page, { id: Number(id), email: NEW_USER.email, phone: `+52${NEW_USER.phone}`, name: NEW_USER.name, role_id: 5, password: NEW_USER.password });
    await page.waitForURL((url) => url.pathname === '/inversiones/dashboard');
  });
});
