/**
 * axe-core (WCAG 2.0 A/AA, 2.1 A/AA, best practices) finds no serious or critical
 * violation on any screen, signed out and signed in, for every role. The routes come from the code
 * (resources/ and the sign-in and legal paths of src/auth/route-access.ts), so a new screen is checked
 * without editing this file; each role opens every route its guard lets it open (the app's own
 * canAccessPath on the session it stored), and the first role offered a list's "Crear" button checks that
 * dialog too, all at a laptop's 1366 x 768. Then the same role opens every route again on a phone's width
 * (390 x 844): axe again, nothing past the window's right edge (that no scrolling box of its own
 * holds), and nothing under anything fixed over the page, as the screen first shows and scrolled to its end.
 * The book holds a running loan of large amounts paid this month (beforeAll): the payment calendar's days
 * and the portfolio's figures are checked with amounts drawn, as they are once other files have added loans.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screens } from '../../../resources/index.ts';
import { LEGAL_PATHS, LOGIN_PATH, NOT_FOUND_PATH, RECOVERY_PATH, canAccessPath } from '../../../src/auth/route-access.ts';
import { SESSION_KEYS, decodePermissions } from '../../../src/auth/session-storage.ts';
import { demoAccount, submitCredentials, codeSentTo, type DemoUsername } from '../auth/sign-in-as.ts';
import { createRecord } from '../support/api.ts';
import { AXE_CONTEXT, seriousViolations, type AxeFinding } from '../support/axe.ts';
import { keepScreenshot, launchBrowser, newPage } from '../support/browser.ts';

const SIGNED_IN_ROUTES = [...screens.filter((s) => s.kind !== 'redirect').map((s) => s.path), NOT_FOUND_PATH];
const LIST_ROUTES = new Set(screens.filter((s) => s.kind === 'list').map((s) => s.path));
const SIGNED_OUT_ROUTES = [LOGIN_PATH, RECOVERY_PATH, ...LEGAL_PATHS];
const ROLES: DemoUsername[] = ['root', 'admin', 'gestor', 'inversionista', 'cliente'];
const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

type Findings = Record<string, AxeFinding[]>;

let browser: Browser;
let context: BrowserContext | undefined;
let page: Page;
/** Which signed-in routes some role opened (and so were checked). */
const reached = new Set<string>();
/** Which signed-in routes some role opened at 390 px. */
const phoneReached = new Set<string>();
/** The lists whose "Crear" dialog was checked (by the first role that had the button). */
const dialogsChecked = new Set<string>();

/** Day `day` (at most the 28th: every month has it) of the month `back` months before this one, as the API writes dates. */
function dayOfMonthsAgo(back: number, day: number): string {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return `${first.toISOString().slice(0, 7)}-${String(Math.min(day, 28)).padStart(2, '0')}`;
}

beforeAll(async () => {
  browser = await launchBrowser();
  // A running loan paid monthly on a day this month has (one past, one to come), of an amount wide enough
  // to widen the portfolio's table: the screens are checked with the figures a busy book draws.
  for (const day of [3, 24]) {
    await createRecord('loan', {
      intelisis_id: `E2E-AXE-${day}-${Date.now()}`, mov: 'Préstamo', mov_id: `E2EAXE${day}`, customer_id: 4, company_id: 1, agent_id: 1,
      emission: dayOfMonthsAgo(2, day), expiration: dayOfMonthsAgo(-10, day), days: '5', amount: '987654321.50', interests: '18', currency_id: 1, exchange_rate: '0', status_id: 3,
    });
  }
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

/**
 * What stands past the window's right edge: visible elements whose box ends beyond it, unless a box they
 * sit in clips or scrolls them (a wide table in its own scrolling card is whole, a swipe away inside it).
 */
function pastTheRightEdge(): Promise<string[]> {
  return page.evaluate(() => {
    const edge = window.innerWidth + 1;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > edge) found.push(`the page scrolls sideways by ${document.documentElement.scrollWidth - window.innerWidth} px`);
    const heldInside = (element: Element): boolean => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        const overflow = getComputedStyle(box).overflowX;
        if (overflow !== 'visible' && box.getBoundingClientRect().right <= edge) return true;
      }
      return false;
    };
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= edge) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.position === 'fixed' && box.left >= window.innerWidth) continue;
      if (element.closest('[aria-hidden="true"]') && style.opacity === '0') continue;
      if (heldInside(element)) continue;
      found.push(`${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].slice(0, 2).join('.')} ends at ${Math.round(box.right)} px: "${(element.textContent ?? '').trim().slice(0, 40)}"`);
      if (found.length >= 5) break;
    }
    return found;
  });
}

/**
 * What a person could read or press that lies under something fixed over the page (a floating button, a
 * banner that stays), on the screen as it first shows and scrolled to its end (the floating
 * "Crear" covered the calendar's last days on first load, with room left for it only at the end). The app
 * bar is left out (the page starts below it and scrolls under it), and so are dialogs, menus, tooltips and
 * toasts, which come and go.
 */
