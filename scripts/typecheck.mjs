// `npm run typecheck`: every workspace checked by TypeScript 7's native compiler, all at once
// (decision 0033). `typescript` 5.9 stays installed for the tools that call its JavaScript API
// (openapi-typescript); `typescript-7` is the same compiler rewritten in Go, about five times faster
// on this code, which matters on a 2-core CI machine. Each program is checked on one thread
// (`--singleThreaded`): the five run at once anyway, and its default of several checkers per
// program each resolving the same library types again took three times the CPU (44 s → 15 s,
// session 20) for no shorter wall time on two cores.
//
// `node scripts/typecheck.mjs [workspace …]` checks the named workspaces only.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(
  path.dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')),
  'bin/tsc',
);
const all = ['packages/contracts', 'apps/server', 'apps/web', 'e2e', 'bench'];
const chosen = process.argv.length > 2 ? process.argv.slice(2) : all;

function check(workspace) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [tsc, '--noEmit', '--singleThreaded', '--pretty', 'false', '-p', workspace],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('close', (code) => resolve({ workspace, ok: code === 0, out }));
  });
}

const results = await Promise.all(chosen.map(check));
for (const { workspace, ok, out } of results) {
  console.log(`${ok ? 'ok    ' : 'failed'} ${workspace}`);
  if (out.trim()) console.log(out.trimEnd());
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
