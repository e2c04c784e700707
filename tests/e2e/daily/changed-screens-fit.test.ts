/**
 * The screens the phone-fit and failed-load work changed (docs/decisions/222, 225, 226), at a phone's width (390 x 844) and a laptop's (1366 x 768), in Spanish and
 * in English (whose words run longer): each opens with its data and nothing stands past the window's right
 * edge. With CAUDAL_SCREENSHOTS=/some/folder a picture of each is kept, for a person to look at.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp } from '../support/app.ts';
import { pagePerTest } from '../support/browser.ts';

const pages = pagePerTest();
const shots = process.env.CAUDAL_SCREENSHOTS;

const WIDTHS = [
  { name: '390', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: '1366', viewport: { width: 1366, height: 768 } },
] as const;

/** Each screen and what shows it has its data. */
const SCREENS: [path: string, ready: (page: Page) => Promise<unknown>][] = [
  ['/prestamos/facturas', (page) => page.locator('[data-testid="invoice-candidate-card"], [data-testid="invoice-candidates"]').first().waitFor({ timeout: 15_000 })],
  ['/prestamos/vigentes', (page) => page.getByTestId('loan-calendar').locator('button[aria-label]').first().waitFor({ timeout: 15_000 })],
  ['/inversiones/dashboard', (page) => page.getByTestId('dashboard-investment').first().waitFor({ timeout: 15_000 })],
  ['/inversiones/calculadora', (page) => page.getByTestId('calculator-start-date').waitFor({ timeout: 15_000 })],
  ['/coberturas/coberturas-vigentes', (page) => page.locator('[data-testid="phone-card"], .RaList-content tbody tr').first().waitFor({ timeout: 15_000 })],
  ['/coberturas/nueva-cobertura', (page) => page.getByText(/Forward a fecha fija|Fixed-date forward/).first().waitFor({ timeout: 15_000 })],
  ['/administrador/listas/usuarios', (page) => page.getByText('+52 55 1000 0002').first().waitFor({ timeout: 15_000 })],
  ['/administrador/listas/permisos?role_id=4', (page) => page.getByRole('checkbox').first().waitFor({ timeout: 15_000 })],
  ['/administrador/listas/moneda', (page) => page.getByLabel(/^(Crear|Create)$/).waitFor({ timeout: 15_000 })],
  ['/administrador/listas/cobertura-config', (page) => page.getByTestId('fix-day').waitFor({ timeout: 15_000 })],
  ['/perfil', (page) => page.getByTestId('profile-page').getByRole('button').first().waitFor({ timeout: 15_000 })],
];

const pastTheEdge = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function setLanguage(page: Page, language: 'English' | 'Español'): Promise<void> {
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: new RegExp(language) }).click();
  await page.waitForLoadState('networkidle');
}

describe.each(WIDTHS)('the changed screens at $name px', ({ name, ...options }) => {
  it('open whole in Spanish and in English', { timeout: 240_000 }, async () => {
    const page = await pages.open(options);
    await openApp(page, '/perfil');
    const wide: Record<string, number> = {};
    try {
      for (const language of ['es', 'en'] as const) {
        if (language === 'en') await setLanguage(page, 'English');
        for (const [path, ready] of SCREENS) {
          await page.goto(path);
          await ready(page);
          await page.waitForLoadState('networkidle');
          const past = await pastTheEdge(page);
          if (past > 0) wide[`${language} ${path}`] = past;
          if (shots) await page.screenshot({ path: `${shots}/changed-${language}-${name}${path.replace(/[/?=]/g, '_')}.png` });
        }
      }
    } finally {
      await setLanguage(page, 'Español');
    }
    expect(wide).toEqual({});
  });
});
