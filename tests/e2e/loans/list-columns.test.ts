/**
 * A generated list shows a reference by the referenced record's name (the API's `<field>_label`) and
 * a computed column (the customers' loan count) as a sortable column.
 * Préstamos shows each loan's customer by name, without a request per customer, and sorting by the
 * Cliente column asks the server to sort by the name, so the order holds across pages.
 */
import { describe, expect, it } from 'vitest';
import { openApp } from '../support/app.ts';
import { pageForFile } from '../support/browser.ts';
import { SCREEN_WAIT, expectNoErrorDialog } from '../support/feedback.ts';
import { fieldLabel } from '../support/labels.ts';
import { bodyRows, clickColumnHeader, columnTexts, sortDirection } from '../support/list-screen.ts';

const PRESTAMOS = '/prestamos/prestamos';
const page = pageForFile();

describe('Préstamos: the customer column', () => {
  it('shows names, and sorts by them on the server', async () => {
    const customer = fieldLabel('es', 'loan', 'customer_id');
    const requests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) requests.push(`${url.pathname}?${url.searchParams}`);
    });
    await openApp(page, PRESTAMOS);
    await expect.poll(() => bodyRows(page).count(), SCREEN_WAIT).toBeGreaterThan(1);
    const names = await columnTexts(page, customer);
    expect(names.every((name) => /[A-Za-zÁÉÍÓÚÑáéíóúñ]/.test(name)), names.join(' | ')).toBe(true);
    // The names came with the loans: no lookup of customers by id.
    expect(requests.filter((r) => r.startsWith('/api/customer?') && r.includes('ids='))).toEqual([]);

    await clickColumnHeader(page, customer);
    await expect.poll(() => sortDirection(page, customer), SCREEN_WAIT).toBe('ascending');
    await expect.poll(() => requests.filter((r) => r.includes('sort=customer_id_label')), SCREEN_WAIT).not.toEqual([]);
    // The screen shows the server's order by name, page 1 of it (not the page's rows re-sorted).
    const serverOrder = await page.evaluate(async () => {
      const answer = await (await fetch('/api/loan?take=25&page=1&sort=customer_id_label&order=asc')).json();
      return (answer.data.result as { customer_id_label: string }[]).map((row) => row.customer_id_label);
    });
    expect(new Set(serverOrder).size).toBeGreaterThan(1);
    await expect.poll(() => columnTexts(page, customer), SCREEN_WAIT).toEqual(serverOrder);
    const firstNames = serverOrder.map((name) => name.split(' ')[0]!.toLowerCase());
    expect(firstNames).toEqual([...firstNames].sort((a, b) => a.localeCompare(b, 'es')));
    await expectNoErrorDialog(page);
  });
});

describe('Clientes: the computed loan count', () => {
  it('shows each customer\'s number of loans and sorts by it on the server', async () => {
    const loans = fieldLabel('es', 'customer', 'loans_count');
    await openApp(page, '/prestamos/clientes');
    await expect.poll(() => bodyRows(page).count(), SCREEN_WAIT).toBeGreaterThan(1);
    const counts = (await columnTexts(page, loans)).map(Number);
    expect(counts.every((n) => Number.isInteger(n) && n >= 0), counts.join(' | ')).toBe(true);
    expect(counts.some((n) => n > 0)).toBe(true);

    await clickColumnHeader(page, loans);
    await expect.poll(() => sortDirection(page, loans), SCREEN_WAIT).toBe('ascending');
    await expect.poll(async () => (await columnTexts(page, loans)).map(Number), SCREEN_WAIT).toEqual([...counts].sort((a, b) => a - b));
    await clickColumnHeader(page, loans);
    await expect.poll(async () => (await columnTexts(page, loans)).map(Number), SCREEN_WAIT).toEqual([...counts].sort((a, b) => b - a));
    await expectNoErrorDialog(page);
  });
});
