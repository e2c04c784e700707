/**
 * The investors' payout run (docs/decisions/250) in Chromium: on Inversiones › Pagos a Gestor prepares the payout run of a window, an Admin
 * (another person) approves it, the SPEI file is downloaded, and the bank's result with one failed line
 * is uploaded: the paid lines show their tracking key, the failed one its reason, and the payments list
 * shows the periods paid. The run reads in English too, and fits a phone. Screenshots go to
 * CAUDAL_SCREENSHOTS when set.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { tinyPdf } from '../../../server/db/demo-files.ts';
import { todayInMexicoCity } from '../../../server/domain/calendar.ts';
import { createRecord } from '../support/api.ts';
import { openApp } from '../support/app.ts';
import { baseUrl, pagePerTest } from '../support/browser.ts';
import { SCREEN_WAIT, expectNoErrorDialog } from '../support/feedback.ts';
import { apiGet, signInAs } from './support.ts';

const browser = pagePerTest();
// A phone's shot is what its screen shows, not the whole page below.
const shot = (page: import('playwright-core').Page, name: string) => (process.env.CAUDAL_SCREENSHOTS ? page.screenshot({ path: `${process.env.CAUDAL_SCREENSHOTS}/${name}.png`, fullPage: !name.includes('phone') }) : undefined);
const WINDOW = { from: '2034-02-01', to: '2034-02-28' };
/** `2034-02-01` as a person types it: `01/02/2034`. */
const dayAsTyped = (iso: string) => iso.split('-').reverse().join('/');

/** A contract as the investment form uploads it first (POST file as Root). */
async function uploadContract(): Promise<string> {
  const { cookie, xsrf } = inject('e2eApiSession');
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(tinyPdf('Contrato', ['Firmado']))], { type: 'application/pdf' }), 'contrato.pdf');
  const response = await fetch(`${baseUrl()}/api/file?entity=investment&field=contract`, { method: 'POST', headers: { cookie, 'x-xsrf-token': xsrf, accept: 'application/json' }, body: form });
  const answer = (await response.json()) as { data: { url: string }[] };
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer.data[0].url;
}

async function investorId(email: string): Promise<number> {
  return (await apiGet<{ result: { id: number }[] }>(`user?email=${encodeURIComponent(email)}`)).result[0].id;
}

