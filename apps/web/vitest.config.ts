import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { lazySchemas } from './vite/lazy-schemas.ts';

/** What both web projects share: the app's plugins, its `@/` alias and the test setup. */
export const webTestBase = {
  // The browser's schemas are built on first use, in the tests as in the build (decision 0016).
  plugins: [react(), lazySchemas()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    setupFiles: ['./src/test/setup.ts'],
    // room for the 5 s findBy… wait of src/test/setup.ts on a busy machine
    testTimeout: 15_000,
  },
};

/**
 * Components and pages (`*.test.tsx`), each file in its own jsdom, in a VM context of a worker thread
 * (vmThreads) rather than a new process per file: 43 s of CPU instead of 121 s for the same 188 tests
 * (session 12), the per-file process start and module loading being the cost, not the tests.
 */
export default defineProject({
  ...webTestBase,
  test: {
    ...webTestBase.test,
    name: 'web',
    include: ['src/**/*.test.tsx'],
    environment: 'jsdom',
    pool: 'vmThreads',
  },
});
