/**
 * A dollar invoice paid in pesos, in Chromium (docs/decisions/204): the administrator opens "Registrar
 * cobro" on a STAMPED dollar invoice, picks "MXN, pesos al FIX del día de pago", types the pesos
 * received and records it. The complement states MonedaP MXN with EquivalenciaDR, and the invoice's
 * balance falls by the dollars those pesos settle at the FIX of the day paid.
 *
 * The run's shared server issues through the local provider, whose invoices are not stamped (no folio
 * fiscal), so the pesos option never shows there. This file starts a server of its own in-process, on
 * a fresh PGlite database, issuing through the PAC stand-in (tests/helpers/pac-stand-in, written from
 * Facturapi's published API), with its SMS posted to the run's phones so the sign-in reads the code
 * as every e2e file does.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Decimal from 'decimal.js';
import type { FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { openDatabase, type Database } from '../../../server/db/client.ts';
import { prepareDatabase } from '../../../server/db/prepare.ts';
import { DEMO_ACCOUNTS, demoPassword } from '../../../server/db/seed/seed-auth.ts';
import { addDays, todayInMexicoCity } from '../../../server/domain/calendar.ts';
import { startPacStandIn, type PacStandIn } from '../../helpers/pac-stand-in/index.ts';
import { ROOT } from '../../helpers/test-database.ts';
import { signInToApi, type ApiSession } from '../support/api-session.ts';
import { keepScreenshot, launchBrowser, newPage } from '../support/browser.ts';
import { expectNoErrorDialog, waitForDialog, waitForToast } from '../support/feedback.ts';
import { signInThroughPages } from '../support/kept-session.ts';

let folder: string;
let database: Database;
let app: FastifyInstance;
let pac: PacStandIn;
let url: string;
let root: ApiSession;
let browser: Browser;
let page: Page;

const account = (username: 'root' | 'admin') => {
  const found = DEMO_ACCOUNTS.find((a) => a.username === username)!;
  return { email: found.email, phone: found.phone, password: demoPassword() };
};

/** Setting up what the test is not about, as Root through the API of this file's server. */
async function call<T>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<{ status: number; data: T; body: unknown }> {
  const response = await app.inject({ method, url: `/api/${path}`, headers: { cookie: root.cookie, 'x-xsrf-token': root.xsrf }, ...(body === undefined ? {} : { payload: body as object }) });
  const parsed = response.json() as { data: T };
  return { status: response.statusCode, data: parsed.data, body: parsed };
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'caudal-e2e-pesos-'));
  pac = await startPacStandIn();
  database = await openDatabase({ dataDir: join(folder, 'pglite') });
  await prepareDatabase(database);
  const config = loadConfig({
    DATA_DIR: folder,
    FILES_DIR: join(folder, 'files'),
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    AUTH_RATE_LIMIT_PER_IP: '1000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
    SMS_DRIVER: 'http',
    SMS_HTTP_URL: `${inject('e2ePhoneUrl')}/send`,
    INVOICING_PROVIDER: 'pac',
    INVOICING_PAC_TOKEN: 'sk_test_caudal',
    INVOICING_PAC_URL: pac.url,
    INVOICING_RECONCILE_INTERVAL_MS: '0',
  });
  app = await buildApp({ database, config, staticDir: join(ROOT, 'dist'), logger: false });
  url = (await app.listen({ port: 0, host: '127.0.0.1' })).replace(/\/+$/, '');
  root = await signInToApi(app, inject('e2ePhoneUrl'), account('root'));
  browser = await launchBrowser();
  ({ page } = await newPage(browser, { baseURL: url }));
});

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await keepScreenshot(page, task.name);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await database?.close();
  await pac?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('a dollar invoice paid in pesos', () => {
  it('"Registrar cobro" in pesos: the complement says MonedaP MXN with EquivalenciaDR, the balance falls by the dollars the pesos settle', async () => {
    // The FIX of the day before the issue (the invoice's TipoCambio; the demo rates may hold it already), and
    // 20.0000 on 2025-03-07, the FIX a payment on 2025-03-08 takes (decision 113).
    const yesterday = addDays(todayInMexicoCity(new Date()), -1);
    expect([201, 422]).toContain((await call('POST', 'exchange_rate', { fixed_on: yesterday, rate: '17.5000' })).status);
    const rate = await call('POST', 'exchange_rate', { fixed_on: '2025-03-07', rate: '20.0000' });
    expect(rate.status, JSON.stringify(rate.body)).toBe(201);

    const loan = await call<{ id: number }>('POST', 'loan', {
      intelisis_id: `E2E-USD-MXN-${Date.now()}`, mov: 'Préstamo', mov_id: 'E2EU', customer_id: 4, company_id: 1, agent_id: 1, emission: '2025-01-10', expiration: '2025-02-10',
      days: '31', amount: '60000', interests: '18', currency_id: 2, exchange_rate: '18.35', status_id: 3, vat_treatment: 'nominal',
    });
    expect(loan.status, JSON.stringify(loan.body)).toBe(201);
    const details = await call<{ result: { id: number }[] }>('GET', `loan_detail?loan_id=${loan.data.id}&sort=date_doc&order=asc&take=100`);
    const detail = details.data.result[0]!;
    const issued = await call<{ result: { id: number; currency: string; total: string; uuid: string }[] }>('PATCH', 'loan_detail/generate/invoices', { ids: [detail.id] });
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    const invoice = issued.data.result[0]!;
    expect(invoice).toMatchObject({ currency: 'USD', uuid: expect.stringMatching(/^[0-9a-f-]{36}$/i) });
    const total = new Decimal(invoice.total);

    await signInThroughPages(page, account('admin'), { keep: false });
    await page.goto('/prestamos/facturas');
    const rowOf = page.locator('table.RaDatagrid-table').getByRole('row').filter({ has: page.getByRole('cell', { name: `PR-${detail.id}`, exact: true }) });
    await rowOf.waitFor();
    await rowOf.getByRole('button', { name: 'Registrar cobro' }).click();
    const dialog = await waitForDialog(page, `Registrar cobro de PR-${detail.id}`);
    await dialog.getByLabel('Fecha de pago', { exact: true }).fill('08/03/2025');
    await dialog.getByLabel('Forma de pago').click();
    await page.getByRole('option', { name: '03 Transferencia electrónica de fondos' }).click();
    // The invoice's own currency first; pesos the other choice, and the amount's label says so.
    await dialog.getByLabel('Moneda del pago').click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['USD, la de la factura', 'MXN, pesos al FIX del día de pago']);
    await page.getByRole('option', { name: 'MXN, pesos al FIX del día de pago' }).click();
    expect(await dialog.getByLabel('Monto (vacío: el saldo de la factura)').count()).toBe(0);
    await dialog.getByLabel('Pesos recibidos (vacío: el saldo al FIX)').fill('20000.00');
    const answered = page.waitForResponse((response) => response.url().endsWith(`/api/invoices/${invoice.id}/payment`) && response.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Registrar' }).click();
    const response = await answered;
    await waitForToast(page, 'Cobro registrado; se emitió el complemento de pago');
    await expectNoErrorDialog(page);

    // What the screen sent: the pesos received, in pesos; and what the product recorded: 1,000.00 dollars
    // settled at the FIX of 20.0000, the invoice's balance down by them.
    expect(response.request().postDataJSON()).toEqual({ paid_at: '2025-03-08', form: '03', amount: '20000.00', currency: 'MXN' });
    expect(response.status()).toBe(200);
    const paid = ((await response.json()) as { data: Record<string, unknown> & { complement: { xml_location: string; currency: string; total: string } } }).data;
    expect(paid).toMatchObject({ amount: '1000.00', balance: total.minus(1000).toFixed(2), received: '20000.00', received_currency: 'MXN', equivalence: '0.05', complement_issued: true });
    expect(paid.complement).toMatchObject({ currency: 'USD', total: '1000.00' });
    // What the PAC was sent: the payment in pesos, the related document in dollars with its equivalence.
    const sent = pac.ledger().at(-1)!.body.complements[0].data[0];
    expect(sent).toMatchObject({ currency: 'MXN', related_documents: [{ currency: 'USD', exchange: 0.05, amount: 1000, last_balance: total.toNumber() }] });
    // And the stamped complement itself (Pagos 2.0): MonedaP MXN, TipoCambioP 1, EquivalenciaDR 0.05.
    const xml = (await app.inject({ method: 'GET', url: paid.complement.xml_location, headers: { cookie: root.cookie } })).body;
    const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(xml)?.[1];
    expect(['MonedaP', 'TipoCambioP', 'Monto', 'MonedaDR', 'EquivalenciaDR', 'ImpPagado'].map(attribute)).toEqual(['MXN', '1', '20000.00', 'USD', '0.05', '1000.00']);
  });
});
