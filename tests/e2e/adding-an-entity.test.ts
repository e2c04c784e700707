/**
 * README "Adding an entity", done as the README says, in a copy of the repository (nothing is left in
 * it): a bank catalogue is one schema file (its access: menu entry and Gestor's read), no resources line, its
 * labels and the generated migration (which also registers the entity: schemas/registry.ts). A database made by the current code (migrated and seeded) is then started with
 * the changed copy through `npm start`'s own script; the new catalogue must answer on the API, be in the
 * OpenAPI document, be in Admin's menu (the module and its declared grants added at start), be readable by
 * Gestor, and list its records in Chromium. Each step here is a numbered step of the README. Then its
 * sections "A relation" (users point at their bank) and "A data step" (the README's own code, read from
 * it: each user linked to the bank of its CLABE).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { DEMO_ACCOUNTS, demoPassword } from '../../server/db/seed/seed-auth.ts';
import { ROOT } from '../helpers/test-database.ts';
import { codeIn } from './support/api-session.ts';
import { keepScreenshot, launchBrowser } from './support/browser.ts';
import { copyRepository, type RepositoryCopy } from './support/entity-copy.ts';
import { newestMessage, startPhoneServer, type PhoneServer } from './support/phone-server.ts';

const BANKS = '/administrador/listas/bancos';
const ADMIN = DEMO_ACCOUNTS.find((a) => a.username === 'admin')!;
/** Starting the copy builds its server and its app (Vite) on a shared machine. */
const START_TIMEOUT = 480_000;

/** README step 1: the schema file. */
const BANK_SCHEMA = `import { READ } from './framework/access.ts';
import { defineEntity } from './framework/define-entity.ts';
import { field } from './framework/field.ts';

export const bank = defineEntity({
  name: 'bank',
  access: { module: { route: '${BANKS}', icon: 'AccountBalance', grants: { gestor: READ } } },
  fields: {
    name: field.text({ maxLength: 120, sortable: true, filterable: true, searchable: true }),
    code: field.text({ maxLength: 3, unique: true }),
    fee: field.money({ optional: true }),
  },
});
`;

async function addTheBankCatalogue(copy: RepositoryCopy): Promise<void> {
  await copy.write('schemas/bank.ts', BANK_SCHEMA);
  // Step 2: no resources line (the generated list shows the entity's own module).
  // Step 3: the labels, each once with its Spanish and English.
  await copy.insertAfter('src/i18n/messages/catalogues.ts', 'export const catalogueMessages = defineTexts({\n  resources: {\n', [
    '    bank: {',
    "      name: { es: 'Banco |||| Bancos', en: 'Bank |||| Banks' },",
    "      fields: { id: { es: 'ID', en: 'ID' }, name: { es: 'Nombre', en: 'Name' }, code: { es: 'Clave', en: 'Code' }, fee: { es: 'Comisión', en: 'Fee' } },",
    '    },',
    '',
  ].join('\n'));
}

/** README "A relation": users point at their bank; its label in both languages. */
async function relateUsersToBanks(copy: RepositoryCopy): Promise<void> {
  await copy.insertAfter('schemas/user.ts', "import { role } from './role.ts';\n", "import { bank } from './bank.ts';\n");
  await copy.insertAfter('schemas/user.ts', "    bank_name: field.text({ maxLength: 120, access: { approval: 'four-eyes' } }),\n", "    bank_id: field.reference(() => bank, { optional: true, lookupSort: { field: 'name', order: 'ASC' } }),\n");
  await copy.insertAfter('src/i18n/messages/auth.ts', "bank_name: { es: 'Banco', en: 'Bank' },\n", "      bank_id: { es: 'Banco (catálogo)', en: 'Bank (catalogue)' },\n");
}

/** The first ```ts block under a README heading. */
async function readmeCode(heading: string): Promise<string> {
  const readme = await readFile(join(ROOT, 'README.md'), 'utf8');
  const at = readme.indexOf(`\n${heading}\n`);
  const block = at < 0 ? null : /```ts\n([\s\S]*?)```/.exec(readme.slice(at));
  if (!block) throw new Error(`README has no code under "${heading}": the README's step no longer matches this test`);
  return block[1]!;
}

