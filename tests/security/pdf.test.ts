/**
 * pdf/create as an attacker uses it (docs/security.md "PDF rendering"): a render costs a Chromium
 * page, so at most PDF_CONCURRENCY run at once and a long queue is turned away (503), each person has a
 * per-minute allowance (429, in their language) that does not spend anyone else's, and the HTML can
 * reach nothing: no request leaves the page, to this machine or elsewhere.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { signIn, type SignedIn } from '../helpers/sign-in.ts';
import { ACCOUNTS, SUITE_ENV } from './support/identities.ts';
import { recordFigures } from './support/report.ts';

let t: TestApp;
let client: SignedIn;
let investor: SignedIn;
let probeServer: Server;
let probeUrl: string;
const hits: string[] = [];
const figures = { tried: 0, violations: 0 };
const PER_MINUTE = 14;

beforeAll(async () => {
  probeServer = createServer((request, response) => {
    hits.push(request.url ?? '');
    response.end('leaked');
  });
  await new Promise<void>((resolve) => probeServer.listen(0, '127.0.0.1', resolve));
  probeUrl = `http://127.0.0.1:${(probeServer.address() as AddressInfo).port}`;
  t = await createTestApp({ signInAs: null, env: { ...SUITE_ENV, PDF_CONCURRENCY: '1', PDF_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE) } });
  client = await signIn(t.app, ACCOUNTS.client);
  investor = await signIn(t.app, ACCOUNTS.investor);
});

afterAll(async () => {
  recordFigures('pdf/create (queue cap, per-user limit, no outbound request)', figures);
  await t?.close();
  await new Promise((resolve) => probeServer.close(resolve));
});

const render = (who: SignedIn, content = '<h1>Estado de cuenta</h1>') => who.call('POST', '/api/pdf/create', { filename: 'estado', content });

describe('pdf/create', () => {
  it('renders nothing from the network or the disk: no request reaches a server on this machine', async () => {
    const hostile = [
      `<img src="${probeUrl}/img">`,
      `<link rel="stylesheet" href="${probeUrl}/css">`,
      `<iframe src="${probeUrl}/frame"></iframe>`,
      `<iframe src="file:///etc/passwd"></iframe>`,
      `<script>fetch('${probeUrl}/script')</script>`,
      `<style>@import url('${probeUrl}/import'); body { background: url('${probeUrl}/bg') }</style>`,
      `<meta http-equiv="refresh" content="0;url=${probeUrl}/refresh">`,
    ].join('');
    const answer = await render(investor, hostile);
    figures.tried++;
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(Buffer.from(answer.body.data.data, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (hits.length > 0) figures.violations++;
    expect(hits).toEqual([]);
  });

  it('runs one render per person at a time: the rest of theirs are refused at once (429), another person’s goes through', async () => {
    // The queue cap (503 past PDF_CONCURRENCY x 8 waiting) is tests/unit/http/concurrency-limit.test.ts's.
    const [mine, other] = await Promise.all([Promise.all(Array.from({ length: 12 }, () => render(client))), render(investor)]);
    figures.tried += mine.length + 1;
    const ok = mine.filter((a) => a.status === 200).length;
    const refused = mine.filter((a) => a.status === 429);
    if (ok !== 1 || other.status !== 200) figures.violations++;
    expect(ok).toBe(1);
    expect(refused.length).toBe(11);
    for (const answer of refused) expect(answer.body.message).toBe('Ya se está generando un PDF tuyo; espera a que termine e intenta de nuevo');
    expect(other.status).toBe(200);
  });

  it('gives each person an allowance a minute (429 in their language) without spending anyone else’s', async () => {
    let refused: Awaited<ReturnType<typeof render>> | undefined;
    for (let i = 0; i < PER_MINUTE + 2 && !refused; i++) {
      const answer = await render(client);
      if (answer.status === 429) refused = answer;
    }
    figures.tried++;
    if (!refused) figures.violations++;
    expect(refused?.status).toBe(429);
    expect(refused?.body.message).toMatch(/^Demasiados PDF en poco tiempo; espera \d+ segundos$/);
    expect((await render(investor)).status).toBe(200);
  });
});
