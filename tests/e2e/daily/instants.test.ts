/**
 * An instant is shown as Mexico City's clock shows it: a change request sent at 19:30 on 06/12/2026 in
 * Mexico City (01:30 on the 7th in UTC) is "en revisión desde el 06/12/2026", not the UTC day.
 */
import { describe, expect, it } from 'vitest';
import { openApp } from '../support/app.ts';
import { pagePerTest } from '../support/browser.ts';

const pages = pagePerTest();
const EVENING_IN_MEXICO_CITY = '2026-12-07T01:30:00.000Z';

describe('an instant on a screen', () => {
  it('the profile\'s pending request says the day Mexico City saw it', async () => {
    const page = await pages.open();
    await page.route(/\/api\/profile$/, async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      const answer = (await response.json()) as { data: Record<string, unknown> };
      answer.data.pending_request = { id: 1, changes: {}, created_at: EVENING_IN_MEXICO_CITY };
      return route.fulfill({ response, json: answer });
    });
    await openApp(page, '/perfil');
    const notice = page.getByText(/en revisión desde el/);
    await notice.waitFor({ timeout: 15_000 });
    expect(await notice.innerText()).toContain('desde el 06/12/2026');
  });
});
