/**
 * An Admin brings a running investment in with its opening balances (docs/decisions/280): on Inversiones,
 * Importar says what the history columns mean; an xlsx written by the test holds an investment in its
 * fifth month with four periods paid; applied, its schedule shows them paid, and the same file again
 * changes nothing. The investor reads "Contrato pendiente" among its documents; a Gestor is offered no
 * Importar on the same list. The investor is made for this file: the demo investors' passwords and books
 * belong to the files that are about them (profile changes one's password).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMonthsClamped, todayInMexicoCity } from '../../../server/domain/calendar.ts';
import { openApp } from '../support/app.ts';
import { newPage, pageForFile } from '../support/browser.ts';
import { SCREEN_WAIT } from '../support/feedback.ts';
import { waitForList } from '../support/list-screen.ts';
import { signInAs } from '../investments/support.ts';
import { freshUser } from '../auth/fresh-user.ts';
import { signInAs as signInAsAccount, type DemoAccount } from '../auth/sign-in-as.ts';

const page = pageForFile();
let investor: DemoAccount;
const KEY = `E2E-INV-SALDO-${Math.random().toString(36).slice(2, 7).toUpperCase()}`;

const today = todayInMexicoCity(new Date());
const fifteenth = `${today.slice(0, 7)}-15`;
/** On the 15th, four months and some days ago: periods 1..4 have ended, each paid the day after. */
const emission = addMonthsClamped(fifteenth, today >= fifteenth ? -4 : -5);
const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const paidDays = Array.from({ length: 4 }, (_, i) => dmy(addMonthsClamped(emission, i + 1)).replace(/^15/, '16'));

async function writeFile(investorId: number): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Inversiones');
  sheet.addRow(['Clave', 'Inversionista', 'ID Intelisis', 'Monto', 'Emisión', 'Plazo', 'Moneda', 'Periodos pagados', 'Pagados el']);
  sheet.addRow([KEY, investorId, 'ITL-E2E', '$750,000.00', dmy(emission), '12', 1, 4, paidDays.join('\n')]);
  const path = join(tmpdir(), 'caudal-e2e-saldos-inversiones.xlsx');
  await workbook.xlsx.writeFile(path);
  return path;
}

const dialog = () => page.getByRole('dialog', { name: /^Importar / });

describe("an investment's opening balances from an xlsx", () => {
  beforeAll(async () => {
    investor = await freshUser(5);
  });

  it('are previewed, applied (four periods paid), and the same file again changes nothing', async () => {
    await openApp(page, '/inversiones/inversiones');
    await waitForList(page);
    const file = await writeFile(investor.id);
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    await dialog().getByText('Cada fila se identifica por: Clave').waitFor();
    await dialog().getByText(/^Saldos iniciales: «Periodos pagados».*netos de ISR/).waitFor();
    await page.getByTestId('import-file').setInputFiles(file);
    await expect.poll(() => dialog().getByRole('tab', { name: 'Crear (1)' }).count()).toBe(1);
    expect((await (await page.request.get(`/api/investment?q=${KEY}`)).json()).data.total).toBe(0);

    await dialog().getByRole('button', { name: 'Aplicar (1 registros)' }).click();
    await dialog().getByText('1 creados · 0 actualizados · 0 sin cambios · 0 rechazados').waitFor({ timeout: 60_000 });
    const investments = (await (await page.request.get(`/api/investment?q=${KEY}`)).json()).data.result as { id: number; contract: string | null }[];
    expect(investments).toHaveLength(1);
    expect(investments[0]!.contract).toBeNull();
    const details = (await (await page.request.get(`/api/investment_detail?investment_id=${investments[0]!.id}&take=100`)).json()).data.result as { paid_at: string | null }[];
    expect(details).toHaveLength(12);
    expect(details.filter((d) => d.paid_at !== null)).toHaveLength(4);

    await dialog().getByRole('button', { name: 'Importar otro archivo' }).click();
    await page.getByTestId('import-file').setInputFiles(file);
    await dialog().getByRole('tab', { name: 'Sin cambios (1)' }).waitFor();
    expect(await dialog().getByRole('button', { name: /^Aplicar/ }).isDisabled()).toBe(true);
    await dialog().getByRole('button', { name: 'Cerrar' }).first().click();
  });

  it('the investor reads its contract as pending among its documents', async () => {
    const { context, page: portal } = await newPage(page.context().browser()!);
    try {
      await signInAsAccount(portal, investor);
      await portal.goto('/inversiones/dashboard');
      await portal.getByRole('button', { name: `Documentos ${KEY}` }).first().click({ timeout: SCREEN_WAIT.timeout });
      const documents = portal.getByRole('dialog', { name: 'Documentos' });
      await documents.getByTestId('contract-pending').waitFor(SCREEN_WAIT);
      expect(await documents.getByTestId('contract-pending').innerText()).toBe('Contrato pendiente: la firma aún no lo ha cargado.');
    } finally {
      await context.close();
    }
  });

  it('a Gestor is offered no Importar on Inversiones', async () => {
    const { context: gestor, page: screen } = await newPage(page.context().browser()!);
    try {
      await signInAs(screen, 'gestor@caudal.mx');
      await screen.goto('/inversiones/inversiones');
      await waitForList(screen);
      expect(await screen.getByRole('button', { name: 'Importar', exact: true }).count()).toBe(0);
    } finally {
      await gestor.close();
    }
  });
});
