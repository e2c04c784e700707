/**
 * The app as the API tests see it: built on a fresh copy of the migrated, seeded database, with its
 * own temporary data and files folders, no logger and a phone inbox (phone-inbox.ts), then signed in (Root by default) through the
 * real sign-in flow, so that `app.inject` sends as that user: session cookie, CSRF cookie and header.
 * The unsigned inject stays reachable for `browser(app)` (sign-in.ts). One per test file, in beforeAll.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { entities } from '../../schemas/index.ts';
import type { HookRegistry } from '../../server/crud/hooks.ts';
import type { Entity } from '../../schemas/framework/define-entity.ts';
import { ROLE } from '../../schemas/role.ts';
import type { FileStorage } from '../../server/adapters/file-storage.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/client.ts';
import { createEntityTables } from './entity-tables.ts';
import { RAW_INJECT, signIn, type SignedIn } from './sign-in.ts';
import { openTestDatabase } from './test-database.ts';
import { attachInbox, PhoneInbox } from './phone-inbox.ts';

export interface TestApp {
  /** Its inject is signed in (unless signInAs was null). */
  app: FastifyInstance;
  database: Database;
  /** The signed-in browser; undefined with signInAs: null. */
  signedIn?: SignedIn;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Entities declared only in tests: registered with the app and their tables created in the copy. */
  extraEntities?: Record<string, Entity>;
  /** Lifecycle hooks of those entities (server/crud/hooks.ts). */
  extraHooks?: HookRegistry;
  /** Email of the seeded user app.inject signs in as; default the first Root; null: not signed in. */
  signInAs?: string | null;
  /** Environment on top of the test defaults (limits, TRUST_PROXY...). */
  env?: Record<string, string>;
  /** The file storage instead of a folder of the test's own (a test that makes writes fail). */
  files?: FileStorage;
  /** A built app to serve beside the API. */
  staticDir?: string;
}

async function firstRootEmail(database: Database): Promise<string> {
  const table = entities.user.tableName;
  const [row] = await database.query<{ email: string }>(`select email from "${table}" where role_id = $1 and deleted_at is null order by id limit 1`, [ROLE.root]);
  if (!row) throw new Error('the seeded database has no Root user to sign in as');
  return row.email;
}

/** Keeps the unsigned inject under RAW_INJECT, signs in, and makes app.inject send as that user. */
async function signInAppInject(app: FastifyInstance, email: string): Promise<SignedIn> {
  (app as unknown as Record<symbol, unknown>)[RAW_INJECT] = app.inject.bind(app);
  const signedIn = await signIn(app, email);
  app.inject = signedIn.inject as FastifyInstance['inject'];
  return signedIn;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, dispose } = await openTestDatabase(inject('testDatabase'));
  const folder = await mkdtemp(join(tmpdir(), 'caudal-api-test-'));
  const cleanUp = async () => {
    await dispose();
    await rm(folder, { recursive: true, force: true });
  };
  try {
    await createEntityTables(database, Object.values(options.extraEntities ?? {}));
    const config = loadConfig({ DATA_DIR: folder, FILES_DIR: join(folder, 'files'), LOG_LEVEL: 'silent', NODE_ENV: 'test', ...options.env });
    const inbox = new PhoneInbox();
    const app = await buildApp({ database, config, extraEntities: options.extraEntities, extraHooks: options.extraHooks, files: options.files, staticDir: options.staticDir, sms: inbox.gateway(database), logger: false });
    attachInbox(app, inbox);
    await app.ready();
    const email = options.signInAs === undefined ? await firstRootEmail(database) : options.signInAs;
    const signedIn = email === null ? undefined : await signInAppInject(app, email);
    return {
      app,
      database,
      signedIn,
      async close() {
        await app.close();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
