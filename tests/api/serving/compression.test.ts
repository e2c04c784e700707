/**
 * Compression and caching as a browser meets them (docs/decisions/030, 031): the build's .br and .gz
 * sent by Accept-Encoding with Vary, hashed assets cached for a year, the app's page revalidated,
 * ETags answered with 304; JSON over 1 kB compressed, smaller answers and answers to clients that ask
 * for nothing left alone; the security headers on compressed answers; stored files byte for byte.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../../scripts/precompress.ts';
import { IMMUTABLE } from '../../../server/plugins/spa.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let folder: string;
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;
const page = `<!doctype html><html><head><title>Caudal</title>${'<meta name="x" content="padding">'.repeat(40)}</head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'caudal-serving-'));
  await mkdir(join(folder, 'assets'));
  await writeFile(join(folder, 'index.html'), page);
  await writeFile(join(folder, 'assets', 'app-Ab12Cd34.js'), script);
  await writeFile(join(folder, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await precompressFolder(folder);
  t = await createTestApp({ staticDir: folder });
});

afterAll(async () => {
  await t?.close();
  await rm(folder, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  return response.body;
}

describe('the built files', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
  ])('Accept-Encoding "%s" gets the %s file the build wrote, same content and type', async (accept, encoding) => {
    const response = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': accept });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(script.length / 2);
    expect(decoded(response)).toBe(script);
  });

  it('a client that asks for no encoding gets the file as it is, still marked as varying', async () => {
    const response = await get('/assets/app-Ab12Cd34.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('hashed assets are cached for a year and never revalidated; every answer carries the CSP', async () => {
    const response = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'br' });
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['/', '/auth/login', '/administrador/listas/moneda'])('the page (%s) is revalidated on every use', async (url) => {
    const response = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers.etag).toBeTruthy();
    expect(decoded(response)).toBe(page);
  });

  it('files outside /assets/ (not hashed) are revalidated too', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers 304 to the ETag it gave, per encoding', async () => {
    for (const accept of ['br', 'gzip', '']) {
      const first = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': accept });
      expect(first.headers.etag, accept).toBeTruthy();
      const again = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': accept, 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode, accept).toBe(304);
      expect(again.body).toBe('');
    }
    const page1 = await get('/auth/login');
    expect((await get('/auth/login', { 'if-none-match': String(page1.headers.etag) })).statusCode).toBe(304);
  });

  it('a missing asset is a 404, not the app (an old chunk name must fail as a script, not parse HTML)', async () => {
    const response = await get('/assets/gone-Zz99.js', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });
});

describe('API answers', () => {
  it('JSON over 1 kB is compressed by Accept-Encoding, with Vary and the security headers', async () => {
    const plain = await get('/api/openapi.json');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip']) {
      const response = await get('/api/openapi.json', { 'accept-encoding': encoding });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decoded(response))).toEqual(plain.json());
    }
  });

  it('a signed-in list over 1 kB is compressed too', async () => {
    const response = await get('/api/user?take=50', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(response)).data.result.length).toBeGreaterThan(0);
  });

  it('answers under 1 kB and clients that ask for nothing get plain JSON', async () => {
    const small = await get('/healthz', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
    const plain = await get('/api/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(() => plain.json()).not.toThrow();
  });

  it('request bodies are never inflated: a gzip-encoded body is refused, not unpacked', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/calculator', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, payload: Buffer.from([0x1f, 0x8b, 0, 0]) });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('a stored file downloads byte for byte, with its sandboxing headers', async () => {
    const [row] = await t.database.query<{ key: string; size: number; mime: string }>("select key, size, mime from stored_file where mime = 'application/pdf' order by id limit 1");
    expect(row, 'the seed stores at least one PDF').toBeTruthy();
    const plain = await get(`/api/files/${row!.key}`);
    expect(plain.statusCode).toBe(200);
    const response = await get(`/api/files/${row!.key}`, { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(row!.mime);
    expect(response.headers['content-security-policy']).toContain('sandbox');
    // A PDF is compressed already: it travels as it is, and is the same file either way.
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(plain.rawPayload)).toBe(true);
  });
});
