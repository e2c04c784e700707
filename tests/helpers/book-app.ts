/**
 * One app per test file on a small book seeded by bench/seed-book.ts (the bench's own generator, so the
 * tests see the shapes the benchmark measures): opened in beforeAll, closed in afterAll. The object
 * answered reads the app of the moment, so a file uses `t.app` and `t.database` as with createTestApp.
 */
import { afterAll, beforeAll } from 'vitest';
import { seedBook } from '../../bench/seed-book.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** Scale 0.02 is 100 loans and 4 investors: pages have several rows to cut, and seeding takes seconds. */
export function useBookApp(scale = 0.02): TestApp {
  let opened: TestApp | undefined;
  beforeAll(async () => {
    opened = await createTestApp();
    await seedBook(opened.database, scale);
  });
  afterAll(async () => {
    await opened?.close();
  });
  const current = () => {
    if (!opened) throw new Error('the book app is opened in beforeAll; use it inside a test');
    return opened;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get signedIn() {
      return current().signedIn;
    },
    close: () => current().close(),
  };
}
