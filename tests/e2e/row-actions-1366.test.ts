/**
 * On a 1366 x 768 laptop, the widest lists (Módulos, Préstamos) keep every row's actions in sight and
 * clickable: the actions column stays at the right edge while the other columns scroll beneath it.
 */
import { describe, expect, it } from 'vitest';
import { openApp } from './support/app.ts';
import { pageForFile } from './support/browser.ts';
import { waitForList } from './support/list-screen.ts';

const page = pageForFile();
const WIDTH = 1366;

describe.each(['/administrador/listas/modulos', '/prestamos/prestamos'])('%s at 1366 px', (path) => {
  it('shows each action button of the first rows inside the window, clickable', async () => {
    await page.setViewportSize({ width: WIDTH, height: 768 });
    await openApp(page, path);
    await waitForList(page);
    await page.screenshot({ path: `/tmp/caudal-1366-${path.split('/').pop()}.png` });
    // The generated list's own rows (Préstamos also shows an analytics table above it).
    const buttons = page.locator('.RaDatagrid-tbody tr').first().locator('td').last().getByRole('button');
    expect(await buttons.count()).toBeGreaterThan(0);
    for (const button of await buttons.all()) {
      const box = await button.boundingBox();
      expect(box, await button.getAttribute('aria-label') ?? '').not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(WIDTH);
      // A trial click fails if the button is hidden, covered or outside the window.
      await button.click({ trial: true, timeout: 2_000 });
    }
  });
});
