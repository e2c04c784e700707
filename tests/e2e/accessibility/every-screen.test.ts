/**
 * Issue 13 item 6: axe-core (WCAG 2.0 A/AA, 2.1 AA) finds no serious or critical violation on any
 * screen, signed out and signed in, for every role. The routes come from the code (resources/ and the
 * sign-in and legal paths of src/auth/route-access.ts), so a new screen is checked without editing
 * this file; each role opens every route its guard lets it open (the app's own canAccessPath on the
 * session it stored), and the first role offered a list's "Crear" button checks that dialog too.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screens } from '../../../resources/index.ts';
import { LEGAL_PATHS, LOGIN_PATH, NOT_FOUND_PATH, RECOVERY_PATH, canAccessPath } from '../../../src/auth/route-access.ts';
import { SESSION_KEYS, decodePermissions } from '../../../src/auth/session-storage.ts';
import { demoAccount, submitCredentials, codeSentTo, type DemoUsername } from '../auth/sign-in-as.ts';
import { AXE_CONTEXT, seriousViolations, type AxeFinding } from '../support/axe.ts';
import { keepScreenshot, launchBrowser, newPage } from '../support/browser.ts';

const SIGNED_IN_ROUTES = [...screens.filter((s) => s.kind !== 'redirect').map((s) => s.path), NOT_FOUND_PATH];
const LIST_ROUTES = new Set(screens.filter((s) => s.kind === 'list').map((s) => s.path));
const SIGNED_OUT_ROUTES = [LOGIN_PATH, RECOVERY_PATH, ...LEGAL_PATHS];
const ROLES: DemoUsername[] = ['root', 'admin', 'gestor', 'inversionista', 'cliente'];

type Findings = Record<string, AxeFinding[]>;

let browser: Browser;
let context: BrowserContext | undefined;
let page: Page;
/** Which signed-in routes some role opened (and so were checked). */
const reached = new Set<string>();
/** The lists whose "Crear" dialog was checked (by the first role that had the button). */
const dialogsChecked = new Set<string>();

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await keepScreenshot(page, task.name);
  await context?.close();
  context = undefined;
});

/** Requests the page has sent and not yet seen answered (data, lazy chunks). */
let inFlight = 0;

function countRequests(): void {
  inFlight = 0;
  page.on('request', () => inFlight++);
  page.on('requestfinished', () => inFlight--);
  page.on('requestfailed', () => inFlight--);
}

/**
 * Until the screen has stopped loading: no request in flight for a moment (its data and code are in)
 * and no spinner, progress bar or skeleton left (or 6 s).
 */
async function settled(): Promise<void> {
  const until = Date.now() + 6_000;
  let quietSince = Date.now();
  while (Date.now() < until) {
    await new Promise((done) => setTimeout(done, 50));
    if (inFlight > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 150) break;
  }
  await page
    .waitForFunction(() => !document.querySelector('.MuiCircularProgress-root, .MuiLinearProgress-root:not([data-testid="toast-timer"]), .MuiSkeleton-root'), undefined, { timeout: Math.max(until - Date.now(), 100) })
    .catch(() => undefined);
}

/**
 * Client-side navigation (as a sidebar link does): no reload of the app between screens. The screen on
 * view is marked first, and the new one counts as shown once the marked one is gone (a lazy screen
 * keeps the previous one on view while its code loads).
 */
async function navigate(path: string): Promise<string> {
  const from = await page.evaluate((to) => {
    const before = window.location.pathname;
    // The layout's footer, and the box that holds every screen (decision 159), stay from screen to
    // screen; the screen is what is inside that box.
    for (const old of document.querySelectorAll('#main-content > [data-testid="screen"] > *, #main-content > :not(footer):not([data-testid="screen"])')) old.setAttribute('data-axe-left', '');
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return before;
  }, path);
  // Opening the screen on view (the landing page the sign-in just led to), or being led back to it, may
  // keep the screen's elements in place: then the marked screen is the one to check.
  await page.waitForFunction(
    (before) => document.querySelector('[data-axe-left]') === null || window.location.pathname === before,
    from,
    { timeout: 15_000 },
  ).catch((error: Error) => {
    throw new Error(`opening ${path} from ${from}: the previous screen stayed on view (now at ${new URL(page.url()).pathname}): ${error.message}`);
  });
  await page.evaluate(() => document.querySelectorAll('[data-axe-left]').forEach((kept) => kept.removeAttribute('data-axe-left')));
  await settled();
  return new URL(page.url()).pathname;
}

