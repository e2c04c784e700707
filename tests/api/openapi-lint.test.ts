/**
 * The OpenAPI document passes Redocly's recommended rules with no error: every operation has
 * an operationId and a summary, the security its route's access declaration asks for (session cookie,
 * CSRF header on a change), and its refusals described. Runs the linter from node_modules/.bin/redocly
 * (@redocly/cli, a devDependency).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { ROOT } from '../helpers/test-database.ts';

const run = promisify(execFile);
const REDOCLY = process.env.REDOCLY_BIN ?? resolve(ROOT, 'node_modules/.bin/redocly');

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, { description?: string }>;
}
type Document = { paths: Record<string, Record<string, Operation>>; components: { securitySchemes?: Record<string, { type: string; in?: string; name?: string }> } };
interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer?: string }[] }[];
}

let t: TestApp;
let document: Document;
let folder: string;

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
  folder = await mkdtemp(join(tmpdir(), 'caudal-openapi-'));
});

afterAll(async () => {
  await t?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

const operations = () => Object.entries(document.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })));

describe('the OpenAPI document', () => {
  it('passes `redocly lint` (recommended rules) with no error', async () => {
    const file = join(folder, 'openapi.json');
    await writeFile(file, JSON.stringify(document));
    // Exit code 1 when there are errors: the report is what the assertion reads, either way.
    const output = await run(REDOCLY, ['lint', file, '--format=json', '--max-problems=100000'], { cwd: folder, maxBuffer: 64 * 1024 * 1024 }).catch(
      (error: { stdout?: string; code?: unknown }) => {
        if (typeof error.stdout === 'string' && error.stdout.startsWith('{')) return { stdout: error.stdout };
        throw error;
      },
    );
    const report = JSON.parse(output.stdout) as LintReport;
    const errors = report.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 60_000);

  it('gives every operation a unique operationId and a summary', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations().filter(({ op }) => !op.summary)).toEqual([]);
    expect(document.paths['/api/currency/{id}'].get.operationId).toBe('getCurrencyById');
  });

  it('declares the session cookie and the CSRF header, and each operation the ones its access asks for', () => {
    expect(document.components.securitySchemes).toMatchObject({
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'caudal_session' },
      csrfHeader: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
      serviceToken: { type: 'http', scheme: 'bearer' },
    });
    // A permission route also takes a service account's bearer token, with no CSRF header (docs/decisions/245).
    expect(document.paths['/api/currency'].get.security).toEqual([{ sessionCookie: [] }, { serviceToken: [] }]);
    expect(document.paths['/api/currency'].post.security).toEqual([{ sessionCookie: [], csrfHeader: [] }, { serviceToken: [] }]);
    expect(document.paths['/api/auth/session'].get.security).toEqual([{ sessionCookie: [] }]);
    // Signed out, a sign-in still echoes the CSRF token; a public read asks for nothing.
    expect(document.paths['/api/auth/login'].post.security).toEqual([{ csrfHeader: [] }]);
    expect(document.paths['/api/csrf-cookie'].get.security).toEqual([]);
    expect(operations().filter(({ op }) => !Array.isArray(op.security))).toEqual([]);
  });

  it('describes every response, and the refusals of a signed-in change', () => {
    const undescribed = operations().flatMap(({ path, method, op }) =>
      Object.entries(op.responses ?? {}).filter(([, r]) => !r.description).map(([status]) => `${method} ${path} ${status}`),
    );
    expect(undescribed).toEqual([]);
    expect(Object.keys(document.paths['/api/currency'].post.responses ?? {})).toEqual(expect.arrayContaining(['201', '401', '403', '419', '422']));
  });
});
