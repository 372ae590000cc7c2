/**
 * What the PostgreSQL benchmarks against the real server share (bench/checkout, bench/reviews): a
 * database of their own beside BENCH_DATABASE_URL, the server started on it as production runs it,
 * and CPU read from /proc.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

export const root = path.resolve(import.meta.dirname, '..');
const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL of the database `name` beside BENCH_DATABASE_URL. */
export function databaseUrl(name: string): string {
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on BENCH_DATABASE_URL itself (create and drop the benchmark's database). */
export async function onBase(statement: string) {
  const client = new pg.Client({ connectionString: BASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A uuid made in SQL from `kind` and the SQL expression `n`: the same rows get the same ids every run. */
export const idOf = (kind: string, n: string) =>
  `overlay(overlay(md5('${kind}' || ${n}) placing '4' from 13) placing '8' from 17)::uuid`;

/** One seeding statement, with the rows it wrote and the seconds it took. */
export async function step(db: pg.Client, label: string, statement: string, values: unknown[] = []) {
  const started = performance.now();
  const result = await db.query(statement, values);
  console.log(
    `  ${label}: ${(result.rowCount ?? 0).toLocaleString('en')} rows, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

let stopping = false;

/**
 * `node --import tsx apps/server/src/main.ts` on the database `bench_<name>` at `port`, in production
 * mode without the demo seed; BENCH_CPU_PROF=<dir> makes it write a V8 CPU profile there on exit.
 */
export function startServer(name: string, port: number): ChildProcess {
  stopping = false;
  const profileDir = process.env.BENCH_CPU_PROF;
  const profile = profileDir ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(profileDir)] : [];
  const server = spawn('node', [...profile, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      TOKEN_SECRET: `bench-${name}-${process.pid}-0123456789abcdefghijklmnopqrstuvwxyz`,
      RRN_KEY: randomBytes(32).toString('hex'),
      SEED_DEMO: 'false',
      DATABASE_URL: databaseUrl(`bench_${name}`),
      DATA_DIR: path.join(tmpdir(), `shop-bench-${name}-${process.pid}`),
      WEB_DIST: '/nonexistent',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Each shopper comes from its own address (X-Forwarded-For), as real shoppers do: the API's
      // per-address ceiling (600 a minute) then applies per shopper, not to the benchmark.
      TRUST_PROXY: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  server.on('exit', (code, signal) => {
    if (!stopping) console.error(`\nThe server exited during the run (code ${code}, signal ${signal})`);
  });
  return server;
}

/** Until `healthy` answers true (the server migrates the database on start). */
export async function waitForServer(server: ChildProcess, healthy: () => Promise<boolean>) {
  for (let i = 0; i < 240; i += 1) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if (await healthy()) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

export async function stopServer(server: ChildProcess) {
  stopping = true;
  if (server.exitCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (server.exitCode === null) server.kill('SIGKILL');
}

export const TICK = 100; // clock ticks a second on Linux

export function cpuTicks(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** CPU ticks of the PostgreSQL backends serving the database `dbName`, by process. */
export function backendTicks(dbName: string): Map<number, number> {
  const out = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (cmd.startsWith('postgres:') && cmd.includes(` ${dbName} `))
        out.set(Number(entry), cpuTicks(Number(entry)));
    } catch {}
  }
  return out;
}