async function check(findings: Findings, where: string): Promise<void> {
  const found = await seriousViolations(page);
  if (found.length > 0) findings[where] = found;
}

/** Opens the list's "Crear" dialog, when the role has the button, and checks it too. */
async function checkCreateDialog(findings: Findings, path: string): Promise<boolean> {
  const create = page.getByLabel('Crear', { exact: true });
  if ((await create.count()) === 0) return false;
  await create.first().click();
  const dialog = page.getByRole('dialog');
  const opened = await dialog.waitFor({ state: 'visible', timeout: 15_000 }).then(
    () => true,
    async () => {
      // A loaded machine once clicked the previous screen's "Crear" as the new one (a read-only list)
      // replaced it: a button that is gone was not this screen's. One that stays and opens nothing fails.
      if ((await create.count()) === 0) return false;
      throw new Error(`"Crear" on ${path} opened no dialog`);
    },
  );
  if (!opened) return false;
  await settled();
  await check(findings, `${path} (Crear)`);
  // Nothing was typed: Escape closes the form at once, with no question about unsaved changes (issue 26).
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').first().waitFor({ state: 'detached' });
  expect(await page.getByRole('dialog').filter({ hasText: 'Cambios sin guardar' }).count(), `${path}: "Crear" closed untouched asked about unsaved changes`).toBe(0);
  return true;
}

/** The routes the signed-in role may open, decided as the app's route guard decides. */
async function openableRoutes(): Promise<string[]> {
  const stored = await page.evaluate((keys) => ({ permissions: localStorage.getItem(keys.permissions), user: localStorage.getItem(keys.user) }), SESSION_KEYS);
  const permissions = decodePermissions(stored.permissions ?? '');
  const roleId = (JSON.parse(stored.user ?? '{}') as { role_id?: number }).role_id;
  return SIGNED_IN_ROUTES.filter((path) => canAccessPath(path, permissions, roleId));
}

describe('signed out', () => {
  it('the sign-in, recovery and legal pages have no serious or critical violation', async () => {
    ({ context, page } = await newPage(browser, AXE_CONTEXT));
    countRequests();
    const findings: Findings = {};
    for (const path of SIGNED_OUT_ROUTES) {
      await page.goto(path);
      await page.locator('h1, h2, h3, h4, h5, h6').first().waitFor();
      await settled();
      await check(findings, path);
    }
    expect(findings).toEqual({});
  });
});

describe.each(ROLES)('signed in as %s', (username) => {
  it('every screen the role may open has no serious or critical violation', { timeout: 300_000 }, async () => {
    ({ context, page } = await newPage(browser, AXE_CONTEXT));
    countRequests();
    const findings: Findings = {};
    const account = demoAccount(username);
    const before = await submitCredentials(page, account);
    await check(findings, '/auth/verificate');
    await page.getByLabel('Código de verificación').fill(await codeSentTo(account.phone, before));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.getByRole('banner').waitFor({ state: 'visible' });

    const openable = await openableRoutes();
    expect(openable.length).toBeGreaterThan(0);
    for (const path of openable) {
      // The guard let it in, so the screen must stay (no redirect to the login or the landing page).
      expect(await navigate(path), `${username} opening ${path}`).toBe(path);
      reached.add(path);
      await check(findings, path);
      // For a person reviewing the screens: CAUDAL_SCREENSHOTS=/some/folder keeps a picture of each.
      if (process.env.CAUDAL_SCREENSHOTS) await page.screenshot({ path: `${process.env.CAUDAL_SCREENSHOTS}/${username}${path.replace(/\//g, '_')}.png` });
      if (LIST_ROUTES.has(path) && !dialogsChecked.has(path) && (await checkCreateDialog(findings, path))) dialogsChecked.add(path);
    }
    expect(findings).toEqual({});
  });
});

describe('coverage', () => {
  it('every signed-in route was checked by some role', () => {
    expect(SIGNED_IN_ROUTES.filter((path) => !reached.has(path))).toEqual([]);
  });

  it('the "Crear" dialogs of the catalogues were checked', () => {
    for (const path of ['/administrador/listas/moneda', '/administrador/listas/estatus', '/administrador/listas/usuarios']) expect(dialogsChecked).toContain(path);
  });
});
