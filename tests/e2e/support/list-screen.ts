/**
 * Reading and driving a generated list screen (src/framework/screens/EntityList.tsx) the way a person
 * does: rows as shown, the column under a header, the range text of the pagination.
 */
import type { Locator, Page } from 'playwright-core';

/**
 * Waits until the list has loaded: its range text ("1-25 de 40") and a first row are shown. The list's
 * own pagination: a card above it may page its own rows (the invoice candidates).
 */
export async function waitForList(page: Page): Promise<void> {
  await page.locator('.RaList-main [data-testid="list-range"]').filter({ hasText: /\d/ }).waitFor({ timeout: LIST_WAIT_MS });
  await bodyRows(page).first().waitFor();
}

/** A whole page load (a reload, a first visit) fetches the app, the session and the list: slower than a click on a busy machine. */
const LIST_WAIT_MS = 20_000;

/** The list's own table (a screen may show other tables beside it, such as the loans' totals). */
const LIST_TABLE = 'table.RaDatagrid-table';

export function bodyRows(page: Page): Locator {
  return page.locator(`${LIST_TABLE} tbody`).getByRole('row');
}

/** The row showing `text` (a name, a code), for its cells and its action buttons. */
export function rowWith(page: Page, text: string): Locator {
  return bodyRows(page).filter({ hasText: text });
}

/**
 * The row of one record however long the shared list has grown (other files add records to the run's
 * server): the list narrowed by its search box to `search`, then the row showing `text`.
 */
export async function searchedRow(page: Page, search: string, text: string): Promise<Locator> {
  await page.getByPlaceholder(/^(Buscar|Search)$/).fill(search);
  const row = rowWith(page, text);
  await row.waitFor();
  return row;
}

/** Each visible row's text, cells separated by tabs. */
export async function rowTexts(page: Page): Promise<string[]> {
  return (await bodyRows(page).allInnerTexts()).map((text) => text.trim());
}

/** The cells of the column whose header reads `label`, top to bottom. */
export async function columnTexts(page: Page, label: string): Promise<string[]> {
  const headers = (await page.locator(`${LIST_TABLE} thead th`).allInnerTexts()).map((text) => text.trim());
  const index = headers.indexOf(label);
  if (index < 0) throw new Error(`no column "${label}"; columns: ${headers.join(' | ')}`);
  return (await bodyRows(page).locator(`td:nth-child(${index + 1})`).allInnerTexts()).map((text) => text.trim());
}

/** Clicks a column header to sort by it (again to reverse). */
export async function clickColumnHeader(page: Page, label: string): Promise<void> {
  await page.locator(`${LIST_TABLE} thead th`).filter({ hasText: label }).getByRole('button').click();
}

/**
 * The arrow a column header shows: "ascending", "descending" or "none". react-admin sets no aria-sort,
 * so this reads MUI's sort label: active or not, and which way its arrow points.
 */
export async function sortDirection(page: Page, label: string): Promise<'ascending' | 'descending' | 'none'> {
  const sortLabel = page.locator(`${LIST_TABLE} thead th`).filter({ hasText: label }).locator('.MuiTableSortLabel-root');
  const classes = (await sortLabel.getAttribute('class')) ?? '';
  if (!classes.includes('Mui-active')) return 'none';
  return classes.includes('MuiTableSortLabel-directionAsc') ? 'ascending' : 'descending';
}

/** The pagination's range text, e.g. "1-25 de 40". */
export async function rangeText(page: Page): Promise<string> {
  return (await page.locator('.RaList-main [data-testid="list-range"]').innerText()).trim();
}
