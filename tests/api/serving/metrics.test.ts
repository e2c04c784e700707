/**
 * /metrics in Prometheus's text format: answers counted by method, route pattern
 * (never the URL typed) and status; latency histograms; the database; outside calls by kind and
 * outcome, as the adapters report them. Who may read it is tests/security/metrics-access.test.ts.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banxicoRateSource } from '../../../server/adapters/rate-source.ts';
import { createSmsGateway } from '../../../server/adapters/sms-gateway-choice.ts';
import { loadConfig } from '../../../server/config.ts';
import { outboundCalls, timeOutbound } from '../../../server/http/metrics.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let provider: Server;
let providerStatus = 200;

beforeAll(async () => {
  t = await createTestApp();
  provider = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(providerStatus, { 'content-type': 'application/json' }).end('{}'));
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => provider?.close(resolve));
});

async function scrape(): Promise<string> {
  const answer = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  expect(answer.headers['cache-control']).toBe('no-store');
  return answer.body;
}

/** The value of one series, or undefined when the text has no such line. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('counts answers by the route pattern and status, never by the URL typed', async () => {
    for (const id of ['999999991', '999999992', '999999993']) expect((await t.app.inject({ method: 'GET', url: `/api/status/${id}` })).statusCode).toBe(404);
    await t.app.inject({ method: 'GET', url: '/api/status' });
    await t.app.inject({ method: 'GET', url: '/api/made-up-path-123' });
    const text = await scrape();
    expect(sample(text, 'caudal_http_requests_total{method="GET",route="/api/status/:id",status="404"}')).toBeGreaterThanOrEqual(3);
    expect(sample(text, 'caudal_http_requests_total{method="GET",route="/api/status",status="200"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'caudal_http_requests_total{method="GET",route="(unmatched)",status="404"}')).toBeGreaterThanOrEqual(1);
    // Only the labels can carry a URL; a value such as a latency sum of 0.0999999991 may hold the digits by chance.
    const labels = text.split('\n').filter((l) => !l.startsWith('#')).map((l) => l.slice(0, l.lastIndexOf(' '))).join('\n');
    expect(labels).toContain('/api/status/:id');
    expect(labels).not.toContain('999999991');
    expect(labels).not.toContain('made-up-path-123');
    expect(text).toContain('# TYPE caudal_http_requests_total counter');
  });

  it('has a latency histogram per route: cumulative buckets ending at +Inf, a sum and a count', async () => {
    const text = await scrape();
    expect(text).toContain('# TYPE caudal_http_request_duration_seconds histogram');
    const base = 'caudal_http_request_duration_seconds';
    const labels = 'method="GET",route="/api/status/:id"';
    const buckets = text.split('\n').filter((l) => l.startsWith(`${base}_bucket{${labels},`)).map((l) => Number(l.split(' ').at(-1)));
    expect(buckets.length).toBeGreaterThan(5);
    expect([...buckets].sort((a, b) => a - b)).toEqual(buckets);
    const count = sample(text, `${base}_count{${labels}}`)!;
    expect(buckets.at(-1)).toBe(count);
    expect(count).toBeGreaterThanOrEqual(3);
    expect(sample(text, `${base}_sum{${labels}}`)).toBeGreaterThan(0);
  });

  it('says which database serves, and its pool on PostgreSQL', async () => {
    const text = await scrape();
    expect(sample(text, `caudal_database_info{kind="${t.database.kind}"}`)).toBe(1);
    if (t.database.kind === 'postgres') {
      expect(sample(text, 'caudal_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'caudal_db_pool_waiting_requests')).toBeGreaterThanOrEqual(0);
    } else {
      expect(text).not.toContain('caudal_db_pool_connections');
    }
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toMatch(/caudal_event_loop_delay_seconds\{quantile="0.99"\} \d/);
  });

  it('counts outside calls by kind and outcome, as the adapters report them', async () => {
    const { port } = provider.address() as AddressInfo;
    const config = loadConfig({ SMS_DRIVER: 'http', SMS_HTTP_URL: `http://127.0.0.1:${port}/sms`, LOG_LEVEL: 'silent', DATA_DIR: '/tmp/caudal-metrics' });
    const sms = createSmsGateway(config, t.database);
    const before = { ok: outboundCalls.get({ kind: 'sms', outcome: 'ok' }), failed: outboundCalls.get({ kind: 'sms', outcome: 'failed' }) };
    providerStatus = 200;
    await sms.send('+525512345678', { text: 'Tu código es 123456', secret: '123456' }, 'sms');
    providerStatus = 503;
    await expect(sms.send('+525512345678', { text: 'Tu código es 654321', secret: '654321' }, 'sms')).rejects.toThrow();

    const rates = banxicoRateSource({ token: 'test', fetchImpl: async () => new Response('{}', { status: 500 }) });
    await expect(rates.fetchLatest()).rejects.toThrow();
    await expect(timeOutbound('pac', () => Promise.reject(Object.assign(new Error('slow PAC'), { name: 'TimeoutError' })))).rejects.toThrow('slow PAC');

    const text = await scrape();
    expect(sample(text, 'caudal_outbound_calls_total{kind="sms",outcome="ok"}')).toBe(before.ok + 1);
    expect(sample(text, 'caudal_outbound_calls_total{kind="sms",outcome="failed"}')).toBe(before.failed + 1);
    expect(sample(text, 'caudal_outbound_calls_total{kind="rates",outcome="failed"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'caudal_outbound_calls_total{kind="pac",outcome="timeout"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'caudal_outbound_call_duration_seconds_count{kind="sms"}')).toBeGreaterThanOrEqual(2);
  });
});
