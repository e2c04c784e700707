/**
 * "Solicitar cambio" on the profile ends with the spec's success toast, "Solicitud enviada" (section 8),
 * besides the notice that the request is under review.
 */
import { describe, it } from 'vitest';
import { freshUser } from '../auth/fresh-user.ts';
import { signInAs } from '../auth/sign-in-as.ts';
import { pagePerTest } from '../support/browser.ts';
import { waitForToast } from '../support/feedback.ts';

const pages = pagePerTest();

describe('a profile change request', () => {
  it('says "Solicitud enviada" as a toast', async () => {
    const page = await pages.open();
    const person = await freshUser(3);
    await signInAs(page, person);
    await page.goto('/perfil');
    await page.getByTestId('profile-form').getByLabel('Banco').fill('Banco del Bienestar');
    await page.getByRole('button', { name: 'Solicitar cambio' }).click();
    await page.getByText('La solicitud fue enviada a revisión').waitFor();
    await waitForToast(page, 'Solicitud enviada');
  });
});
