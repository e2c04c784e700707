/**
 * Once per e2e run: build the client if its sources changed, prepare ONE fresh database (PGlite in a
 * temporary DATA_DIR, or a new PostgreSQL database beside DATABASE_URL), start the real server in this
 * process on a free port, sign Root in to the API for setting up data, and hand the URL, Root's
 * cookies and the administrator the tests sign in as to the test files. Teardown removes everything.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../server/app.ts';
import { buildClient, clientIsStale } from '../../server/build-client.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { DEMO_ACCOUNTS, demoPassword } from '../../server/db/seed/seed-auth.ts';
import { databaseUrlFor, dropPostgresDatabase, ROOT } from '../helpers/test-database.ts';
import { signInToApi, type ApiSession } from './support/api-session.ts';
import { startPhoneServer } from './support/phone-server.ts';

/** The seeded demo account a test signs in as (server/db/seed/seed-auth.ts). */
export interface E2eAccount {
  email: string;
  password: string;
  phone: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The running server, e.g. http://127.0.0.1:41234 (no trailing slash). */
    e2eBaseUrl: string;
    /** Root's API session, for setting up data. */
    e2eApiSession: ApiSession;
    /** The phones: the SMS provider the server posts to (support/phone-server.ts), where tests read codes. */
    e2ePhoneUrl: string;
    /** The administrator (role Admin) whose eyes the tests look through. */
    e2eAdmin: E2eAccount;
    /**
     * Where the first test file to sign the administrator in leaves the session for the others: the
     * server sends one account at most 5 codes in 10 minutes (DOMAIN.md), fewer than the files.
     */
    e2eAdminSessionFile: string;
  }
}

function demoAccount(username: 'root' | 'admin', password: string): E2eAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.username === username);
  if (!account) throw new Error(`no demo account "${username}" in the seed`);
  return { email: account.email, password, phone: account.phone };
}

async function createPostgresDatabase(url: string): Promise<string> {
  const name = `caudal_e2e_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  return name;
}

async function openFreshDatabase(dataDir: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { database: await openDatabase({ dataDir: join(dataDir, 'pglite') }), drop: async () => {} };
  const name = await createPostgresDatabase(url);
  return { database: await openDatabase({ databaseUrl: databaseUrlFor(url, name) }), drop: () => dropPostgresDatabase(url, name) };
}

export default async function setup(project: TestProject) {
  if (clientIsStale(ROOT)) await buildClient(ROOT);

  const dataDir = await mkdtemp(join(tmpdir(), 'caudal-e2e-'));
  const phones = await startPhoneServer();
  const { database, drop } = await openFreshDatabase(dataDir);
  const cleanUp = async () => {
    await phones.close();
    await database.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  let app: FastifyInstance | undefined;
  try {
    await prepareDatabase(database);
    const config = loadConfig({
      DATA_DIR: dataDir,
      FILES_DIR: join(dataDir, 'files'),
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      // Every test file signs in from 127.0.0.1; the sign-in limits are the auth tests' subject, not these.
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
      // The real HTTP SMS driver, posting to the run's phones.
      SMS_DRIVER: 'http',
      SMS_HTTP_URL: `${phones.url}/send`,
    });
    app = await buildApp({ database, config, staticDir: join(ROOT, 'dist'), logger: false });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    project.provide('e2eBaseUrl', address.replace(/\/+$/, ''));
    project.provide('e2ePhoneUrl', phones.url);
    project.provide('e2eApiSession', await signInToApi(app, phones.url, demoAccount('root', demoPassword())));
    project.provide('e2eAdmin', demoAccount('admin', demoPassword()));
    project.provide('e2eAdminSessionFile', join(dataDir, 'admin-session.json'));
  } catch (error) {
    // A half-started run must not leave an open database (vitest would hang) or a stray folder.
    await app?.close();
    await cleanUp();
    throw error;
  }

  return async () => {
    await app?.close();
    await cleanUp();
  };
}
