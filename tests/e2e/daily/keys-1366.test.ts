/**
 * On a 1366 x 768 laptop an investment's and a loan's key read on one line ("INV-2026-0008"), not broken at its
 * hyphens into three lines that made every row 60 px tall.
 */
import { describe, expect, it } from 'vitest';
import { openApp } from '../support/app.ts';
import { pagePerTest } from '../support/browser.ts';

const pages = pagePerTest();

describe('record keys at 1366 px', () => {
  it.each([
    ['investments', '/inversiones/inversiones', 'td.column-key'],
    ['loans', '/prestamos/prestamos', 'td.column-intelisis_id'],
  ])('the %s list shows each key on one line', async (_name, path, column) => {
    const page = await pages.open({ viewport: { width: 1366, height: 768 } });
    await openApp(page, path);
    const cell = page.locator(column).first();
    await cell.waitFor({ timeout: 15_000 });
    const lines = await cell.evaluate((node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
  });
});
