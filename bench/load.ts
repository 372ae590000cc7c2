/**
 * What the HTTP benchmarks against the real server share (bench/reviews, bench/promoter-bonuses):
 * members' tokens, passes of distinct requests through autocannon with the CPU each request cost the
 * server, the database backends and the load generator, and the table they print.
 */

import type { ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { Pool } from 'undici';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts';
import {
  backendTicks,
  cpuTicks,
  databaseUrl,
  idOf,
  onBase,
  startServer,
  stopServer,
  TICK,
  waitForServer,
} from './server.ts';

/** The address request n comes from (X-Forwarded-For): the API's per-address ceiling applies per shopper. */
export const addressOf = (n: number) =>
  `10.${Math.floor(n / 62_500) % 250}.${Math.floor(n / 250) % 250}.${1 + (n % 250)}`;

/** A member's access token, through the login endpoints a browser uses. */
export async function logIn(origin: string, username: string, password: string, n: number): Promise<string> {
  const forwarded = { 'x-forwarded-for': addressOf(n) };
  const basic = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
  const login = await fetch(`${origin}/api/auth/refreshToken`, {
    headers: { ...forwarded, authorization: basic },
  });
  if (login.status !== 200) throw new Error(`login ${username}: ${login.status} ${await login.text()}`);
  const { refreshToken } = (await login.json()) as { refreshToken: string };
  const access = await fetch(`${origin}/api/auth/accessToken`, {
    headers: { ...forwarded, authorization: `Bearer ${refreshToken}` },
  });
  if (access.status !== 200) throw new Error(`access token ${username}: ${access.status}`);
  return ((await access.json()) as { accessToken: string }).accessToken;
}

/** Tokens for many members, four logins at a time (password hashing is deliberately slow). */
export async function logInAll(
  origin: string,
  usernames: readonly string[],
  password: string,
  firstAddress: number,
): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < usernames.length; i += 4) {
    tokens.push(
      ...(await Promise.all(
        usernames.slice(i, i + 4).map((u, j) => logIn(origin, u, password, firstAddress + i + j)),
      )),
    );
  }
  return tokens;
}

export type Request = { path: string; token?: string };
export type Pass = {
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  sent: number;
  errors: number;
  non2xx: number;
  /** ms of CPU per request: the server, the database backends, the load generator */
  cpu: { server: number; db: number; client: number };
};

export type Target = {
  origin: string;
  /** the server's process, for its CPU */
  serverPid: number;
  /** the benchmark's database, for its backends' CPU */
  dbName: string;
  connections: number;
};

