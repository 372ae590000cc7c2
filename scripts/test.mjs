// `npm test`: every check of the project, in two lanes that keep a 2-core machine busy, with each
// step's duration and CPU. Lane one builds the web app, drives Chromium and then runs the API tests
// on PostgreSQL when TEST_DATABASE_URL is set; lane two typechecks, lints and runs the unit, web and
// API tests on the embedded database.
//
// A step's output is printed whole when it ends (lanes would interleave it otherwise), under
// `== <step>`. Every step runs even when an earlier one failed, so one run reports every failure.
// The last lines are the durations; the exit code is 1 when any step failed.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const postgresUrl = process.env.TEST_DATABASE_URL;
const withoutPostgres = { ...process.env };
delete withoutPostgres.TEST_DATABASE_URL;

const step = (name, args, env = withoutPostgres) => ({ name, args, env });

// Playwright's server starts on a database migrated and seeded (demo catalogue images drawn: ~40 s
// of CPU) beside the web build, instead of alone at the start of the browser step.
const e2eDataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
const e2eEnv = { ...withoutPostgres, E2E_DATA_DIR: e2eDataDir };
const buildAndSeed = {
  name: 'build (and the browser tests’ database)',
  command: [
    'npm run build & build=$!',
    'DATA_DIR="$E2E_DATA_DIR" NODE_ENV=development LOG_LEVEL=warn node --import tsx apps/server/src/main.ts --prepare & seed=$!',
    'wait $build; built=$?; wait $seed; seeded=$?',
    '[ $built -eq 0 ] && [ $seeded -eq 0 ]',
  ].join('\n'),
  env: e2eEnv,
};

// Measured (session 16, CI from a clean clone, 2 cores): lane one, build with the e2e database 110 s
// and Playwright 464 s, then API on PostgreSQL; lane two, typecheck 51 s, lint 11 s, unit 45 s,
// web 207 s and API on PGlite 403 s. Lanes of about equal length finish together instead of one
// idling a core.
const lanes = [
  [
    buildAndSeed,
    step('browser (Playwright)', ['test', '--workspace', 'e2e'], e2eEnv),
    // Two workers: the pass runs last, its final minute alone on the machine, where one worker
    // left a core idle (alone: 114 s → 83 s wall for 9 s more CPU, session 20).
    ...(postgresUrl
      ? [
          step('API on PostgreSQL', ['run', 'test:api', '--', '--maxWorkers=2'], {
            ...process.env,
            TEST_DATABASE_URL: postgresUrl,
          }),
        ]
      : []),
  ],
  [
    step('typecheck', ['run', 'typecheck']),
    step('lint', ['run', 'lint']),
    step('unit', ['run', 'test:unit']),
    step('web (jsdom)', ['run', 'test:web']),
    step('API on the embedded database', ['run', 'test:api']),
  ],
];

const logs = mkdtempSync(path.join(tmpdir(), 'shop-test-'));
const results = [];

function run({ name, args, command, env }) {
  const file = path.join(logs, `${results.length}-${name.replace(/\W+/g, '-')}.log`);
  const out = createWriteStream(file);
  const started = Date.now();
  return new Promise((resolve) => {
    // bash's `times` after the step gives the CPU its whole process tree used (browsers, workers):
    // a figure a busy machine barely changes, unlike the wall time.
    const cpuFile = `${file}.cpu`;
    const script = command ?? 'npm "$@"';
    const child = spawn(
      'bash',
      ['-c', `${script}\nstatus=$?; times > "$CPU_FILE"; exit $status`, 'npm', ...(args ?? [])],
      {
        cwd: root,
        env: { ...env, CPU_FILE: cpuFile },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('close', (code) => {
      out.end(() => {
        const seconds = (Date.now() - started) / 1000;
        const ok = code === 0;
        const text = readFileSync(file, 'utf8');
        results.push({ name, seconds, cpu: cpuSecondsOf(cpuFile), ok, failures: failuresIn(text) });
        process.stdout.write(
          `\n== ${name}: ${ok ? 'ok' : `failed (exit ${code})`} in ${seconds.toFixed(1)} s\n`,
        );
        process.stdout.write(text);
        resolve(ok);
      });
    });
  });
}

/**
 * The failed (and, for Playwright, flaky) tests a step's output names: Vitest's `FAIL` lines and the
 * lines under Playwright's closing `N failed` / `N flaky`. Printed again at the end of the run,
 * because a step's own output may be far above the last lines a CI log keeps.
 */
function failuresIn(text) {
  const names = new Set();
  let underPlaywrightSummary = false;
  for (const line of stripVTControlCharacters(text).split('\n')) {
    if (/^\s+\d+ (failed|flaky)$/.test(line)) {
      underPlaywrightSummary = true;
      names.add(line.trim());
    } else if (underPlaywrightSummary && /^ {4}\S/.test(line)) names.add(`  ${line.trim()}`);
    else {
      underPlaywrightSummary = false;
      if (/^\s*FAIL\s/.test(line)) names.add(line.trim());
    }
  }
  return [...names].slice(0, 40);
}

/** The children's user + system seconds from bash's `times` (its second line: `0m1.5s 0m0.2s`). */
function cpuSecondsOf(cpuFile) {
  try {
    const children = readFileSync(cpuFile, 'utf8').trim().split('\n')[1] ?? '';
    return children
      .split(/\s+/)
      .map((t) => /^(\d+)m([\d.]+)s$/.exec(t))
      .reduce((sum, m) => sum + (m ? Number(m[1]) * 60 + Number(m[2]) : 0), 0);
  } catch {
    return 0;
  }
}

// Playwright is skipped after a failed build (it would test an old or missing build); every other
// step runs.
async function runLane(steps) {
  let built = true;
  for (const s of steps) {
    if (s.name.includes('Playwright') && !built) {
      results.push({ name: `${s.name} (skipped: build failed)`, seconds: 0, cpu: 0, ok: false });
      continue;
    }
    const ok = await run(s);
    if (s.name.startsWith('build')) built = ok;
  }
}

const started = Date.now();
await Promise.all(lanes.map(runLane));
rmSync(logs, { recursive: true, force: true });
rmSync(e2eDataDir, { recursive: true, force: true });

const total = (Date.now() - started) / 1000;
const cpuTotal = results.reduce((sum, r) => sum + r.cpu, 0);
console.log('\n== npm test: step durations (two lanes run at once; CPU = user + system of the step)');
for (const r of results)
  console.log(
    `${r.ok ? '  ' : '✗ '}${r.name.padEnd(34)} ${r.seconds.toFixed(1).padStart(6)} s   CPU ${r.cpu.toFixed(1).padStart(6)} s`,
  );
console.log(
  `  ${'npm test, wall time'.padEnd(34)} ${total.toFixed(1).padStart(6)} s   CPU ${cpuTotal.toFixed(1).padStart(6)} s`,
);
const failures = results.filter((r) => r.failures?.length);
if (failures.length) {
  console.log('\n== npm test: failed and flaky tests');
  for (const r of failures) console.log(`  ${r.name}\n${r.failures.map((f) => `    ${f}`).join('\n')}`);
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
