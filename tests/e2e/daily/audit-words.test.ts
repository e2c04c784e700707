/**
 * The Bitácora says what changed in a person's words: instants as Mexico City's clock (dd/mm/aaaa HH:mm),
 * dates as dd/mm/aaaa, and fields by their labels, never the database's names (session_id, bank_name,
 * role_id) or the API's ISO text.
 */
import { describe, expect, it } from 'vitest';
import { openApp } from '../support/app.ts';
import { pagePerTest } from '../support/browser.ts';

const pages = pagePerTest();

const ENTRY = {
  id: 999_001,
  at: '2026-12-07T01:29:32.612Z',
  user_id: null,
  entity: 'session',
  entity_id: '1',
  action: 'update',
  changes: JSON.stringify({
    session_id: ['a', 'b'],
    bank_name: ['BBVA México', 'Banorte'],
    role_id: [2, 3],
    expires_at: ['2026-12-07T01:29:32.612Z', '2026-12-07T02:29:32.612Z'],
    fixed_on: ['2026-12-05', '2026-12-06'],
  }),
};

describe('the Bitácora', () => {
  it('shows instants, dates and field names as a person reads them', async () => {
    const page = await pages.open();
    await page.route(/\/api\/audit_log\?/, async (route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as { data: { result: unknown[]; total: number } };
      answer.data.result = [ENTRY, ...answer.data.result.slice(0, 4)];
      return route.fulfill({ response, json: answer });
    });
    await openApp(page, '/administrador/listas/bitacora');
    const row = page.getByRole('row').filter({ hasText: '999001' });
    await row.waitFor({ timeout: 15_000 });
    // The drawn cells (subject, action, changes) load beside the rows.
    await row.getByText('Banorte').waitFor({ timeout: 15_000 });
    const text = await row.innerText();
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(text).not.toMatch(/session_id|bank_name|role_id|expires_at|fixed_on/);
    expect(text).toContain('06/12/2026 19:29');
    expect(text).toContain('05/12/2026 → 06/12/2026');
    expect(text).toContain('Banco');
    if (process.env.CAUDAL_SCREENSHOTS) await page.screenshot({ path: `${process.env.CAUDAL_SCREENSHOTS}/bitacora.png` });
  });
});
