// Sums the test counts that Vitest and Playwright printed, and prints "N passed, N failed".
// A step that failed without any test failing (typecheck, lint, a crash) counts as one failure.
import { readFileSync } from 'node:fs';

const [stepFailed, ...files] = process.argv.slice(2);
let passed = 0;
let failed = 0;
for (const file of files) {
  const esc = String.fromCharCode(27);
  const text = readFileSync(file, 'utf8').replaceAll(new RegExp(`${esc}\\[[0-9;]*m`, 'g'), '');
  for (const line of text.split('\n')) {
    const vitest = /^\s*Tests\s+(.*)$/.exec(line);
    if (vitest) {
      passed += Number(/(\d+) passed/.exec(vitest[1])?.[1] ?? 0);
      failed += Number(/(\d+) failed/.exec(vitest[1])?.[1] ?? 0);
      continue;
    }
    const playwright = /^\s+(\d+) (passed|failed|flaky)( \(|$)/.exec(line);
    if (playwright) {
      if (playwright[2] === 'failed') failed += Number(playwright[1]);
      else passed += Number(playwright[1]);
    }
  }
}
if (stepFailed === '1' && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(stepFailed === '1' || failed > 0 ? 1 : 0);