/** README "A data step": `npm run db:data-step -- --name ...` writes each file and the index; the work goes in. */
async function addDataSteps(copy: RepositoryCopy): Promise<void> {
  const steps: [string, string][] = [
    ['user_bank_reference', await readmeCode('### A data step')],
  ];
  for (const [name, code] of steps) {
    const run = spawnSync('npm', ['run', 'db:data-step', '--', '--name', name], { cwd: copy.dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    if (run.status !== 0) throw new Error(`npm run db:data-step failed:\n${run.stdout}\n${run.stderr}`);
    // The next number after the project's own steps, as the command prints it.
    const file = /server\/db\/data-steps\/(\d{4}_[a-z0-9_]+\.ts) written/.exec(run.stdout)?.[1];
    if (!file?.endsWith(`_${name}.ts`)) throw new Error(`npm run db:data-step did not say which file it wrote:\n${run.stdout}`);
    await copy.write(`server/db/data-steps/${file}`, code);
  }
}

/** Step 4: `npm run db:generate -- --name bank_catalogue` registers the entity and writes the migration; answers the migration file. */
async function generateMigration(copy: RepositoryCopy): Promise<string> {
  const folder = copy.path('server/db/migrations');
  const before = new Set(await readdir(folder));
  const run = spawnSync('npm', ['run', 'db:generate', '--', '--name', 'bank_catalogue'], { cwd: copy.dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  if (run.status !== 0) throw new Error(`npm run db:generate failed:\n${run.stdout}\n${run.stderr}`);
  const added = (await readdir(folder)).filter((f) => f.endsWith('.sql') && !before.has(f));
  expect(added).toEqual([expect.stringMatching(/^\d{4}_bank_catalogue\.sql$/)]);
  return readFile(join(folder, added[0]!), 'utf8');
}

/** A database as the current code leaves it: every committed migration applied, the demo data seeded. */
async function databaseOfThePreviousVersion(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    await prepareDatabase(database);
  } finally {
    await database.close();
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `npm start` in the copy (scripts/start.mjs: builds the server and the app, migrates, reconciles, listens). */
async function startCopy(copy: RepositoryCopy, dataDir: string, phones: PhoneServer): Promise<{ url: string; server: ChildProcess; output: () => string }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: '',
    STATIC_DIR: '',
    SKIP_SERVER_BUILD: '',
    SKIP_CLIENT_BUILD: '',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SMS_DRIVER: 'http',
    SMS_HTTP_URL: `${phones.url}/send`,
  };
  let output = '';
  const server = spawn(process.execPath, ['scripts/start.mjs'], { cwd: copy.dir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout!.on('data', (chunk) => (output += String(chunk)));
  server.stderr!.on('data', (chunk) => (output += String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT - 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the copy stopped (${server.exitCode}):\n${output}`);
    const ready = await fetch(`${url}/readyz`).then((r) => r.ok, () => false);
    if (ready) return { url, server, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`the copy did not start in time:\n${output}`);
}

interface HttpSession {
  cookie: string;
  xsrf: string;
}

function cookieFrom(response: Response, name: string): string {
  const found = response.headers.getSetCookie().map((c) => c.split(';')[0]!).find((c) => c.startsWith(`${name}=`));
  if (!found) throw new Error(`${response.status} without a ${name} cookie`);
  return found.slice(name.length + 1);
}

/** A demo account signs in over HTTP: password, then the code their phone received. */
async function signInOverHttp(url: string, phones: PhoneServer, account: { email: string; phone: string } = ADMIN): Promise<HttpSession> {
  const xsrf = cookieFrom(await fetch(`${url}/api/csrf-cookie`), 'XSRF-TOKEN');
  const headers = { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` };
  const login = await fetch(`${url}/api/auth/login`, { method: 'POST', headers, body: JSON.stringify({ user: account.email, password: demoPassword(), language: 'es' }) });
  const pending = cookieFrom(login, 'caudal_pending');
  const sms = await newestMessage(phones.url, account.phone);
  const verify = await fetch(`${url}/api/auth/verificate`, {
    method: 'POST',
    headers: { ...headers, cookie: `${headers.cookie}; caudal_pending=${pending}` },
    body: JSON.stringify({ code: codeIn(sms!.message) }),
  });
  const sessionXsrf = cookieFrom(verify, 'XSRF-TOKEN');
  return { cookie: `XSRF-TOKEN=${sessionXsrf}; caudal_session=${cookieFrom(verify, 'caudal_session')}`, xsrf: sessionXsrf };
}

let copy: RepositoryCopy;
let phones: PhoneServer;
let started: Awaited<ReturnType<typeof startCopy>> | undefined;
let migration: string;
let session: HttpSession;
let browser: Browser | undefined;
let context: BrowserContext | undefined;
let page: Page | undefined;

const api = async (method: string, path: string, body?: unknown, as: HttpSession = session) => {
  const response = await fetch(`${started!.url}/api${path}`, {
    method,
    headers: { cookie: as.cookie, 'x-xsrf-token': as.xsrf, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data: any } };
};

beforeAll(async () => {
  copy = await copyRepository();
  phones = await startPhoneServer();
  const dataDir = copy.path('data');
  await databaseOfThePreviousVersion(dataDir);
  await addTheBankCatalogue(copy);
  await relateUsersToBanks(copy);
  migration = await generateMigration(copy);
  await addDataSteps(copy);
  started = await startCopy(copy, dataDir, phones);
  session = await signInOverHttp(started.url, phones);
}, START_TIMEOUT);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  if (started?.server.pid && started.server.exitCode === null) {
    const stopped = new Promise((resolve) => started!.server.once('exit', resolve));
    process.kill(-started.server.pid, 'SIGTERM');
    await stopped;
  }
  await phones?.close();
  await copy?.remove();
}, 60_000);

describe('a catalogue added as the README says, started on a database of the previous version', () => {
  it('has its table in the generated migration, and the users\' reference to it', () => {
    expect(migration).toContain('CREATE TABLE "bank"');
    expect(migration).toMatch(/"fee" numeric/);
    expect(migration).toContain('ALTER TABLE "users" ADD COLUMN "bank_id" integer;');
    expect(migration).toMatch(/FOREIGN KEY \("bank_id"\) REFERENCES "public"\."bank"\("id"\) ON DELETE restrict/);
  });

  it('ran its data step at start, once', () => {
    const output = started!.output();
    expect(output).toMatch(/Data step \d{4}_user_bank_reference done in \d+ ms: \d+ users linked to their bank/);
    expect(output.split(/Data step \d{4}_user_bank_reference done/).length).toBe(2);
  });

  it('links each user to the bank of its CLABE (README "A data step"), a bank in use is not deleted', async () => {
    const banks = (await api('GET', '/bank?take=100')).body.data.result as { id: number; code: string }[];
    const santander = banks.find((b) => b.code === '014');
    expect(santander).toBeDefined();
    const investor = await api('GET', '/user/4');
    expect(investor.body.data.bank_clabe).toMatch(/^014/);
    expect(investor.body.data.bank_id).toBe(santander!.id);
    expect(investor.body.data.version).toBeGreaterThan(1);
    expect((await api('DELETE', `/bank/${santander!.id}`)).status).toBe(409);
  });

  it('lets Gestor read the banks and change none (its declared grant)', async () => {
    const gestor = await signInOverHttp(started!.url, phones, DEMO_ACCOUNTS.find((a) => a.username === 'gestor')!);
    expect((await api('GET', '/bank', undefined, gestor)).status).toBe(200);
    expect((await api('POST', '/bank', { name: 'Banco de Gestor', code: 'GES' }, gestor)).status).toBe(403);
  });

  it('answers on the API: create, list, validation', async () => {
    const created = await api('POST', '/bank', { name: 'Banco del Bajío', code: 'BJO', fee: '12.50' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Banco del Bajío', code: 'BJO', fee: '12.50' });
    const list = await api('GET', '/bank?q=Baj');
    expect(list.body.data.total).toBe(1);
    const bad = await api('POST', '/bank', { name: '', code: 'TOOLONG' });
    expect(bad.status).toBe(422);
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await (await fetch(`${started!.url}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(document.paths[`/api/bank`] ?? {})).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(document.paths[`/api/bank/{id}`] ?? {})).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
  });

  it('is in Admin\'s menu: the module and Admin\'s grant were added at start', async () => {
    const answer = await api('GET', '/auth/session');
    const items = (answer.body.data.permissions as { route: string; read: boolean; create: boolean; children: { route: string; read: boolean; create: boolean }[] }[]).flatMap((i) => [i, ...i.children]);
    expect(items.find((i) => i.route === BANKS)).toMatchObject({ read: true, create: true });
    expect(started!.output()).toContain(BANKS);
  });

  it('gives Gestor the read its declaration grants, and no more', async () => {
    const modules = (await api('GET', `/module?route=${encodeURIComponent(BANKS)}`)).body.data.result as { id: number; route: string }[];
    const moduleId = modules.find((m) => m.route === BANKS)!.id;
    const grants = await api('GET', `/permission?role_id=4&module_id=${moduleId}`);
    expect(grants.body.data.result).toMatchObject([{ read: true, create: false, update: false, destroy: false, root: false }]);
  });

  it('lists its records in Chromium, reached from the menu', async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: started!.url, viewport: { width: 1440, height: 900 }, locale: 'es-MX', timezoneId: 'America/Mexico_City' });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    try {
      const before = (await newestMessage(phones.url, ADMIN.phone))?.id ?? 0;
      await page.goto('/auth/login');
      await page.getByLabel('Usuario (correo electrónico)').fill(ADMIN.email);
      await page.getByLabel('Contraseña', { exact: true }).fill(demoPassword());
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await page.getByRole('heading', { name: 'Verificación' }).waitFor();
      await expect.poll(async () => ((await newestMessage(phones.url, ADMIN.phone))?.id ?? 0) > before, { timeout: 10_000 }).toBe(true);
      await page.getByLabel('Código de verificación').fill(codeIn((await newestMessage(phones.url, ADMIN.phone))!.message));
      await page.getByRole('button', { name: 'Verificar' }).click();
      await page.getByRole('banner').waitFor();

      await page.getByRole('menuitem', { name: 'Administrador' }).click();
      await page.getByRole('menuitem', { name: 'Bancos' }).or(page.getByRole('link', { name: 'Bancos' })).first().click();
      await page.waitForURL(`**${BANKS}`);
      await expect.poll(() => page!.getByRole('row').filter({ hasText: 'Banco del Bajío' }).count(), { timeout: 15_000 }).toBe(1);
      await expect.poll(() => page!.getByRole('columnheader', { name: 'Comisión' }).count()).toBe(1);
    } catch (error) {
      await keepScreenshot(page, 'adding-an-entity');
      throw error;
    }
  });
});
