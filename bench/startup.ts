/**
 * Start-up: how long `npm start` takes to answer `GET /api/health` with 200, spawned as a newcomer
 * runs it, on a new data folder (first start: build when needed,
 * migrate, seed the demo data) and again on the same data (restart). On the embedded database by
 * default, on PostgreSQL with BENCH_DATABASE_URL (a new database next to it, dropped at the end).
 *
 *   npm run startup --workspace bench             # figures for bench/README.md
 *   BENCH_STARTUP_FRESH_BUILD=1 …                 # remove apps/web/dist first, as a fresh clone has none
 *
 * Target (issue #17): a restart answers within 2 s on both databases.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 3290);
const RESTARTS = Number(process.env.BENCH_RUNS ?? 3);
const pgUrl = process.env.BENCH_DATABASE_URL;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A first start may build and seed for minutes; a restart that takes a minute has failed. */
const FIRST_START_LIMIT_MS = 10 * 60_000;
const RESTART_LIMIT_MS = 60_000;

/** GET /api/health, given up after a second: a server that accepts and never answers must not hang the bench. */
const health = () => fetch(`http://127.0.0.1:${PORT}/api/health`, { signal: AbortSignal.timeout(1_000) });

/** Spawns `npm start` and resolves with the milliseconds to the first 200 of /api/health. */
async function startOnce(env: NodeJS.ProcessEnv, limitMs: number): Promise<number> {
  const started = performance.now();
  // Its own process group, signalled whole as a terminal's Ctrl-C would be: npm 11 exits on SIGTERM
  // without passing it on, which left the server running and the bench waiting for its port.
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    env: { ...process.env, ...env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  try {
    for (;;) {
      if (exited) throw new Error('the server exited before it answered');
      if (performance.now() - started > limitMs) throw new Error(`no answer within ${limitMs / 1000} s`);
      try {
        const res = await health();
        if (res.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    // A child that has already exited sends no 'exit' again: waiting for one hung the bench.
    const group = -child.pid!;
    if (!exited) {
      const stopped = new Promise((r) => child.once('exit', r));
      signalGroup(group, 'SIGTERM');
      await stopped;
    }
    const late = setTimeout(() => signalGroup(group, 'SIGKILL'), 45_000); // past the server's 30 s drain
    await portClosed(); // the server's own exit: the next start must find the port and the data free
    clearTimeout(late);
  }
}

function signalGroup(group: number, signal: NodeJS.Signals) {
  try {
    process.kill(group, signal);
  } catch {
    // already gone
  }
}

async function portClosed() {
  for (;;) {
    try {
      await health();
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-startup-'));
  const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir };
  let dbName: string | null = null;
  if (pgUrl) {
    dbName = `shop_startup_${randomUUID().replaceAll('-', '')}`;
    await admin(`create database ${dbName}`);
    const url = new URL(pgUrl);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
  }
  if (process.env.BENCH_STARTUP_FRESH_BUILD === '1') {
    rmSync(path.join(root, 'apps/web/dist'), { recursive: true, force: true });
  }
  try {
    const label = pgUrl ? 'PostgreSQL' : 'embedded PGlite';
    const first = await startOnce(env, FIRST_START_LIMIT_MS);
    console.log(`${label}: first start ${(first / 1000).toFixed(2)} s`);
    const restarts: number[] = [];
    for (let i = 0; i < RESTARTS; i++) restarts.push(await startOnce(env, RESTART_LIMIT_MS));
    const sorted = [...restarts].sort((a, b) => a - b);
    console.log(
      `${label}: restart ${restarts.map((r) => (r / 1000).toFixed(2)).join(', ')} s` +
        ` (median ${(sorted[Math.floor(sorted.length / 2)]! / 1000).toFixed(2)} s; target ≤ 2 s)`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (dbName) await admin(`drop database if exists ${dbName} with (force)`);
  }
}

await main();
