/**
 * Loans as a manager works them, in Chromium, on the seeded demo loans: invoice two details and open
 * their files, upload a CFDI by hand; generate a charge for an overdue loan and see status 8 by name (no second charge), then
 * update it on Cargos; close a loan; send one to recalculate and see the list refresh; follow the
 * payment calendar; create a loan and find its computed schedule in its details.
 */
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { openApp } from '../support/app.ts';
import { pageForFile } from '../support/browser.ts';
import { fillNewLoan } from './loan-form.ts';
import { SCREEN_WAIT, expectNoErrorDialog, fieldMessage, waitForDialog, waitForToast } from '../support/feedback.ts';
import { rowWith, waitForList } from '../support/list-screen.ts';

const page = pageForFile();

/** GET through the signed-in browser (its session cookie), as the screen's own requests go. */
async function api<T>(path: string): Promise<T> {
  const response = await page.request.get(`/api/${path}`);
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

async function loanRow(folio: string): Promise<Locator> {
  await waitForList(page);
  return rowWith(page, folio);
}

describe('invoicing', () => {
  it('invoices two due details and shows their XML and PDF', async () => {
    await openApp(page, '/prestamos/facturas');
    const candidates = page.getByTestId('invoice-candidates');
    await candidates.waitFor();
    const due = await api<{ result: { id: number; intelisis_id: string }[] }>('loan_detail/toInvoice?take=100');
    const chosen = ['PR-2026-0103', 'PR-2026-0102'].map((folio) => due.result.find((d) => d.intelisis_id === folio)!);
    expect(chosen.every(Boolean)).toBe(true);
    // The card shows a page of candidates: each is found by its loan's folio, and the selection stays while searching.
    const search = page.getByTestId('invoice-candidates-search');
    for (const detail of chosen) {
      await search.fill(detail.intelisis_id);
      await page.getByLabel(`Detalle ${detail.id}`, { exact: true }).check();
    }
    await expect.poll(() => page.getByText('2 seleccionados').isVisible(), SCREEN_WAIT).toBe(true);
    await page.getByRole('button', { name: 'Generar facturas' }).click();
    await waitForToast(page, 'Facturas ganeradas con éxito');
    await expectNoErrorDialog(page);

    // The invoiced details leave the candidates and appear among the invoices, with their files.
    for (const detail of chosen) await page.getByLabel(`Detalle ${detail.id}`, { exact: true }).waitFor({ state: 'detached' });
    // The invoices are the screen's generic list, below the candidates.
    const invoices = page.locator('table.RaDatagrid-table');
    for (const detail of chosen) await invoices.getByRole('cell', { name: `PR-${detail.id}`, exact: true }).waitFor();
    const row = invoices.getByRole('row').filter({ has: page.getByRole('cell', { name: `PR-${chosen[0].id}`, exact: true }) });
    expect(await row.innerText()).toContain('Sin timbrar');

    const xmlUrl = await row.getByRole('link', { name: 'XML' }).getAttribute('href');
    const xml = await page.request.get(xmlUrl!);
    expect(xml.status()).toBe(200);
    const text = await xml.text();
    expect(text).toContain('<cfdi:Comprobante');
    expect(text).toContain('Rfc="EKU9003173C9"');
    const pdfUrl = await row.getByRole('link', { name: 'PDF' }).getAttribute('href');
    expect((await (await page.request.get(pdfUrl!)).body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('shows the files in the loan’s details', async () => {
    await openApp(page, '/prestamos/prestamos');
    await (await loanRow('PR-2026-0103')).getByLabel('Detalles del préstamo').click();
    const dialog = await waitForDialog(page, 'Detalles del préstamo PR-2026-0103');
    const first = dialog.getByTestId('loan-details').locator('tbody tr').first();
    await first.getByRole('link', { name: 'XML' }).waitFor();
    await first.getByRole('link', { name: 'PDF' }).waitFor();
    expect(await first.innerText()).toContain('Facturado');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
  });

  it('uploads a CFDI by hand for a detail and links it', async () => {
    await openApp(page, '/prestamos/prestamos');
    await (await loanRow('PR-2026-0107')).getByLabel('Detalles del préstamo').click();
    const dialog = await waitForDialog(page, 'Detalles del préstamo PR-2026-0107');
    const first = dialog.getByTestId('loan-details').locator('tbody tr').first();
    await first.waitFor();
    expect(await first.getByRole('link').count()).toBe(0);
    const input = first.locator('input[type="file"]');
    await input.setInputFiles({ name: 'cfdi-externo.xml', mimeType: 'application/xml', buffer: Buffer.from('<?xml version="1.0"?><cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4"/>') });
    await waitForToast(page, 'Archivo subido con éxito');
    await first.getByRole('link', { name: 'XML' }).waitFor();
    expect(await first.getByRole('link', { name: 'PDF' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
  });
});

describe('collections and charges', () => {
  it('generates the charge of an overdue loan and shows status 8', async () => {
    await openApp(page, '/prestamos/cobros');
    const row = await loanRow('PR-2026-0101');
    expect(await row.getByTestId('charge-status').getAttribute('data-status')).toBe('7');
    await row.getByRole('button', { name: 'Generar cobro' }).click();
    await waitForToast(page, 'Actualizado con éxito');
    // The chip shows the status's name, not its id; the charge is generated once, so the button is off.
    await expect.poll(() => row.getByTestId('charge-status').innerText(), SCREEN_WAIT).toBe('Cobro generado');
    expect(await row.getByTestId('charge-status').getAttribute('data-status')).toBe('8');
    expect(await row.getByRole('button', { name: 'Generar cobro' }).isDisabled()).toBe(true);
  });

  it('updates a charge on Cargos', async () => {
    await openApp(page, '/prestamos/cargos');
    await waitForList(page);
    const row = rowWith(page, 'PR-2026-0101').first();
    await row.getByLabel('Actualizar cargo').click();
    const dialog = await waitForDialog(page, 'Actualizar el cargo');
    await dialog.getByLabel('Estatus').click();
    await page.getByRole('option', { name: 'Pagado', exact: true }).click();
    await dialog.getByRole('button', { name: 'Actualizar cargo' }).click();
    await waitForToast(page, 'Cargo actualizado con éxito');
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('the loan lifecycle', () => {
  it('closes a loan, which then appears among the concluded', async () => {
    await openApp(page, '/prestamos/prestamos');
    await (await loanRow('PR-2026-0107')).getByLabel('Cerrar préstamo').click();
    const dialog = await waitForDialog(page, 'Cerrar el préstamo PR-2026-0107');

    // A date after today is refused with one message, under the field: no toast, no Oops dialog.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
    const dateInput = dialog.getByTestId('close-date');
    // Typed as a person types it: dd/mm/aaaa (docs/decisions/224).
    await dateInput.fill('31/01/2099');
    await dialog.getByRole('button', { name: 'Cerrar préstamo' }).click();
    const refusal = `La fecha de pago no puede ser posterior a hoy (${today.split("-").reverse().join('/')})`;
    await expect.poll(() => fieldMessage(dateInput), SCREEN_WAIT).toBe(refusal);
    expect(await page.getByText(refusal).count()).toBe(1);
    expect(await page.getByTestId('caudal-toast').count()).toBe(0);
    await expectNoErrorDialog(page);
    await dateInput.fill(today.split('-').reverse().join('/'));
    await dialog.getByRole('button', { name: 'Cerrar préstamo' }).click();
    await waitForToast(page, 'Registro actualizado con éxito');
    await expect.poll(async () => (await rowWith(page, 'PR-2026-0107').innerText()).includes('Concluida'), SCREEN_WAIT).toBe(true);

    await openApp(page, '/prestamos/concluidos');
    await (await loanRow('PR-2026-0107')).waitFor();
  });

  it('sends a loan to recalculate and the list refreshes with its new rate', async () => {
    await openApp(page, '/prestamos/prestamos');
    const row = await loanRow('PR-2026-0102');
    expect(await row.innerText()).toContain('16.00%');
    await row.getByLabel('Enviar a recalcular').click();
    const dialog = await waitForDialog(page, 'Enviar a recalcular el préstamo PR-2026-0102');
    await dialog.getByLabel('Tasa anual %').fill('12');
    await dialog.getByRole('button', { name: 'Enviar a recalcular' }).click();
    await waitForToast(page, 'Préstamo enviado a recalcular');
    await expect.poll(async () => (await rowWith(page, 'PR-2026-0102').innerText()).includes('12.00%'), SCREEN_WAIT).toBe(true);
    await expectNoErrorDialog(page);
  });
});

describe('the payment calendar', () => {
  type Days = { from: string; days: { date: string; payments: number }[]; total: number };
  type Entries = { result: { intelisis_id: string }[] };
  /** Each day with payments shows how many; opening the day lists them (a page at a time). */
  async function expectDays(calendar: Locator, month: Days): Promise<void> {
    for (const day of month.days) {
      const cell = calendar.locator(`[data-date="${day.date}"]`);
      await cell.getByText(day.payments === 1 ? '1 pago' : `${day.payments} pagos`, { exact: true }).waitFor();
    }
    const first = month.days[0];
    if (!first) return;
    const entries = await api<Entries>(`loan/calendar?from=${first.date}&to=${first.date}&take=10&page=1`);
    await calendar.locator(`[data-date="${first.date}"]`).getByRole('button').click();
    const shown = page.getByTestId('calendar-day');
    for (const entry of entries.result) await shown.getByText(entry.intelisis_id, { exact: true }).first().waitFor();
    expect(await shown.locator('tbody tr').count()).toBe(entries.result.length);
    await page.getByRole('button', { name: 'Cerrar' }).click();
    await shown.waitFor({ state: 'detached' });
  }

  it('shows this month’s payment dates of running loans on their days, and moves between months', async () => {
    await openApp(page, '/prestamos/vigentes');
    const calendar = page.getByTestId('loan-calendar');
    await calendar.waitFor();
    const month = await api<Days>('loan/calendar/days');
    expect(month.total).toBeGreaterThan(0);
    await expectDays(calendar, month);

    const next = await api<Days>(`loan/calendar/days?month=${nextMonth(month.from)}`);
    await calendar.getByLabel('Mes siguiente').click();
    await calendar.locator(`[data-date="${next.from}"]`).waitFor();
    await expectDays(calendar, next);
  });
});

function nextMonth(date: string): string {
  const [year, month] = date.split('-').map(Number);
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

describe('creating a loan', () => {
  it('computes its schedule, shown in its details', async () => {
    const dialog = await fillNewLoan(page, 'PR-E2E-0001', 'E2E1');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await waitForToast(page, 'Registro creado con éxito');

    await (await loanRow('PR-E2E-0001')).getByLabel('Detalles del préstamo').click();
    const details = await waitForDialog(page, 'Detalles del préstamo PR-E2E-0001');
    const rows = details.getByTestId('loan-details').locator('tbody tr');
    await expect.poll(() => rows.count(), SCREEN_WAIT).toBe(3);
    // DOMAIN.md's worked example: interest 7,750.00, 4,666.67, 2,583.33.
    expect(await rows.allInnerTexts()).toEqual([
      expect.stringMatching(/^1\s+10\/02\/2026\s+15\/02\/2026\s+31\s+\$166,666\.67\s+\$7,750\.00\s+\$174,416\.67\s+Pendiente/),
      expect.stringMatching(/^2\s+10\/03\/2026\s+15\/03\/2026\s+28\s+\$166,666\.67\s+\$4,666\.67\s+\$171,333\.34/),
      expect.stringMatching(/^3\s+10\/04\/2026\s+15\/04\/2026\s+31\s+\$166,666\.66\s+\$2,583\.33\s+\$169,249\.99/),
    ]);
  });

  it("an .xml uploaded in a detail's form is its CFDI XML, stored at once without a second save", async () => {
    const [loan] = (await api<{ result: { id: number }[] }>('loan?intelisis_id=PR-E2E-0001')).result;
    await page.goto(`/administrador/listas/prestamos-detalles?filter=${encodeURIComponent(JSON.stringify({ loan_id: loan.id }))}&sort=date_doc&order=ASC`);
    await waitForList(page);
    await rowWith(page, '10/02/2026').getByRole('button', { name: 'Editar' }).click();
    const dialog = await waitForDialog(page, 'Detalle de préstamo');
    await dialog.getByTestId('file-cfdi_pdf_location').setInputFiles({ name: 'cfdi-febrero.xml', mimeType: 'application/xml', buffer: Buffer.from('<?xml version="1.0"?><cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0"/>') });
    await waitForToast(page, 'Archivo subido con éxito');
    await dialog.getByTestId('file-link-cfdi_xml_location').waitFor();
    expect(await dialog.getByTestId('file-link-cfdi_pdf_location').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Guardar' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Cerrar', { exact: true }).click();
    const [first] = (await api<{ result: { cfdi_pdf_location: string | null; cfdi_xml_location: string | null }[] }>(`loan_detail?loan_id=${loan.id}&sort=date_doc&order=asc&take=1`)).result;
    expect(first.cfdi_xml_location).toMatch(/^\/api\/files\/[0-9a-f]{32}\.xml$/);
    expect(first.cfdi_pdf_location).toBeNull();
  });
});
