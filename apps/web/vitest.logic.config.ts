import { defineProject } from 'vitest/config';
import { webTestBase } from './vitest.config.ts';

/**
 * The web app's rules and helpers (`*.test.ts`) in plain Node: a jsdom per file cost them more than
 * their tests. A file that needs a browser says so in its first line (`// @vitest-environment jsdom`).
 */
export default defineProject({
  ...webTestBase,
  test: { ...webTestBase.test, name: 'web-logic', include: ['src/**/*.test.ts'], environment: 'node' },
});
