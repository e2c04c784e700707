/**
 * On a 1366 x 768 laptop an investment's key reads on one line ("INV-2026-0008"), not broken at its
 * hyphens into three lines that made every row 60 px tall.
 */
import { describe, expect, it } from 'vitest';
import { openApp } from '../support/app.ts';
import { pagePerTest } from '../support/browser.ts';

const pages = pagePerTest();

describe('record keys at 1366 px', () => {
  it('the investments list shows each key on one line', async () => {
    const page = await pages.open({ viewport: { width: 1366, height: 768 } });
    await openApp(page, '/inversiones/inversiones');
    const cell = page.locator('td.column-key').first();
    await cell.waitFor({ timeout: 15_000 });
    const lines = await cell.evaluate((node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
  });
});
