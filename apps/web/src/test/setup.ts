import { afterEach } from 'vitest';

// Tests of plain rules run in Node (project web-logic): there is no page to clean up after them.
if (typeof window !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  // findBy…/waitFor wait up to 5 s instead of 1: npm test runs these beside two browsers on a
  // 2-core machine, where a first render that loads a lazy module took longer than a second. What
  // never appears still fails.
  configure({ asyncUtilTimeout: 5_000 });

  afterEach(() => {
    cleanup();
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
}
