/**
 * Every hedge route with every role: what each demo account may call (seeded permissions: hedges for
 * everyone, the admin lists for Admin and Root), 401 without a session; and what investors and
 * clients reach: only their own hedges, whatever id, filter or owner they send.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, signIn, type Browser } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { CLIENT_EMAIL, hedgeOwners, INVESTOR_EMAIL } from './support.ts';

const ACCOUNTS = {
  root: 'root@caudal.mx',
  admin: 'admin@caudal.mx',
  gestor: 'gestor@caudal.mx',
  investor: INVESTOR_EMAIL,
  client: CLIENT_EMAIL,
} as const;
type Who = keyof typeof ACCOUNTS;
const EVERYONE: Who[] = ['root', 'admin', 'gestor', 'investor', 'client'];
const ADMINS: Who[] = ['root', 'admin'];
const MISSING = 999999999;

/** [method, url, body, who may call it] */
const ROUTES: [string, string, unknown, Who[]][] = [
  ['POST', '/api/forward/graph', {}, EVERYONE],
  ['POST', '/api/forward/notify', {}, EVERYONE],
  ['GET', '/api/forward_open', undefined, EVERYONE],
  ['GET', `/api/forward_open/${MISSING}`, undefined, EVERYONE],
  ['GET', `/api/forward/${MISSING}`, undefined, EVERYONE],
  ['POST', '/api/forward/exit', {}, EVERYONE],
  ['POST', '/api/forward/partial', {}, EVERYONE],
  ['PATCH', `/api/forward/liquidate/${MISSING}`, undefined, EVERYONE],
  ['GET', '/api/forward_closed', undefined, EVERYONE],
  ['GET', `/api/forward_closed/${MISSING}`, undefined, EVERYONE],
  ['GET', '/api/forward/misc', undefined, EVERYONE],
  ['GET', '/api/forward/misc/users', undefined, EVERYONE],
  ['GET', '/api/forward/misc/instruments', undefined, EVERYONE],
  ['GET', '/api/forward/misc/status', undefined, EVERYONE],
  ['GET', '/api/forward/calendar', undefined, EVERYONE],
  ['GET', '/api/closeCoverageConfig/check', undefined, EVERYONE],
  ['GET', '/api/app/forex-quoutes/last', undefined, EVERYONE],
  ['GET', '/api/forwards/const?isCurrent=1', undefined, ADMINS],
  ['GET', '/api/forwards/const/misc', undefined, ADMINS],
  ['GET', `/api/forwards/const/${MISSING}`, undefined, ADMINS],
  ['POST', '/api/forwards/const', {}, ADMINS],
  ['GET', '/api/forwards/projection/current', undefined, ADMINS],
  ['GET', '/api/forwards/projection/template', undefined, ADMINS],
  ['POST', '/api/forwards/projection/formExcel', {}, ADMINS],
  ['GET', '/api/closeCoverageConfig', undefined, ADMINS],
  ['PUT', '/api/closeCoverageConfig', {}, ADMINS],
  ['GET', '/api/app/forex-quoutes', undefined, ADMINS],
  ['POST', '/api/app/forex-quoutes', {}, ADMINS],
  ['POST', '/api/app/forex-quoutes/formExcel', {}, ADMINS],
];

let t: TestApp;
let owners: { client: number; investor: number };
const as = new Map<Who, Browser>();

beforeAll(async () => {
  t = await createTestApp();
  owners = await hedgeOwners(t.database);
  for (const who of EVERYONE) as.set(who, await signIn(t.app, ACCOUNTS[who]));
});

afterAll(async () => {
  await t?.close();
});

describe.each(ROUTES)('%s %s', (method, url, body, allowed) => {
  it.each(EVERYONE)('as %s', async (who) => {
    const answer = await as.get(who)!.call(method as 'GET', url, body);
    if (allowed.includes(who)) expect([401, 403, 419], `${who}: ${JSON.stringify(answer.body)}`).not.toContain(answer.status);
    else expect(answer.status, JSON.stringify(answer.body)).toBe(403);
  });

  it('without a session: 401', async () => {
    const visitor = browser(t.app);
    expect((await visitor.call(method as 'GET', url, body)).status).toBe(401);
  });
});

