/**
 * Bytes on the wire, as Chromium counts them (DevTools' "transferred": CDP Network.loadingFinished
 * encodedDataLength, headers included): the built app served by the real server over a real port, with
 * compression on (the .br/.gz the build wrote, chosen by the browser's own Accept-Encoding). Two pages,
 * each from an empty cache:
 * - `/auth/login`, as a visitor opens it;
 * - the first screen after sign-in: the administrator signs in through the pages (password, then the
 *   code the log SMS driver "delivered"), and a fresh browser holding that session opens "/", which
 *   lands on the administrator's first screen; counted until the list has loaded and the network is idle.
 */
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS, demoPassword } from '../server/db/seed/seed-auth.ts';
import { serveBuild } from './bench-app.ts';
import { LOGIN_PATH } from './login-page-load.ts';

export interface Transfer {
  path: string;
  type: string;
  encoding: string;
  /** Bytes Chromium received for it: compressed body plus response headers. */
  transferredBytes: number;
}

export interface PageWeight {
  path: string;
  /** Every script, as transferred. */
  scripts: Transfer[];
  scriptBytes: number;
  /** Everything the page fetched (document, scripts, styles, API answers). */
  allBytes: number;
  acceptEncoding: string;
}

export interface PageWeights {
  login: PageWeight;
  firstScreen: PageWeight & { landedOn: string };
}

/** Counts what one page transfers from the moment it is created, through the DevTools protocol. */
async function meter(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const seen = new Map<string, Omit<Transfer, 'transferredBytes'>>();
  const done: Transfer[] = [];
  let acceptEncoding = '';
  cdp.on('Network.requestWillBeSent', (e) => {
    acceptEncoding ||= (e.request.headers['Accept-Encoding'] as string | undefined) ?? '';
  });
  cdp.on('Network.requestWillBeSentExtraInfo', (e) => {
    acceptEncoding ||= (e.headers['accept-encoding'] as string | undefined) ?? '';
  });
  cdp.on('Network.responseReceived', (e) => {
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    seen.set(e.requestId, { path: new URL(e.response.url).pathname, type: e.type, encoding: headers['content-encoding'] ?? 'identity' });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const response = seen.get(e.requestId);
    if (response) done.push({ ...response, transferredBytes: e.encodedDataLength });
  });
  return {
    result(path: string): PageWeight {
      const scripts = done.filter((t) => t.type === 'Script').sort((a, b) => b.transferredBytes - a.transferredBytes);
      const sum = (list: Transfer[]) => list.reduce((total, t) => total + t.transferredBytes, 0);
      return { path, scripts, scriptBytes: sum(scripts), allBytes: sum(done), acceptEncoding };
    },
  };
}

export async function measurePageWeights(outDir: string, executablePath: string): Promise<PageWeights> {
  const served = await serveBuild(outDir);
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  try {
    const { address, inbox } = served;
    const admin = DEMO_ACCOUNTS.find((a) => a.username === 'admin');
    if (!admin) throw new Error('no demo account "admin" in the seed');

    const visitor = await browser.newContext();
    const page = await visitor.newPage();
    const loginMeter = await meter(page);
    await page.goto(`${address}${LOGIN_PATH}`, { waitUntil: 'networkidle' });
    const login = loginMeter.result(LOGIN_PATH);

    await page.getByLabel('Usuario (correo electrónico)').fill(admin.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(demoPassword());
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByRole('heading', { name: 'Verificación' }).waitFor();
    const code = /\b(\d{6})\b/.exec(inbox.last(admin.phone).text)?.[1];
    if (!code) throw new Error('the verification message has no code');
    await page.getByLabel('Código de verificación').fill(code);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.getByRole('banner').waitFor({ state: 'visible' });
    const session = await visitor.storageState();
    await visitor.close();

    const signedIn = await browser.newContext({ storageState: session });
    const screen = await signedIn.newPage();
    const screenMeter = await meter(screen);
    await screen.goto(`${address}/`, { waitUntil: 'networkidle' });
    await screen.getByRole('banner').waitFor({ state: 'visible' });
    await screen.waitForLoadState('networkidle');
    const landedOn = new URL(screen.url()).pathname;
    const firstScreen = { ...screenMeter.result('/'), landedOn };
    await signedIn.close();
    return { login, firstScreen };
  } finally {
    await browser.close();
    await served.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const weights = await measurePageWeights(process.argv[2] ?? 'dist', process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium');
  console.log(JSON.stringify(weights, null, 2));
}
