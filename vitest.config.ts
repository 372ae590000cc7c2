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
          // `npm run test:api` adds --poolOptions.forks.isolate=false: Vitest 3 has one pool for every
          // project and reads its options (and maxWorkers: one less than the cores, so one worker on
          // CI's two cores beside the other lane) from the run, not from a project, so it cannot
          // live here. Files then share a worker's loaded modules instead of a new process
          // importing the whole server for each (session 12: 486 s CPU → 264 s); every file builds its
          // own app on its own database, and the server keeps no state in its modules that a test
          // could leave behind.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
      'apps/web/vitest.logic.config.ts',
    ],
  },
});