describe('GET closeCoverageConfig/toggle', () => {
  it('is refused to gestor, investor and client, and without the CSRF header (a link from another site); Admin flips it and flips it back', async () => {
    for (const who of ['gestor', 'investor', 'client'] as Who[]) expect((await as.get(who)!.call('GET', '/api/closeCoverageConfig/toggle')).status).toBe(403);
    const before = (await as.get('admin')!.call('GET', '/api/closeCoverageConfig')).body.data.enabled;
    // A link or an image on another site: the session cookie goes along, the header cannot.
    const crossSite = await as.get('admin')!.inject({ method: 'GET', url: '/api/closeCoverageConfig/toggle', headers: { 'x-xsrf-token': '', 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(419);
    expect((await as.get('admin')!.call('GET', '/api/closeCoverageConfig')).body.data.enabled).toBe(before);
    const off = await as.get('admin')!.call('GET', '/api/closeCoverageConfig/toggle');
    expect(off.body.data.enabled).toBe(false);
    const on = await as.get('admin')!.call('GET', '/api/closeCoverageConfig/toggle');
    expect(on.body.data.enabled).toBe(true);
  });
});

describe('investors and clients see and touch only their own hedges', () => {
  const terms = { amountUSD: '10000', side: 'buy', months: 2, instrumentId: 5 };

  it('a request belongs to whoever makes it, whatever userId it names', async () => {
    const answer = await as.get('investor')!.call('POST', '/api/forward/notify', { ...terms, userId: owners.client });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data.userId).toBe(owners.investor);
  });

  it('lists, filters, reads and calendars only their own', async () => {
    const investor = as.get('investor')!;
    const clientHedge = (await as.get('admin')!.call('POST', '/api/forward/notify', { ...terms, userId: owners.client })).body.data.id;
    const mine = await investor.call('GET', '/api/forward_open?take=9999');
    expect(mine.body.data.result.length).toBeGreaterThan(0);
    expect(mine.body.data.result.every((r: { userId: number }) => r.userId === owners.investor)).toBe(true);
    expect((await investor.call('GET', `/api/forward_open?userId=${owners.client}`)).body.data.total).toBe(0);
    expect((await investor.call('GET', `/api/forward/${clientHedge}`)).status).toBe(404);
    expect((await investor.call('GET', `/api/forward_open/${clientHedge}`)).status).toBe(404);
    const calendar = await investor.call('GET', '/api/forward/calendar');
    const ids = calendar.body.data.record.flatMap((d: { forwards: { id: number }[] }) => d.forwards.map((f) => f.id));
    expect(ids).not.toContain(clientHedge);
    expect((await investor.call('GET', '/api/forward/misc/users')).body.data).toEqual([{ id: owners.investor, name: expect.any(String) }]);
    const closed = await as.get('client')!.call('GET', '/api/forward_closed?take=9999');
    expect(closed.body.data.result.every((r: { userId: number }) => r.userId === owners.client)).toBe(true);
  });

  it("cannot exit, split or liquidate another's hedge (404), and nothing changes", async () => {
    const clientHedge = (await as.get('admin')!.call('POST', '/api/forward/notify', { ...terms, userId: owners.client })).body.data.id;
    const investor = as.get('investor')!;
    expect((await investor.call('POST', '/api/forward/partial', { id: clientHedge, amountUSD: '100' })).status).toBe(404);
    expect((await investor.call('POST', '/api/forward/exit', { id: clientHedge })).status).toBe(404);
    expect((await investor.call('PATCH', `/api/forward/liquidate/${clientHedge}`)).status).toBe(404);
    const [row] = await t.database.query<{ pendingAmountUSD: string }>('select "pendingAmountUSD" from forward_open where id = $1', [clientHedge]);
    expect(row.pendingAmountUSD).toBe('10000.00');
    const own = await as.get('client')!.call('POST', '/api/forward/partial', { id: clientHedge, amountUSD: '100' });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
  });
});
