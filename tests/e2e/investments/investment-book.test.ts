/**
 * The investment book in Chromium, as an administrator works it: create an investment with its
 * contract (the schedule appears under Pagos), attach a CFDI to a payment, delete a payment and
 * reactivate it, and conclude the investment on an available date.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp } from '../support/app.ts';
import { pageForFile } from '../support/browser.ts';
import { SCREEN_WAIT, expectNoErrorDialog, waitForDialog, waitForToast } from '../support/feedback.ts';
import { bodyRows, rowWith, waitForList } from '../support/list-screen.ts';
import { apiGet, pdfFile } from './support.ts';

const KEY = `E2E-${Date.now().toString(36).toUpperCase()}`;

const page = pageForFile();
let investmentId: number;

async function choose(scope: Page | ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const paymentsUrl = (filter: Record<string, unknown>) => `/inversiones/pagos?filter=${encodeURIComponent(JSON.stringify(filter))}`;

describe('the investment book', () => {
  it('creates an investment with a contract upload; its schedule is computed', async () => {
    await openApp(page, '/inversiones/inversiones');
    await waitForList(page);
    await page.getByLabel('Crear', { exact: true }).click();
    const dialog = await waitForDialog(page, 'Crear Inversión');

    // A wrong extension is refused in the spec's words before anything is sent.
    await dialog.getByTestId('file-contract').setInputFiles({ ...pdfFile('contrato.docx'), mimeType: 'application/octet-stream' });
    await dialog.getByText('El archivo debe tener extensión .pdf').waitFor();

    await dialog.getByLabel('Clave', { exact: true }).fill(KEY);
    // Another investor than the demo one, whose dashboards the investor-portal tests read.
    await choose(dialog, 'Inversionista', 'Diana Hernández López');
    await dialog.getByLabel('ID Intelisis', { exact: true }).fill('ITL-E2E');
    await dialog.getByLabel('Monto', { exact: true }).fill('500000');
    await dialog.getByLabel('Emisión', { exact: true }).fill('10/02/2026');
    await choose(dialog, 'Plazo', '6 meses');
    await choose(dialog, 'Moneda', 'Peso mexicano');
    await dialog.getByTestId('file-contract').setInputFiles(pdfFile('contrato.pdf'));
    await waitForToast(page, 'Archivo subido con éxito');
    await dialog.getByRole('link', { name: 'Ver archivo' }).waitFor();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await waitForToast(page, 'Registro creado con éxito');

    const row = rowWith(page, KEY);
    await row.waitFor();
    expect(await row.innerText()).toContain('$500,000.00');
    expect(await row.innerText()).toContain('En proceso');
    const [created] = (await apiGet<{ result: { id: number; contract: string }[] }>(`investment?q=${KEY}`)).result;
    investmentId = created.id;
    expect(created.contract).toMatch(/^\/api\/files\//);
  });

  it('lists its six payments under Pagos and attaches a CFDI to the first, stored at once without a second save', async () => {
    await rowWith(page, KEY).getByRole('button', { name: 'Pagos' }).click();
    await waitForList(page);
    await expect.poll(() => bodyRows(page).count(), SCREEN_WAIT).toBe(6);
    // Newest payment date first: the first payment is the last row.
    const first = bodyRows(page).last();
    expect(await first.innerText()).toContain('10/03/2026');
    await first.getByRole('button', { name: 'Editar' }).click();
    const dialog = await waitForDialog(page, 'Pago');
    await dialog.getByTestId('file-cfdi_pdf_location').setInputFiles(pdfFile('cfdi-marzo.pdf'));
    await waitForToast(page, 'Archivo subido con éxito');
    // The record already holds the file: nothing is left to save, and closing the form loses nothing.
    await dialog.getByRole('link', { name: 'Ver archivo' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Guardar' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect.poll(() => bodyRows(page).last().getByRole('link', { name: 'Ver archivo' }).count(), SCREEN_WAIT).toBe(1);
    const [payment] = (await apiGet<{ result: { cfdi_pdf_location: string | null; cfdi_xml_location: string | null }[] }>(`investment_detail?investment_id=${investmentId}&sort=date_payment&order=asc&take=1`)).result;
    expect(payment.cfdi_pdf_location).toMatch(/^\/api\/files\/[0-9a-f]{32}\.pdf$/);
    expect(payment.cfdi_xml_location).toBeNull();
    await expectNoErrorDialog(page);
  });

  it('deletes a payment and reactivates it', async () => {
    const last = rowWith(page, '10/08/2026');
    await last.getByRole('button', { name: 'Eliminar' }).click();
    const dialog = await waitForDialog(page, 'Eliminar registro');
    await dialog.getByText('Podrás reactivarlo después desde la lista de eliminados.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await waitForToast(page, 'Registro eliminado con exito');
    await expect.poll(() => bodyRows(page).count(), SCREEN_WAIT).toBe(5);

    await page.goto(paymentsUrl({ investment_id: investmentId, trashed: 'only' }));
    await waitForList(page);
    await expect.poll(() => bodyRows(page).count(), SCREEN_WAIT).toBe(1);
    await rowWith(page, '10/08/2026').getByRole('button', { name: 'Reactivar' }).click();
    await waitForToast(page, 'Registro reactivado con exito');

    await page.goto(paymentsUrl({ investment_id: investmentId }));
    await waitForList(page);
    await expect.poll(() => bodyRows(page).count(), SCREEN_WAIT).toBe(6);
  });

  it('concludes the investment on an available date', async () => {
    await openApp(page, '/inversiones/inversiones');
    await waitForList(page);
    await rowWith(page, KEY).getByRole('button', { name: 'Concluir inversión' }).click();
    const dialog = await waitForDialog(page, `Concluir la inversión ${KEY}`);
    // The dates load after the dialog opens: wait for all six rather than count them at once.
    await expect.poll(() => dialog.getByText('Disponible', { exact: true }).count(), SCREEN_WAIT).toBe(6);
    await dialog.getByLabel(/10\/05\/2026/).check();
    await dialog.getByRole('button', { name: 'Concluir' }).click();
    await waitForToast(page, 'Registro actualizado con éxito');
    await expect.poll(() => rowWith(page, KEY).innerText(), SCREEN_WAIT).toContain('Concluida');
    expect(await rowWith(page, KEY).innerText()).toContain('10/05/2026');
    // The schedule ends on the chosen date.
    const details = await apiGet<{ total: number }>(`investment_detail?investment_id=${investmentId}&take=1`);
    expect(details.total).toBe(3);
  });
});
