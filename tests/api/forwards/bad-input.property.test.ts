/**
 * Property: whatever a client sends to a hedge route, the API never answers 5xx, and a refused
 * request leaves no trace (no hedge, closed part, constant, quote or config change, no audit row).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrongValue } from '../../helpers/bad-input-arbitraries.ts';
import { auditCount } from '../../helpers/database-state.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

const RUNS = 40;
const TABLES = ['forward_open', 'forward_closed', 'forward_constant', 'forex_quote', 'forward_projection_upload'];

let t: TestApp;
let openId: number;

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.database.query<{ id: number }>('select id from forward_open where "statusId" = 1 order by id limit 1');
  openId = row?.id ?? 1;
});

afterAll(async () => {
  await t?.close();
});

async function footprint() {
  const counts = await Promise.all(TABLES.map(async (table) => (await t.database.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0].n));
  const [config] = await t.database.query('select * from close_coverage_config');
  const [hedge] = await t.database.query('select "pendingAmountUSD" from forward_open where id = $1', [openId]);
  return { counts, config, hedge, audit: await auditCount(t.database) };
}

/** A body with some of the expected keys (holding wrong values) and maybe stray ones. */
const body = (keys: string[]) =>
  fc.oneof(
    wrongValue,
    fc.record(Object.fromEntries(keys.map((k) => [k, wrongValue])), { requiredKeys: [] }),
    fc.record(Object.fromEntries(keys.map((k) => [k, wrongValue])), { requiredKeys: [] }).map((b) => ({ ...b, id: openId })),
  );

const ROUTES: [method: 'POST' | 'PUT', url: string, keys: string[]][] = [
  ['POST', '/api/forward/graph', ['amountUSD', 'side', 'months', 'instrumentId']],
  ['POST', '/api/forward/notify', ['amountUSD', 'side', 'months', 'instrumentId', 'userId']],
  ['POST', '/api/forward/partial', ['id', 'amountUSD']],
  ['POST', '/api/forward/exit', ['id']],
  ['POST', '/api/forwards/const', ['instrumentId', 'value']],
  ['PUT', '/api/closeCoverageConfig', ['enabled', 'startTime', 'endTime', 'weekdaysOnly']],
  ['POST', '/api/app/forex-quoutes', ['rate', 'quotedAt']],
];

describe.each(ROUTES)('%s %s', (method, url, keys) => {
  it('never answers 5xx; a refusal changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(body(keys), async (payload) => {
        const before = await footprint();
        const response = await t.app.inject({ method, url, payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (response.statusCode >= 400) expect(await footprint()).toEqual(before);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('list and lookup queries', () => {
  it.each(['/api/forward_open', '/api/forward_closed', '/api/forwards/const', '/api/forward/calendar', '/api/app/forex-quoutes'])('%s never answers 5xx to junk parameters', async (url) => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom('take', 'page', 'sort', 'order', 'userId', 'statusId', 'isCurrent', 'from', 'to', 'q', 'kind', 'x'), fc.string({ maxLength: 30 })), async (query) => {
        const response = await t.app.inject({ method: 'GET', url: `${url}?${new URLSearchParams(query)}` });
        expect(response.statusCode, response.body).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });
});
