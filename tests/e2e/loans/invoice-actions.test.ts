/**
 * The invoices screen's row actions, in Chromium: a manager records the payment of an invoice the
 * local provider issued (not stamped, so the toast says no payment complement was issued and the
 * detail becomes paid), then cancels another with SAT's motive 02 and sees it cancelled.
 */
import { describe, expect, it } from 'vitest';
import { createRecord } from '../support/api.ts';
import { openApp } from '../support/app.ts';
import { pageForFile } from '../support/browser.ts';
import { SCREEN_WAIT, expectNoErrorDialog, waitForDialog, waitForToast } from '../support/feedback.ts';

const page = pageForFile();

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function api<T>(path: string): Promise<T> {
  const response = await page.request.get(`/api/${path}`);
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

describe('invoice row actions', () => {
  it('records a payment (no complement without folio fiscal) and cancels an invoice', async () => {
    // Two cut-offs passed and a grace long enough that nothing is overdue: collections screens stay as seeded.
    const loan = await createRecord('loan', {
      intelisis_id: `E2E-PAY-${Date.now()}`, mov: 'Préstamo', mov_id: 'E2EP', customer_id: 4, company_id: 1, agent_id: 1, emission: isoDaysAgo(70), expiration: isoDaysAgo(-300),
      days: '45', amount: '500000', interests: '18', currency_id: 1, exchange_rate: '0', status_id: 3,
    });
    await openApp(page, '/prestamos/facturas');
    const details = await api<{ result: { id: number; status_id: number }[] }>(`loan_detail?loan_id=${loan.id}&sort=date_doc&order=asc&take=100`);
    const [first, second] = details.result;
    await page.reload();
    for (const detail of [first, second]) await page.getByLabel(`Detalle ${detail.id}`, { exact: true }).check();
    await page.getByRole('button', { name: 'Generar facturas' }).click();
    await waitForToast(page, 'Facturas ganeradas con éxito');
    const invoices = page.locator('table.RaDatagrid-table');
    const rowOf = (id: number) => invoices.getByRole('row').filter({ has: page.getByRole('cell', { name: `PR-${id}`, exact: true }) });
    await rowOf(first.id).waitFor();

    await rowOf(first.id).getByRole('button', { name: 'Registrar cobro' }).click();
    const dialog = await waitForDialog(page, `Registrar cobro de PR-${first.id}`);
    await dialog.getByLabel('Fecha de pago', { exact: true }).fill(isoDaysAgo(5).split('-').reverse().join('/'));
    await dialog.getByLabel('Forma de pago').click();
    await page.getByRole('option', { name: '03 Transferencia electrónica de fondos' }).click();
    await dialog.getByRole('button', { name: 'Registrar' }).click();
    await waitForToast(page, 'Cobro registrado, sin complemento de pago: la factura no está timbrada y no tiene folio fiscal');
    await expectNoErrorDialog(page);
    await expect.poll(async () => (await api<{ status_id: number }>(`loan_detail/${first.id}`)).status_id, SCREEN_WAIT).toBe(6);

    await rowOf(second.id).getByRole('button', { name: 'Cancelar' }).click();
    const cancel = await waitForDialog(page, `Cancelar PR-${second.id}`);
    await cancel.getByRole('button', { name: 'Cancelar factura' }).click();
    await waitForToast(page, 'Factura cancelada');
    await expect.poll(async () => rowOf(second.id).innerText(), SCREEN_WAIT).toContain('Cancelada');
    await expect.poll(async () => rowOf(second.id).getByRole('button', { name: 'Cancelar' }).count(), SCREEN_WAIT).toBe(0);
  });
});
