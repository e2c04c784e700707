/**
 * Outbound calls (server/adapters/outbound.ts): every attempt has a deadline; a call that is safe to
 * repeat is tried again on a timeout, a broken connection, a 5xx or a 429, at most `retries` times; one
 * that is not safe is tried once; a 4xx is the caller's answer, not a reason to retry.
 */
import { getEventListeners } from 'node:events';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundCall, outboundPolicy, OutboundTimeoutError, OutboundUnreachableError } from '../../../server/adapters/outbound.ts';

let server: Server;
let url = '';
const hits: Record<string, number> = {};

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '/';
    hits[path] = (hits[path] ?? 0) + 1;
    if (path.startsWith('/hang')) return; // never answers
    if (path.startsWith('/flaky') && hits[path] < 3) {
      response.writeHead(503).end('busy');
      return;
    }
    if (path.startsWith('/refuse')) {
      response.writeHead(400, { 'content-type': 'application/json' }).end('{"message":"no"}');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/plain' }).end(`ok ${hits[path]}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const policy = { timeoutMs: 300, retries: 2, backoffMs: 10 };

describe('outboundCall', () => {
  it('gives up on a service that does not answer after its deadline, once per attempt', async () => {
    const started = Date.now();
    await expect(outboundCall({ service: 'the stand-in', url: `${url}/hang-once`, idempotent: false }, policy)).rejects.toBeInstanceOf(OutboundTimeoutError);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(hits['/hang-once']).toBe(1);
    await expect(outboundCall({ service: 'the stand-in', url: `${url}/hang-thrice`, idempotent: true }, policy)).rejects.toThrow('the stand-in did not answer within 300 ms');
    expect(hits['/hang-thrice']).toBe(3);
  });

  it('does not repeat a timed-out call that asked not to, even when idempotent', async () => {
    await expect(outboundCall({ service: 'the stand-in', url: `${url}/hang-keyed`, idempotent: true, retryOnTimeout: false }, policy)).rejects.toBeInstanceOf(OutboundTimeoutError);
    expect(hits['/hang-keyed']).toBe(1);
  });

  it('retries a safe call on 503 and answers the success', async () => {
    const answer = await outboundCall({ service: 'the stand-in', url: `${url}/flaky`, idempotent: true }, policy);
    expect([answer.status, answer.body.toString()]).toEqual([200, 'ok 3']);
  });

  it('answers a 503 as it is when the call is not safe to repeat, and a 4xx at once', async () => {
    expect((await outboundCall({ service: 'the stand-in', url: `${url}/flaky-unsafe`, idempotent: false }, policy)).status).toBe(503);
    expect(hits['/flaky-unsafe']).toBe(1);
    expect((await outboundCall({ service: 'the stand-in', url: `${url}/refuse`, idempotent: true }, policy)).status).toBe(400);
    expect(hits['/refuse']).toBe(1);
  });

  it('names an unreachable service', async () => {
    await expect(outboundCall({ service: 'the stand-in', url: 'http://127.0.0.1:1/none', idempotent: true }, policy)).rejects.toBeInstanceOf(OutboundUnreachableError);
  });

  it('stops at once when the caller aborts (the server shuts down)', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const started = Date.now();
    await expect(outboundCall({ service: 'the stand-in', url: `${url}/hang-aborted`, idempotent: true, signal: controller.signal }, { timeoutMs: 5000, retries: 3 })).rejects.toBeInstanceOf(OutboundUnreachableError);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('leaves no listener on the shutdown signal after its retries (a long-running server makes thousands of calls)', async () => {
    const controller = new AbortController();
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      for (let call = 0; call < 3; call++) {
        await expect(outboundCall({ service: 'the stand-in', url: `${url}/flaky-listeners-${call}`, idempotent: true, signal: controller.signal }, { timeoutMs: 1000, retries: 12, backoffMs: 1 })).resolves.toMatchObject({ status: 200 });
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
      expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning')).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('reads the configured deadline, or a service\'s own', () => {
    expect(outboundPolicy({ OUTBOUND_TIMEOUT_MS: 15_000, OUTBOUND_RETRIES: 2 })).toEqual({ timeoutMs: 15_000, retries: 2 });
    expect(outboundPolicy({ OUTBOUND_TIMEOUT_MS: 15_000, OUTBOUND_RETRIES: 2 }, 3000).timeoutMs).toBe(3000);
  });
});
