/**
 * A firm moves in (docs/decisions/206, 240, 242, 280): on a fresh install Admin imports, from xlsx files
 * the test writes, 500 customers (3 refused, fixed from the refused rows' file and imported again), 300
 * investors on Usuarios, 2,000 running loans with their schedules and paid periods on Préstamos, and 400
 * investments with their paid periods on Inversiones; every file again changes nothing. Each list through
 * its Importar dialog: the preview's counts, Aplicar, the result line, the refused rows. The keys carry a
 * random suffix, so the file runs on the run's shared server after the others (the sequencer runs it last).
 * The Admin is one made for this file: the Importar dialog reopens on its person's latest preview of a list,
 * and the previews this file leaves (the same files again, nothing to apply) are not the demo Admin's, whom
 * the other import files sign in as.
 */
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../../schemas/index.ts';
import { ROLE } from '../../../schemas/role.ts';
import { addMonthsClamped, todayInMexicoCity } from '../../../server/domain/calendar.ts';
import { build } from '../../helpers/record-factory/record-factory.ts';
import { listTotal } from '../support/api.ts';
import { pageForFile } from '../support/browser.ts';
import { waitForList } from '../support/list-screen.ts';
import { freshUser } from '../auth/fresh-user.ts';
import { signInAs } from '../auth/sign-in-as.ts';

const page = pageForFile();

const SUFFIX = Math.random().toString(36).slice(2, 7).toUpperCase();
const CUSTOMERS = 500;
const INVESTORS = 300;
const LOANS = 2000;
/** One investment for each investor, a second for every third one. */
const INVESTMENTS = INVESTORS + INVESTORS / 3;
/** The applies write tens of thousands of records on a shared, busy machine: minutes, not seconds. */
const APPLY_WAIT = { timeout: 540_000 };
const PREVIEW_WAIT = { timeout: 180_000 };
/** A tab's rows are read from the job while the server may still be writing another file's records. */
const ROWS_WAIT = { timeout: 60_000 };

const dialog = () => page.getByRole('dialog', { name: /^Importar / });
const today = todayInMexicoCity(new Date());
const fifteenth = `${today.slice(0, 7)}-15`;
const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
/** The 15th, `months` whole months before the last 15th that has passed. */
const emissionAgo = (months: number) => addMonthsClamped(fifteenth, today >= fifteenth ? -months : -months - 1);
const money = (n: number) => `$${n.toLocaleString('en-US')}.00`;

