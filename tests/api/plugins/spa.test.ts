/**
 * The built app is served for "/" and for every route of the browser's router; API misses stay JSON 404s.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from '../../../server/plugins/error-handler.ts';
import { serveSpa } from '../../../server/plugins/spa.ts';

let folder: string;
let app: FastifyInstance;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'caudal-spa-'));
  await mkdir(join(folder, 'assets'));
  await writeFile(join(folder, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(folder, 'assets', 'app.js'), 'console.log(1)');
  app = Fastify({ logger: false });
  installErrorHandler(app);
  await serveSpa(app, folder);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await rm(folder, { recursive: true, force: true });
});

describe('the single-page app', () => {
  it.each(['/', '/auth/login', '/administrador/listas/moneda', '/no-existe'])('serves index.html for %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
  });

  it('serves built files as themselves', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
  });

  it('answers a missing API path with a JSON 404, not the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No encontrado' });
  });
});
