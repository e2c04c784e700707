/**
 * POST pdf/create (spec section 7): real Chromium (playwright-core); the header repeats on every page;
 * the caller's HTML runs no script and fetches nothing; without Chromium the answer is 503.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPdfRenderer, PdfUnavailableError } from '../../../server/adapters/pdf.ts';
import { browser, signIn, type SignedIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { pdfPageTexts } from './pdf-text.ts';

let t: TestApp;
let investor: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  investor = await signIn(t.app, 'inversionista@caudal.mx');
});

afterAll(async () => {
  await t?.close();
});

const longContent = Array.from({ length: 150 }, (_, i) => `<p>Renglon ${i}</p>`).join('');
const flat = (text: string) => text.replace(/\s+/g, '');

describe('POST pdf/create', () => {
  it('answers a PDF in base64 whose page 2 carries the header and footer', async () => {
    const answer = await investor.call('POST', '/api/pdf/create', {
      filename: 'estado-de-cuenta', type: 'base64', content: longContent, header: 'ESTADO DE CUENTA CAUDAL', footer: 'Pagina <span class="pageNumber"></span>',
      header_height: '25mm', footer_height: '20mm', margin: '12mm', body_class: 'statement',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.filename).toBe('estado-de-cuenta.pdf');
    const pdf = Buffer.from(answer.body.data.data, 'base64');
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const pages = await pdfPageTexts(pdf);
    expect(pages.length).toBeGreaterThan(2);
    expect(flat(pages[1])).toContain('ESTADODECUENTACAUDAL');
    expect(flat(pages[1])).toContain('Pagina2');
    expect(flat(pages[1])).not.toContain('Renglon0');
  }, 60_000);

  it('runs no script and fetches no outside URL', async () => {
    const requests: string[] = [];
    const server = createServer((request, response) => {
      requests.push(request.url ?? '');
      response.end('x');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const content = `<p id="text">ORIGINAL TEXT</p><img src="http://127.0.0.1:${port}/tracker.png"><link rel="stylesheet" href="http://127.0.0.1:${port}/x.css"><img src="http://example.invalid/x.png"><script>document.getElementById('text').textContent = 'SCRIPT RAN';</script>`;
      const answer = await investor.call('POST', '/api/pdf/create', { filename: 'x', type: 'base64', content, header: '', footer: '', header_height: '10mm', footer_height: '10mm', margin: '10mm', body_class: '' });
      expect(answer.status).toBe(200);
      const text = flat((await pdfPageTexts(Buffer.from(answer.body.data.data, 'base64'))).join(' '));
      expect(text).toContain('ORIGINALTEXT');
      expect(text).not.toContain('SCRIPTRAN');
      expect(requests).toEqual([]);
    } finally {
      server.close();
    }
  }, 60_000);

  it('refuses bad input and callers without a session', async () => {
    expect((await investor.call('POST', '/api/pdf/create', { filename: 'x', content: '' })).status).toBe(422);
    expect((await investor.call('POST', '/api/pdf/create', { filename: 'x', content: '<p>x</p>', margin: '1;}body{' })).status).toBe(422);
    expect((await browser(t.app).call('POST', '/api/pdf/create', { filename: 'x', content: '<p>x</p>' })).status).toBe(401);
  });

  it('reports a missing Chromium as unavailable (the route answers 503)', async () => {
    const renderer = createPdfRenderer('/nonexistent/chromium');
    await expect(renderer.render({ content: 'x', header: '', footer: '', headerHeight: '1mm', footerHeight: '1mm', margin: '1mm', bodyClass: '' })).rejects.toBeInstanceOf(PdfUnavailableError);
  });
});