/** The CPU a request cost since `before`: the server, the database backends, the load generator. */
function costs(
  target: Target,
  before: { server: number; db: Map<number, number> },
  clientBefore: NodeJS.CpuUsage,
  total: number,
): { cpu: Pass['cpu'] } {
  const after = { server: cpuTicks(target.serverPid), db: backendTicks(target.dbName) };
  const client = process.cpuUsage(clientBefore);
  let db = 0;
  for (const [pid, t] of after.db) db += t - (before.db.get(pid) ?? 0);
  const perRequest = (seconds: number) => (seconds * 1000) / Math.max(total, 1);
  return {
    cpu: {
      server: perRequest((after.server - before.server) / TICK),
      db: perRequest(db / TICK),
      client: perRequest((client.user + client.system) / 1e6),
    },
  };
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * An open load: request n leaves at n / rate seconds whatever the earlier ones are doing, through
 * `connections` keep-alive connections (a request waits for a free one, and that wait counts), its
 * latency measured from the moment it was due. autocannon's own pacing (`overallRate`) gives each
 * connection its share of a second and starts them on the same tick: 20 operators searching "20 a
 * second" then arrive as one burst of 20 every second, not spread over it.
 */
async function pacedRequests(target: Target, requests: readonly Request[], rate: number) {
  const pool = new Pool(target.origin, { connections: target.connections });
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const started = performance.now();
  const sent = requests.map(async ({ path: p, token }, n) => {
    const due = started + (n * 1000) / rate;
    await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
    try {
      const res = await pool.request({
        method: 'GET',
        path: p,
        headers: { 'x-forwarded-for': addressOf(n), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      await res.body.dump();
      if (res.statusCode < 200 || res.statusCode > 299) non2xx += 1;
    } catch {
      errors += 1;
    }
    latencies.push(performance.now() - due);
  });
  await Promise.all(sent);
  const last = performance.now();
  await pool.close();
  const sorted = latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms);
  return {
    total: requests.length,
    elapsed: (last - started) / 1000,
    p50: round(percentile(sorted, 50)),
    p90: round(percentile(sorted, 90)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
    errors,
    non2xx,
  };
}

/**
 * Every request once, `connections` at a time, each from its own address; with `rate`, paced at that
 * many requests a second in all (an open load, as many shoppers arriving), else as fast as answered.
 */
export async function pass(target: Target, requests: readonly Request[], rate?: number): Promise<Pass> {
  const ticks = () => ({ server: cpuTicks(target.serverPid), db: backendTicks(target.dbName) });
  const before = ticks();
  const clientBefore = process.cpuUsage();
  if (rate) {
    const paced = await pacedRequests(target, requests, rate);
    return {
      ...costs(target, before, clientBefore, paced.total),
      ...paced,
      rps: Math.round(paced.total / paced.elapsed),
      sent: paced.total,
    };
  }
  let i = 0;
  const started = performance.now();
  // autocannon ends an `amount` run on its next whole-second tick: the rate is taken to the last answer.
  let last = started;
  const r = await autocannon({
    url: target.origin,
    connections: target.connections,
    amount: requests.length,
    requests: [
      {
        setupRequest: (req) => {
          const n = i++;
          const { path: p, token } = requests[n % requests.length]!;
          return {
            ...req,
            path: p,
            headers: {
              ...req.headers,
              'x-forwarded-for': addressOf(n),
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
          };
        },
        onResponse: () => {
          last = performance.now();
        },
      },
    ],
  });
  const elapsed = (last - started) / 1000;
  return {
    ...costs(target, before, clientBefore, r.requests.total),
    rps: Math.round(r.requests.total / elapsed),
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    max: r.latency.max,
    sent: r.requests.total,
    errors: r.errors,
    non2xx: r.non2xx,
  };
}

/** Shuffled the same way every run: neighbouring requests ask for unrelated things. */
export function shuffled<T>(list: readonly T[]): T[] {
  const out = [...list];
  let s = 20261126;
  for (let i = out.length - 1; i > 0; i -= 1) {
    s = (s * 1664525 + 1013904223) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The markdown table of passes that bench/README.md records. */
export function printPasses(results: readonly { name: string; passes: readonly [string, Pass][] }[]) {
  console.log(
    '\n| endpoint | pass | requests | requests/s | p50 ms | p90 ms | p99 ms | max ms | errors | non-2xx | CPU ms a request: server + database + load generator |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const r of results) {
    for (const [label, p] of r.passes) {
      console.log(
        `| ${r.name} | ${label} | ${p.sent} | ${p.rps} | ${p.p50} | ${p.p90} | ${p.p99} | ${p.max} | ${p.errors} | ${p.non2xx} | ` +
          `${p.cpu.server.toFixed(2)} + ${p.cpu.db.toFixed(2)} + ${p.cpu.client.toFixed(2)} = ${(p.cpu.server + p.cpu.db + p.cpu.client).toFixed(2)} |`,
      );
    }
  }
}

/** The console benches' operator (`benchoperator`), with `password`, once. */
export async function insertBenchOperator(db: pg.Client, password: string) {
  await db.query(
    `insert into users (id, username, password_hash, name, email, phone, type)
     values (${idOf('op', "''")}, 'benchoperator', $1, '운영자', 'op@example.com', '01011112222', 'OPERATOR')
     on conflict do nothing`,
    [await hashPassword(password)],
  );
}

/**
 * A console bench's frame (statistics, members): a fresh database (or, with `reuse`, the kept one),
 * the server on it, `seed` into a fresh one, an operator's token; `run` gets them, and the server,
 * the connection and (unless kept) the database go afterwards.
 */
export async function withConsoleBench(
  options: {
    name: string;
    port: number;
    connections: number;
    reuse: boolean;
    operator: { username: string; password: string };
    seed: (db: pg.Client) => Promise<void>;
  },
  run: (bench: {
    db: pg.Client;
    target: Target;
    token: string;
    restart: () => Promise<void>;
  }) => Promise<void>,
): Promise<void> {
  const dbName = `bench_${options.name}`;
  const origin = `http://127.0.0.1:${options.port}`;
  if (!options.reuse) {
    await onBase(`drop database if exists ${dbName} with (force)`);
    await onBase(`create database ${dbName}`);
  }
  const db = new pg.Client({ connectionString: databaseUrl(dbName) });
  let server: ChildProcess | null = null;
  try {
    server = startServer(options.name, options.port);
    const target: Target = { origin, serverPid: server.pid ?? 0, dbName, connections: options.connections };
    await waitForServer(server, async () => (await fetch(`${origin}/api/health`)).status === 200);
    await db.connect();
    if (!options.reuse) await options.seed(db);
    const token = await logIn(origin, options.operator.username, options.operator.password, 1);
    // A new server process on the same database: what a deploy does (the token stays valid).
    const restart = async () => {
      if (server) await stopServer(server);
      server = startServer(options.name, options.port);
      target.serverPid = server.pid ?? 0;
      const started = server;
      await waitForServer(started, async () => (await fetch(`${origin}/api/health`)).status === 200);
    };
    await run({ db, target, token, restart });
  } finally {
    if (server) await stopServer(server);
    await db.end().catch(() => {});
    if (process.env.BENCH_KEEP !== '1' && !options.reuse)
      await onBase(`drop database if exists ${dbName} with (force)`);
  }
}