function underFixedThings(): Promise<string[]> {
  return page.evaluate(async () => {
    const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const fixedThings = (): Element[] =>
      [...document.body.querySelectorAll('*')].filter((element) => {
        const style = getComputedStyle(element);
        if (style.position !== 'fixed' || style.visibility === 'hidden' || style.opacity === '0' || style.pointerEvents === 'none' && element.childElementCount === 0) return false;
        if (element.closest('header, [role="dialog"], [role="presentation"], [role="tooltip"], [role="menu"], [role="listbox"], .MuiSnackbar-root, .MuiPopover-root, .MuiModal-root')) return false;
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
      });
    const covered = (where: string): string[] => {
      const found: string[] = [];
      for (const fixed of fixedThings()) {
        const over = fixed.getBoundingClientRect();
        for (const element of document.body.querySelectorAll('a, button, input, select, textarea, [role="button"], [role="checkbox"], p, span, td, th, dt, dd, li, h1, h2, h3, h4, h5, h6, label')) {
          if (fixed.contains(element) || element.contains(fixed)) continue;
          if (getComputedStyle(element).position === 'fixed' || element.closest('header')) continue;
          const box = element.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) continue;
          if (getComputedStyle(element).visibility === 'hidden') continue;
          // Only what shows something: text of its own, or a control.
          const control = element.matches('a, button, input, select, textarea, [role="button"], [role="checkbox"]');
          if (!control && ![...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '')) continue;
          if (box.left < over.right && over.left < box.right && box.top < over.bottom && over.top < box.bottom) {
            found.push(`${where}: ${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}" under ${fixed.tagName.toLowerCase()}.${[...fixed.classList].slice(0, 2).join('.')} "${(fixed.getAttribute('aria-label') ?? fixed.textContent ?? '').trim().slice(0, 20)}"`);
          }
          if (found.length >= 5) return found;
        }
      }
      return found;
    };
    window.scrollTo(0, 0);
    await frames();
    const found = covered('as it first shows');
    window.scrollTo(0, document.documentElement.scrollHeight);
    await frames();
    found.push(...covered('scrolled to the end'));
    window.scrollTo(0, 0);
    return found;
  });
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
  // Nothing was typed: Escape closes the form at once, with no question about unsaved changes.
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
  it('the sign-in, recovery and legal pages have no serious or critical violation, and fit a phone', async () => {
    ({ context, page } = await newPage(browser, { ...AXE_CONTEXT, viewport: LAPTOP }));
    countRequests();
    const findings: Findings = {};
    for (const path of SIGNED_OUT_ROUTES) {
      await page.goto(path);
      await page.locator('h1, h2, h3, h4, h5, h6').first().waitFor();
      await settled();
      await check(findings, path);
    }
    await page.setViewportSize(PHONE);
    const wide: Record<string, string[]> = {};
    for (const path of SIGNED_OUT_ROUTES) {
      await page.goto(path);
      await page.locator('h1, h2, h3, h4, h5, h6').first().waitFor();
      await settled();
      await check(findings, `${path} (390 px)`);
      const past = await pastTheRightEdge();
      if (past.length > 0) wide[path] = past;
    }
    expect(findings).toEqual({});
    expect(wide).toEqual({});
  });
});

/** Per route, at 390 px: what lies past the right edge or under something fixed over the page. */
const phoneFindings: Record<string, string[]> = {};

describe.each(ROLES)('signed in as %s', (username) => {
  it('every screen the role may open has no serious or critical violation, at a laptop\'s width and a phone\'s', { timeout: 600_000 }, async () => {
    ({ context, page } = await newPage(browser, { ...AXE_CONTEXT, viewport: LAPTOP }));
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

    // The same screens on a phone's width: the session and the app stay, the window narrows.
    await page.setViewportSize(PHONE);
    for (const path of openable) {
      expect(await navigate(path), `${username} opening ${path} at 390 px`).toBe(path);
      phoneReached.add(path);
      await check(findings, `${path} (390 px)`);
      const wrong = [...(await pastTheRightEdge()).map((what) => `past the right edge: ${what}`), ...(await underFixedThings()).map((what) => `covered ${what}`)];
      if (wrong.length > 0) phoneFindings[`${username} ${path}`] = wrong;
      if (process.env.CAUDAL_SCREENSHOTS) await page.screenshot({ path: `${process.env.CAUDAL_SCREENSHOTS}/${username}${path.replace(/\//g, '_')}-390.png` });
    }
    expect(findings).toEqual({});
    expect(Object.fromEntries(Object.entries(phoneFindings).filter(([where]) => where.startsWith(`${username} `)))).toEqual({});
  });
});

describe('coverage', () => {
  it('every signed-in route was checked by some role, at both widths', () => {
    expect(SIGNED_IN_ROUTES.filter((path) => !reached.has(path))).toEqual([]);
    expect(SIGNED_IN_ROUTES.filter((path) => !phoneReached.has(path))).toEqual([]);
  });

  it('the "Crear" dialogs of the catalogues were checked', () => {
    for (const path of ['/administrador/listas/moneda', '/administrador/listas/estatus', '/administrador/listas/usuarios']) expect(dialogsChecked).toContain(path);
  });
});
