import { defineConfig } from 'vitest/config';
import { languageCatalogues } from './scripts/language-catalogues.ts';
import BookChangingFilesLast from './tests/e2e/support/sequencer.ts';

/**
 * Five projects, run in this order by `npm test`: unit (pure code, node; DOM tests opt in with
 * `// @vitest-environment jsdom`), api (app.inject on a fresh database per file), security (the
 * adversarial suite of docs/security.md, app.inject like api), faults (real server processes under
 * faults: signals, kill -9, two servers, a misbehaving PAC), e2e (Chromium against the real server).
 */
export default defineConfig({
  test: {
    // Only the e2e files that change the book at scale are moved (last); every other file keeps vitest's order.
    sequence: { sequencer: BookChangingFilesLast },
    projects: [
      {
        // The i18n provider imports each language's catalogue as Vite builds it (decision 181).
        plugins: [languageCatalogues()],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // Real servers (the bundle `npm start` runs), real signals, a PAC stand-in with fault modes, two
          // servers on one PostgreSQL: one file at a time, as they start processes and time things.
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/faults/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 240_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
