/**
 * The screens the usability review changed (docs/decisions/130-135), in both languages and at both widths (1440 and 390 px): each draws with no
 * i18n key shown raw, no sideways swipe on the phone, and no "Oops". With CAUDAL_SCREENS_DIR set, each is
 * also saved as a PNG there (docs/screens/ holds the set looked at for the closing note).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { freshUser } from './auth/fresh-user.ts';
import { signInAs } from './auth/sign-in-as.ts';
import { pagePerTest } from './support/browser.ts';
import { expectNoErrorDialog, waitForDialog } from './support/feedback.ts';

const pages = pagePerTest();
const WIDTHS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
const LANGUAGES = ['es', 'en'] as const;

interface Shot {
  name: string;
  path: string;
  /** What the screen must show before it is judged (a heading, a card). */
  ready: (page: Page) => Promise<unknown>;
  /** A step after it loads (open the create dialog). */
  then?: (page: Page, language: 'es' | 'en') => Promise<unknown>;
}

const SHOTS: Shot[] = [
  { name: 'users-form', path: '/administrador/listas/usuarios', ready: (p) => p.locator('table, [data-testid="phone-cards"]').first().waitFor(), then: async (p, language) => {
    await p.getByLabel(language === 'es' ? 'Crear' : 'Create', { exact: true }).click();
    await waitForDialog(p, language === 'es' ? 'Crear Usuario' : 'Create User');
  } },
  { name: 'open-hedges', path: '/coberturas/coberturas-vigentes', ready: (p) => p.locator('table, [data-testid="phone-cards"]').first().waitFor() },
  { name: 'profile', path: '/perfil', ready: (p) => p.getByTestId('password-form').waitFor() },
  { name: 'dashboard', path: '/inversiones/dashboard', ready: (p) => p.getByTestId('chart-grid').first().waitFor() },
  { name: 'permissions', path: '/administrador/listas/permisos?role_id=6', ready: (p) => p.getByRole('checkbox').first().waitFor() },
  { name: 'calculator', path: '/inversiones/calculadora', ready: (p) => p.getByLabel(/^(Monto a invertir|Amount to invest)$/).waitFor(), then: async (p) => {
    await p.getByLabel(/^(Tipo de moneda|Currency)$/).click();
    await p.getByRole('option').first().click();
    await p.getByLabel(/^(Monto a invertir|Amount to invest)$/).fill('1000000');
    await p.getByLabel(/^(Fecha de inicio|Start date)$/).fill('15/01/2026');
    await p.getByLabel(/^(Plazo|Term)$/).click();
    await p.getByRole('option').nth(1).click();
    await p.getByRole('button', { name: /^(Simular|Simulate)$/ }).click();
    await p.getByTestId('simulation-totals').waitFor();
  } },
  { name: 'new-hedge', path: '/coberturas/nueva-cobertura', ready: (p) => p.getByTestId('last-quote').waitFor() },
  { name: 'invoices', path: '/prestamos/facturas', ready: (p) => p.locator('main').getByRole('checkbox').first().waitFor() },
];

/** Text that looks like an i18n key nobody translated: caudal.something.else or resources.x.fields.y. */
const RAW_KEY = /\b(caudal|resources|ra)\.[a-z][A-Za-z]+\.[a-zA-Z.]+/;

async function useLanguage(page: Page, language: 'es' | 'en'): Promise<void> {
  const current = (await page.getByRole('banner').getByRole('button', { name: /^(ES|EN), (idioma|language)$/i }).innerText()).trim().toLowerCase();
  if (current === language) return;
  await page.getByRole('banner').getByRole('button', { name: /^(ES|EN), (idioma|language)$/i }).click();
  await page.getByRole('menuitem', { name: language === 'es' ? 'Español' : 'English' }).click();
  await page.getByRole('banner').getByRole('button', { name: language === 'es' ? 'Idioma' : 'Language' }).waitFor();
}

describe('the changed screens, in both languages and at both widths', () => {
  it('draw whole: no raw key, no sideways swipe on the phone, no Oops', async () => {
    const who = await freshUser(3);
    const page = await pages.open({ viewport: WIDTHS.desktop });
    await signInAs(page, who);
    for (const language of LANGUAGES) {
      for (const [width, viewport] of Object.entries(WIDTHS)) {
        await page.setViewportSize(viewport);
        for (const shot of SHOTS) {
          await page.goto(shot.path);
          await useLanguage(page, language);
          await shot.ready(page);
          await shot.then?.(page, language);
          const text = await page.locator('body').innerText();
          expect(RAW_KEY.exec(text)?.[0], `${shot.name} ${language} ${width}`).toBeUndefined();
          if (width === 'phone') expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${shot.name} ${language}`).toBeLessThanOrEqual(0);
          await expectNoErrorDialog(page);
          if (process.env.CAUDAL_SCREENS_DIR) await page.screenshot({ path: `${process.env.CAUDAL_SCREENS_DIR}/${shot.name}-${language}-${width}.png` });
        }
      }
    }
  }, 240_000);
});
