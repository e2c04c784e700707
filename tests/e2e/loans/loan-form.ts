/**
 * The loan form as a manager fills it, on /prestamos/prestamos: the create dialog opened, DOMAIN.md's
 * worked example typed in (500,000 pesos at 18 % from 2026-01-10 to 2026-04-10, for a company), and
 * the open dialog handed back, so that a test may add a field before it saves.
 */
import type { Locator, Page } from 'playwright-core';
import { openApp } from '../support/app.ts';
import { waitForDialog } from '../support/feedback.ts';
import { waitForList } from '../support/list-screen.ts';

export async function fillNewLoan(page: Page, folio: string, movementId: string): Promise<Locator> {
  await openApp(page, '/prestamos/prestamos');
  await waitForList(page);
  await page.getByLabel('Crear', { exact: true }).click();
  const dialog = await waitForDialog(page, 'Crear Préstamo');
  const pick = async (label: string, option: string) => {
    await dialog.getByLabel(label, { exact: true }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  await dialog.getByLabel('ID Intelisis', { exact: true }).fill(folio);
  await dialog.getByLabel('Movimiento', { exact: true }).fill('Préstamo');
  await dialog.getByLabel('ID movimiento', { exact: true }).fill(movementId);
  await pick('Cliente', 'UNIVERSIDAD ROBOTICA ESPAÑOLA');
  await pick('Empresa', 'Caudal Capital SAPI de CV');
  await pick('Agente', 'María Fernanda López Ruiz');
  await dialog.getByLabel('Emisión', { exact: true }).fill('10/01/2026');
  await dialog.getByLabel('Vencimiento', { exact: true }).fill('10/04/2026');
  await dialog.getByLabel('Días de gracia', { exact: true }).fill('5');
  await dialog.getByLabel('Monto', { exact: true }).fill('500000');
  await dialog.getByLabel('Tasa anual %', { exact: true }).fill('18');
  await pick('Moneda', 'Peso mexicano');
  await dialog.getByLabel('Residual', { exact: true }).fill('0');
  await pick('Estatus', 'En proceso');
  return dialog;
}
