import { defineConfig } from 'vitest/config';

/** API tests (through app.inject, on a fresh database) are route and service tests of the server. */
const apiTests = ['apps/server/src/**/{routes,console,service}.test.ts', 'apps/server/src/**/*.api.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/contracts/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/vite/**/*.test.ts',
          ],
          exclude: apiTests,
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: apiTests,
          environment: 'node',
          // Migrates and seeds one database that every file's database is copied from.
          globalSetup: ['apps/server/src/testing/global-setup.ts'],
          // Files share a worker's loaded modules instead of importing the whole server again each
          // (half the CPU of the step): every file builds its own app on its own database, and the
          // server keeps no state in its modules that a test could leave behind.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite and argon2 are CPU-bound; two workers keep a 2-core machine responsive.
          maxWorkers: 2,
          minWorkers: 1,
        },
      },
      'apps/web/vitest.config.ts',
      'apps/web/vitest.logic.config.ts',
    ],
  },
});
