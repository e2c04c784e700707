/**
 * Once per run: migrate and seed one database that every API test file then copies
 * (a PGlite dump by default, a PostgreSQL template database when DATABASE_URL is set).
 */
import type { TestProject } from 'vitest/node';
import {
  dropPostgresDatabase,
  preparePgliteSnapshot,
  preparePostgresTemplate,
} from '../helpers/test-database.ts';

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    project.provide('testDatabase', { kind: 'pglite', snapshot: await preparePgliteSnapshot() });
    return;
  }
  const template = await preparePostgresTemplate(url);
  project.provide('testDatabase', { kind: 'postgres', url, template });
  return async () => {
    await dropPostgresDatabase(url, template);
  };
}
