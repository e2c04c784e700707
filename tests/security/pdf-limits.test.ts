/**
 * pdf/create under load from one person: a document past MAX_PDF_PAGES is refused
 * (422, in the person's language) at about the cost of one at the cap, not printed to its 5,000th page;
 * and while one account renders its heaviest document, nobody else's one-line PDF waits behind its
 * second and third (one render in flight per person, PDF_CONCURRENCY=2).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PDF_PAGES } from '../../server/adapters/pdf.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { signIn, type SignedIn } from '../helpers/sign-in.ts';
import { ACCOUNTS, SUITE_ENV } from './support/identities.ts';
import { recordFigures } from './support/report.ts';

let t: TestApp;
let heavy: SignedIn;
let light: SignedIn;
const figures = { tried: 0, violations: 0, detail: '' };

beforeAll(async () => {
  t = await createTestApp({ signInAs: null, env: { ...SUITE_ENV, PDF_CONCURRENCY: '2' } });
  heavy = await signIn(t.app, ACCOUNTS.investor);
  light = await signIn(t.app, ACCOUNTS.client);
});

afterAll(async () => {
  recordFigures('pdf/create (page cap, one render per person)', figures);
  await t?.close();
});

const pages = (n: number) => '<p style="break-after: page">página</p>'.repeat(n);
const render = (who: SignedIn, content: string) => who.call('POST', '/api/pdf/create', { filename: 'estado', content });

describe('pdf/create limits', () => {
  it(`prints up to ${MAX_PDF_PAGES} pages and refuses 5,000 quickly, in the person’s language`, async () => {
    expect((await render(light, pages(MAX_PDF_PAGES))).status).toBe(200);
    const started = performance.now();
    const answer = await render(heavy, pages(5000));
    const ms = performance.now() - started;
    figures.tried += 2;
    figures.detail = `5,000 pages refused in ${Math.round(ms)} ms`;
    if (answer.status !== 422) figures.violations++;
    expect(answer.status).toBe(422);
    expect(answer.body.errors.content).toEqual([`El PDF tendría más de ${MAX_PDF_PAGES} páginas; divide el documento`]);
    expect(ms).toBeLessThan(8000);
  });

  it('one person’s heavy renders hold one slot: another person’s one-line PDF is not kept waiting', async () => {
    const heavyRenders = Array.from({ length: 3 }, () => render(heavy, pages(MAX_PDF_PAGES)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    const mine = await render(light, '<p>Una línea</p>');
    const lightMs = performance.now() - started;
    const answers = await Promise.all(heavyRenders);
    figures.tried += 4;
    if (mine.status !== 200 || answers.filter((a) => a.status === 200).length !== 1) figures.violations++;
    expect(mine.status).toBe(200);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429]);
    // The slot beside the heavy render was free: a one-line PDF costs a few hundred milliseconds.
    expect(lightMs).toBeLessThan(3000);
  });
});