describe('Inversiones › Pagos: the payout run', () => {
  it('a Gestor prepares, another Admin approves, the SPEI file is downloaded, a result with one failed line settles it', async () => {
    for (const [email, amount] of [['inversionista@caudal.mx', '1000000'], ['inversionista2@caudal.mx', '2500000'], ['inversionista3@caudal.mx', '800000']] as const) {
      await createRecord('investment', { key: `PAGO-${Math.random().toString(36).slice(2, 8)}`, intelisis_id: 'ITL-E2E', amount, emission: '2034-01-15', duration: '3', currency_id: 1, user_id: await investorId(email), contract: await uploadContract() });
    }

    // The Gestor prepares.
    const gestor = await browser.open();
    await signInAs(gestor, 'gestor@caudal.mx');
    await gestor.goto('/inversiones/pagos');
    const panel = gestor.getByTestId('payout-panel');
    await panel.getByText('Corrida de pagos a inversionistas').waitFor(SCREEN_WAIT);
    // Typed dd/mm/aaaa, as the app's day input takes them; the API receives the window's ISO days.
    await panel.getByLabel('Desde').fill(dayAsTyped(WINDOW.from));
    await panel.getByLabel('Hasta').fill(dayAsTyped(WINDOW.to));
    await panel.getByRole('button', { name: 'Preparar corrida' }).click();
    const gestorDialog = gestor.getByRole('dialog');
    await gestorDialog.getByText('Preparada').first().waitFor(SCREEN_WAIT);
    await gestorDialog.getByText('Sofía Castro Villa').waitFor(SCREEN_WAIT);
    // The Gestor cannot approve: there is no button for it.
    expect(await gestorDialog.getByRole('button', { name: 'Aprobar' }).count()).toBe(0);
    await shot(gestor, 'payout-prepared-gestor-es');
    const run = (await apiGet<{ result: { id: number; window_from: string }[] }>('payout_runs')).result.find((r) => r.window_from === WINDOW.from)!;

    // An Admin approves and downloads the SPEI file.
    const admin = await browser.open({ acceptDownloads: true });
    await openApp(admin, '/inversiones/pagos');
    await admin.getByTestId('payout-panel').getByRole('button', { name: new RegExp(`Corrida ${run.id}\\b`) }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Aprobar' }).click();
    await dialog.getByText('Aprobada').first().waitFor(SCREEN_WAIT);
    const downloading = admin.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Archivo SPEI (CSV)' }).click();
    const download = await downloading;
    const csv = await readFile((await download.path())!, 'utf8');
    const rows = csv.trim().split('\r\n');
    expect(rows[0]).toBe('referencia,clabe_beneficiario,nombre_beneficiario,rfc_beneficiario,importe,concepto');
    expect(rows).toHaveLength(4);
    expect(csv).toContain('SOFIA CASTRO VILLA');
    await dialog.getByText('Enviada al banco').first().waitFor(SCREEN_WAIT);
    await dialog.getByText(/spei-csv · 3 líneas · SHA-256 [0-9a-f]{64}/).waitFor(SCREEN_WAIT);

    // A due line settled by hand takes its day as dd/mm/aaaa (the app's day input, today by default); cancelled here.
    await dialog.getByRole('button', { name: 'Pagado', exact: true }).first().click();
    const settleDay = dialog.getByLabel('Fecha', { exact: true });
    expect(await settleDay.getAttribute('type')).toBe('text');
    expect(await settleDay.inputValue()).toBe(dayAsTyped(todayInMexicoCity(new Date())));
    await settleDay.fill('');
    await settleDay.pressSequentially('16022034');
    expect(await settleDay.inputValue()).toBe('16/02/2034');
    await shot(admin, 'payout-line-settle-admin-es');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    // The bank's result: the second transfer returned.
    const result = ['referencia,clabe_beneficiario,importe,estado,clave_rastreo,fecha,motivo'];
    rows.slice(1).forEach((row, i) => {
      const [reference, clabe, , , amount] = row.split(',');
      result.push(i === 1 ? `${reference},${clabe},${amount},DEVUELTA,,2034-02-16,Cuenta bloqueada` : `${reference},${clabe},${amount},LIQUIDADA,BNK${reference}RASTREO,2034-02-16,`);
    });
    await dialog.getByTestId('payout-result-file').setInputFiles({ name: 'resultado.csv', mimeType: 'text/csv', buffer: Buffer.from(result.join('\r\n')) });
    await admin.getByText('Resultado aplicado: 2 pagados, 1 fallidos, 0 sin cambio').waitFor(SCREEN_WAIT);
    await dialog.getByText('Cuenta bloqueada').waitFor(SCREEN_WAIT);
    await dialog.getByText(/BNK\d+RASTREO · 16\/02\/2034/).first().waitFor(SCREEN_WAIT);
    expect(await dialog.getByText('Pagado', { exact: true }).count()).toBe(2);
    expect(await dialog.getByText('Fallido', { exact: true }).count()).toBe(1);
    await shot(admin, 'payout-settled-admin-es');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();

    // The payments list shows the two periods paid that day.
    const paid = await apiGet<{ total: number }>('payments?paid_at=2034-02-16&take=1');
    expect(paid.total).toBe(2);

    // The month's statements of every investor, with the progress.
    const statements = admin.getByTestId('statements-panel');
    await statements.getByLabel('Mes', { exact: true }).fill('02/2034');
    await statements.getByRole('button', { name: 'Generar estados de cuenta' }).click();
    await expect.poll(() => statements.getByRole('status').innerText().catch(() => ''), { timeout: 30_000, interval: 200 }).toMatch(/Listo: 3 de 3 estados de cuenta de feb 2034/);
    await shot(admin, 'payout-statements-admin-es');
    await expectNoErrorDialog(admin);
  });

  it("the investor finds the month's statement in the portal's documents and opens its PDF", async () => {
    const page = await browser.open();
    await signInAs(page, 'inversionista@caudal.mx');
    await page.goto('/inversiones/dashboard');
    await page.getByRole('button', { name: 'Documentos y contratos' }).click();
    const list = page.getByRole('dialog').getByTestId('investor-statements');
    await list.getByText(/feb 2034 · MXN · pagado \$9,568\.95/).waitFor(SCREEN_WAIT);
    const href = await list.getByRole('link', { name: 'PDF' }).first().getAttribute('href');
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await shot(page, 'payout-statement-investor-es');
    await expectNoErrorDialog(page);
  });

  it('reads in English and fits a phone', async () => {
    const page = await browser.open({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await openApp(page, '/inversiones/pagos');
    await page.getByTestId('payout-panel').waitFor(SCREEN_WAIT);
    await page.getByRole('banner').getByRole('button', { name: 'Idioma' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    try {
      const panel = page.getByTestId('payout-panel');
      await panel.getByText('Investor payout run').waitFor(SCREEN_WAIT);
      await panel.getByRole('button', { name: 'Prepare run' }).waitFor(SCREEN_WAIT);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      await shot(page, 'payout-panel-phone-en');
      await panel.getByRole('button', { name: /^Open run Run \d+/ }).first().click();
      await page.getByRole('dialog').getByText('Settled').first().waitFor(SCREEN_WAIT);
      await shot(page, 'payout-run-phone-en');
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    } finally {
      await page.getByRole('banner').getByRole('button', { name: 'Language' }).click();
      await page.getByRole('menuitem', { name: 'Español' }).click();
    }
    await expectNoErrorDialog(page);
  });
});
