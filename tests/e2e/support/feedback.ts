/**
 * What the app says back to a person: toasts (top-right), the confirmation dialog, the "Oops" dialog,
 * and the messages under form fields. Every wait is a locator wait with a timeout, never a sleep.
 */
import type { Locator, Page } from 'playwright-core';

/** For expect.poll on what the screen shows (vitest's own default, 1 s, is shorter than a slow list load). */
export const SCREEN_WAIT = { timeout: 10_000, interval: 100 };

/** Long enough for a slow answer to arrive and its toast to show. */
export const TOAST_WAIT_MS = 15_000;

/**
 * Waits for a toast showing `text` and returns it: the newest, since toasts stack (an earlier one with the
 * same words may still be on screen).
 */
export async function waitForToast(page: Page, text: string): Promise<Locator> {
  const toast = page.getByTestId('caudal-toast').filter({ hasText: text }).last();
  await toast.waitFor({ state: 'visible', timeout: TOAST_WAIT_MS });
  return toast;
}

/** The open dialog titled `title` (the form, the delete confirmation, the "Oops" dialog). */
export async function waitForDialog(page: Page, title: string): Promise<Locator> {
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: title }) });
  await dialog.waitFor({ state: 'visible' });
  return dialog;
}

/** The message shown under a form field (MUI's helper text, linked by aria-describedby). */
export async function fieldMessage(input: Locator): Promise<string> {
  const describedBy = await input.getAttribute('aria-describedby');
  if (!describedBy) return '';
  const page = input.page();
  const texts = await Promise.all(describedBy.split(/\s+/).map((id) => page.locator(`[id="${id}"]`).innerText()));
  // react-admin keeps an empty helper line as a zero-width space so the layout does not jump.
  return texts.join(' ').replace(/\u200b/g, '').trim();
}

/** Fails with the "Oops" dialog's text when the app shows one (a server error the test did not expect). */
export async function expectNoErrorDialog(page: Page): Promise<void> {
  const oops = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Oops' }) });
  if (await oops.isVisible()) throw new Error(`the app shows an error dialog: ${await oops.innerText()}`);
}

/**
 * Closes a form dialog with changes in it as a person does: Escape, then "Salir sin guardar" in the
 * question about unsaved changes, and waits until the form is gone.
 */
export async function closeDiscardingChanges(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  const question = await waitForDialog(page, 'Cambios sin guardar');
  await question.getByRole('button', { name: 'Salir sin guardar' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Closes a toast with its close button, as a person does to read the next one sooner. */
export async function dismissToast(toast: Locator): Promise<void> {
  // Its time may run out while the click waits for a busy page: a toast that left on its own is dismissed too.
  await toast.getByRole('button').first().click().catch(async (error: unknown) => {
    if ((await toast.count()) > 0) throw error;
  });
  await toast.waitFor({ state: 'detached', timeout: TOAST_WAIT_MS });
}

/**
 * Closes every toast on screen, as a person does to reach what they cover (the stack sits over the list
 * toolbar's right end, "Crear" included). A toast under a resting pointer waits (paused on hover), so a
 * click that only waited for it could wait forever.
 */
export async function dismissToasts(page: Page): Promise<void> {
  // One at a time, the newest first, each waited out by the count: a locator of a list is by position, and
  // the stack closes up behind a toast that goes.
  const toasts = page.getByTestId('caudal-toast');
  for (let left = await toasts.count(); left > 0; left = await toasts.count()) {
    // The close button (MUI's, titled "Cerrar"), never an undoable toast's "Deshacer": that one has no close
    // button and is waited out. Its time may also run out while the click waits; the count shows both.
    const close = toasts.last().locator('button[title]');
    if ((await close.count()) > 0) await close.click({ timeout: TOAST_WAIT_MS }).catch(() => undefined);
    await page.waitForFunction((before) => document.querySelectorAll('[data-testid="caudal-toast"]').length < before, left, { timeout: TOAST_WAIT_MS });
  }
}