async function writeXlsx(name: string, sheetName: string, headings: string[], rows: unknown[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(headings);
  for (const row of rows) sheet.addRow(row);
  const path = join(tmpdir(), `caudal-e2e-mudanza-${SUFFIX}-${name}.xlsx`);
  await workbook.xlsx.writeFile(path);
  return path;
}

// Customers: 3 bad rows (an RFC that is none, no name, a name too long), fixed after the first apply.
const BAD_CUSTOMERS = new Map<number, 'rfc' | 'name' | 'long'>([
  [41, 'rfc'],
  [250, 'name'],
  [499, 'long'],
]);
const customers = Array.from({ length: CUSTOMERS }, (_, i) => {
  const { rfc } = build(entities.customer, { user_id: null }) as { rfc: string };
  return { clave: `MUD-${SUFFIX}-${String(i + 1).padStart(4, '0')}`, name: `Comercializadora ${SUFFIX} ${i + 1}`, rfc };
});
const customerFile = () =>
  writeXlsx(
    'clientes',
    'Clientes',
    ['Clave', 'Nombre', 'RFC'],
    customers.map((c, i) => {
      const bad = BAD_CUSTOMERS.get(i);
      return [c.clave, bad === 'name' ? '' : bad === 'long' ? 'X'.repeat(240) : c.name, bad === 'rfc' ? 'NO-ES-RFC' : c.rfc];
    }),
  );

// Investors: people of role Inversionista, with the identifiers and bank data an investor needs.
const investors = Array.from({ length: INVESTORS }, (_, i): Record<string, string> => {
  const made = build(entities.user, { role_id: ROLE.investor, type: 'inversionista', person_type: 'fisica' }) as Record<string, string>;
  const n = i + 1;
  return { ...made, key: `INV-${SUFFIX}-${n}`, username: `inv.${SUFFIX.toLowerCase()}.${n}`, name: `Inversionista ${SUFFIX} ${n}`, email: `inv.${SUFFIX.toLowerCase()}.${n}@mudanza.mx` };
});
const investorFile = () =>
  writeXlsx(
    'inversionistas',
    'Usuarios',
    ['Clave', 'Nombre de usuario', 'Nombre', 'RFC', 'CURP', 'Banco', 'Cuenta bancaria', 'CLABE', 'Correo electrónico', 'Lada', 'Teléfono', 'Rol', 'Tipo', 'Tipo de persona'],
    investors.map((u) => [u.key, u.username, u.name, u.rfc, u.curp, 'Banorte', u.bank_account, u.bank_clabe, u.email, '+52', u.phone, 'Inversionista', 'Inversionista', 'Persona física']),
  );

/**
 * Loan i: disbursed on a 15th 1 to 12 months ago, for 12 or 24 months, 5 grace days (paid on the 20th);
 * its first `paid` periods, all ended a month ago at least, are paid: on their payment dates, or (every
 * fifth loan) on the days the file gives, the day after each cut-off.
 */
function loanRow(i: number, company: string, agent: string): unknown[] {
  const months = 1 + (i % 12);
  const emission = emissionAgo(months);
  const term = loanTerm(i);
  const paid = loanPaid(i);
  const dates = i % 5 === 0 ? Array.from({ length: paid }, (_, k) => dmy(addMonthsClamped(emission, k + 1)).replace(/^15/, '16')).join('\n') : '';
  const customer = customers[i % CUSTOMERS]!;
  return [loanKey(i), 'Préstamo', `MOV-${i + 1}`, customer.name, company, agent, dmy(emission), dmy(addMonthsClamped(emission, term)), 5, money(100_000 + 1_000 * (i % 400)), 18, 'Peso mexicano', 0, 'En proceso', paid, dates];
}
const loanKey = (i: number) => `PRE-${SUFFIX}-${String(i + 1).padStart(4, '0')}`;
const loanPaid = (i: number) => i % (1 + (i % 12));
const loanTerm = (i: number) => (i % 2 === 0 ? 12 : 24);

async function firstName(resource: string): Promise<string> {
  const answer = await page.request.get(`/api/${resource}?take=1`);
  return (await answer.json()).data.result[0].name as string;
}

const loanFile = async () => {
  const [company, agent] = [await firstName('company'), await firstName('agent')];
  return writeXlsx(
    'prestamos',
    'Préstamos',
    ['ID Intelisis', 'Movimiento', 'ID movimiento', 'Cliente', 'Empresa', 'Agente', 'Emisión', 'Vencimiento', 'Días de gracia', 'Monto', 'Tasa anual %', 'Moneda', 'Residual', 'Estatus', 'Periodos pagados', 'Pagados el'],
    Array.from({ length: LOANS }, (_, i) => loanRow(i, company, agent)),
  );
};

/**
 * Investment j: of investor j (a second one for every third investor), disbursed on a 15th 1 to 5 months
 * ago for 6, 9 or 12 months; its first `paid` periods, all ended, paid on their payment dates or (every
 * fourth) on the days the file gives, the day after.
 */
const investmentPaid = (j: number) => j % (1 + (j % 5));
function investmentRow(j: number): unknown[] {
  const investor = investors[j < INVESTORS ? j : (j - INVESTORS) * 3]!;
  const months = 1 + (j % 5);
  const emission = emissionAgo(months);
  const paid = investmentPaid(j);
  const dates = j % 4 === 0 ? Array.from({ length: paid }, (_, k) => dmy(addMonthsClamped(emission, k + 1)).replace(/^15/, '16')).join('\n') : '';
  return [investmentKey(j), investor.name, `ITL-${SUFFIX}-${j + 1}`, money(150_000 + 5_000 * (j % 50)), dmy(emission), ['6', '9', '12'][j % 3], 'Peso mexicano', paid, dates];
}
const investmentKey = (j: number) => `INVR-${SUFFIX}-${String(j + 1).padStart(3, '0')}`;
const investmentFile = () =>
  writeXlsx('inversiones', 'Inversiones', ['Clave', 'Inversionista', 'ID Intelisis', 'Monto', 'Emisión', 'Plazo', 'Moneda', 'Periodos pagados', 'Pagados el'], Array.from({ length: INVESTMENTS }, (_, j) => investmentRow(j)));

/**
 * The list's Importar dialog, ready for a file: it reopens on this person's latest preview of the list
 * (another file's, left unapplied), which is put aside for a new file.
 */
async function openImport(path: string, keyHint: string): Promise<void> {
  await page.goto(path);
  await waitForList(page);
  const latestRead = page.waitForResponse((response) => response.url().includes('/import/jobs/latest'));
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  const latest = await (await latestRead).json();
  if (latest.data?.status === 'previewed' || latest.data?.status === 'applying') await dialog().getByRole('button', { name: 'Importar otro archivo' }).click();
  await dialog().getByText(`Cada fila se identifica por: ${keyHint}`).waitFor();
}

async function upload(file: string): Promise<void> {
  await page.getByTestId('import-file').setInputFiles(file);
  await dialog().getByRole('tab', { name: /^Crear \(/ }).waitFor(PREVIEW_WAIT);
}

const tab = (name: string) => dialog().getByRole('tab', { name, exact: true });

/** The preview creates every row: or the test says why the first refused ones were refused. */
async function createsAll(rows: number): Promise<void> {
  if ((await tab(`Crear (${rows})`).count()) === 1 && (await tab('Rechazadas (0)').count()) === 1) return;
  await dialog().getByRole('tab', { name: /^Rechazadas/ }).click();
  const refused = dialog().locator('tr[data-outcome="refused"]');
  await refused.first().waitFor(ROWS_WAIT);
  throw new Error(`expected ${rows} rows to create, none refused; refused: ${(await refused.allInnerTexts()).slice(0, 3).join(' | ')}`);
}

async function applyAndWait(writes: number, result: string): Promise<void> {
  await dialog().getByRole('button', { name: `Aplicar (${writes} registros)` }).click();
  await dialog().getByText('Importación terminada').waitFor(APPLY_WAIT);
  await dialog().getByText(result, { exact: true }).waitFor();
}

/** The file once more: every row unchanged (or still refused), nothing to apply. */
async function changesNothing(file: string, unchanged: number, refused = 0): Promise<void> {
  await upload(file);
  await dialog().getByText('El archivo no cambia nada').waitFor();
  expect(await tab(`Sin cambios (${unchanged})`).count()).toBe(1);
  expect(await tab('Crear (0)').count()).toBe(1);
  expect(await tab('Actualizar (0)').count()).toBe(1);
  expect(await tab(`Rechazadas (${refused})`).count()).toBe(1);
  expect(await dialog().getByRole('button', { name: /^Aplicar/ }).isDisabled()).toBe(true);
}

describe('a firm moves in: customers, investors, loans and investments from xlsx files', () => {
  const files = { customers: '', fixedCustomers: '', investors: '', loans: '', investments: '' };

  beforeAll(async () => {
    await signInAs(page, await freshUser(ROLE.admin));
  });

  it('500 customers: 497 created, the 3 refused fixed from their file and imported again', async () => {
    files.customers = await customerFile();
    await openImport('/administrador/listas/clientes', 'Clave');
    await upload(files.customers);
    expect(await tab('Crear (497)').count()).toBe(1);
    await tab('Rechazadas (3)').click();
    const refused = dialog().locator('tr[data-outcome="refused"]');
    await refused.first().waitFor(ROWS_WAIT);
    const reasons = await refused.allInnerTexts();
    expect(reasons).toHaveLength(3);
    expect(reasons[0]).toContain(customers[41]!.clave);
    expect(reasons[0]).toContain('RFC:');
    expect(reasons[1]).toContain('Nombre:');
    expect(await listTotal('customer', { q: `MUD-${SUFFIX}` })).toBe(0);

    await applyAndWait(497, '497 creados · 0 actualizados · 0 sin cambios · 3 rechazados');
    // The refused rows come down with their reasons; fixed in that file, they go back in.
    const [download] = await Promise.all([page.waitForEvent('download'), dialog().getByRole('button', { name: 'Rechazados en .xlsx' }).click()]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await download.path())!)) as never);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    expect(header).toEqual(['Clave', 'Nombre', 'RFC', 'Fila', 'Motivo']);
    expect(sheet.rowCount).toBe(4);
    const fixed = [2, 3, 4].map((r) => {
      const [clave, , , row, reason] = (sheet.getRow(r).values as unknown[]).slice(1);
      const customer = customers.find((c) => c.clave === clave)!;
      return [clave, customer.name, customer.rfc, row, reason];
    });
    files.fixedCustomers = await writeXlsx('clientes-corregidos', 'Clientes', header, fixed);
    await dialog().getByRole('button', { name: 'Importar otro archivo' }).click();
    await upload(files.fixedCustomers);
    expect(await tab('Crear (3)').count()).toBe(1);
    await applyAndWait(3, '3 creados · 0 actualizados · 0 sin cambios · 0 rechazados');
    expect(await listTotal('customer', { q: `MUD-${SUFFIX}` })).toBe(CUSTOMERS);
  }, 300_000);

  it('300 investors on Usuarios: created without a password in the file, each one an investor', async () => {
    files.investors = await investorFile();
    await openImport('/administrador/listas/usuarios', 'Correo electrónico');
    await upload(files.investors);
    await createsAll(INVESTORS);
    await applyAndWait(INVESTORS, `${INVESTORS} creados · 0 actualizados · 0 sin cambios · 0 rechazados`);
    expect(await listTotal('user', { q: `Inversionista ${SUFFIX}`, role_id: String(ROLE.investor) })).toBe(INVESTORS);
  }, 300_000);

  it('2,000 loans with their schedules and paid periods on Préstamos', async () => {
    files.loans = await loanFile();
    await openImport('/prestamos/prestamos', 'ID Intelisis');
    await dialog().getByText(/^Saldos iniciales: «Periodos pagados»/).waitFor();
    await upload(files.loans);
    await createsAll(LOANS);
    await applyAndWait(LOANS, `${LOANS} creados · 0 actualizados · 0 sin cambios · 0 rechazados`);
    expect(await listTotal('loan', { q: `PRE-${SUFFIX}` })).toBe(LOANS);
    // Two loans' schedules: one paid on its payment dates (24 months, 11 paid), one on the days the file gave (12 months, 9 paid).
    for (const i of [1451, 1450]) {
      const [loan] = (await (await page.request.get(`/api/loan?q=${loanKey(i)}`)).json()).data.result as { id: number }[];
      const details = (await (await page.request.get(`/api/loan_detail?loan_id=${loan!.id}&take=100`)).json()).data.result as { status_id: number; paid_on: string | null }[];
      expect(details).toHaveLength(loanTerm(i));
      expect(details.filter((d) => d.status_id === 6)).toHaveLength(loanPaid(i));
    }
  }, 600_000);

  it('400 investments with their paid periods on Inversiones', async () => {
    files.investments = await investmentFile();
    await openImport('/inversiones/inversiones', 'Clave');
    await upload(files.investments);
    await createsAll(INVESTMENTS);
    await applyAndWait(INVESTMENTS, `${INVESTMENTS} creados · 0 actualizados · 0 sin cambios · 0 rechazados`);
    expect(await listTotal('investment', { q: `INVR-${SUFFIX}` })).toBe(INVESTMENTS);
    for (const j of [4, 303]) {
      const [investment] = (await (await page.request.get(`/api/investment?q=${investmentKey(j)}`)).json()).data.result as { id: number }[];
      const details = (await (await page.request.get(`/api/investment_detail?investment_id=${investment!.id}&take=100`)).json()).data.result as { paid_at: string | null }[];
      expect(details).toHaveLength(Number(['6', '9', '12'][j % 3]));
      expect(details.filter((d) => d.paid_at !== null)).toHaveLength(investmentPaid(j));
    }
  }, 300_000);

  it('the same files again change nothing', async () => {
    await openImport('/administrador/listas/clientes', 'Clave');
    // Its 3 bad rows are still bad; the fixed file holds them as imported.
    await changesNothing(files.customers, CUSTOMERS - 3, 3);
    await dialog().getByRole('button', { name: 'Importar otro archivo' }).click();
    await changesNothing(files.fixedCustomers, 3);
    await openImport('/administrador/listas/usuarios', 'Correo electrónico');
    await changesNothing(files.investors, INVESTORS);
    await openImport('/prestamos/prestamos', 'ID Intelisis');
    await changesNothing(files.loans, LOANS);
    await openImport('/inversiones/inversiones', 'Clave');
    await changesNothing(files.investments, INVESTMENTS);
    await dialog().getByRole('button', { name: 'Cerrar' }).first().click();
    expect(await listTotal('customer', { q: `MUD-${SUFFIX}` })).toBe(CUSTOMERS);
    expect(await listTotal('loan', { q: `PRE-${SUFFIX}` })).toBe(LOANS);
    expect(await listTotal('investment', { q: `INVR-${SUFFIX}` })).toBe(INVESTMENTS);
  }, 300_000);
});
