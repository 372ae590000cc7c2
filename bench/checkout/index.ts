/**
 * Checkout throughput (issues #6 and #19 "Speed"): 100 concurrent buyers completing card orders
 * against the real server on PostgreSQL — generate (order created unpaid, stock reserved, coupon and
 * points taken) → the sandbox's 테스트 결제 window (its 승인 link carries orderId, tid and amount) →
 * approval (order paid). Every other buyer pays part of each order with a coupon (the next unused of
 * BENCH_COUPONS issued to them) and 1,000–3,000 won of points (from one large operator grant).
 *
 *   npm run checkout -w @shop/bench
 *
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; the benchmark creates
 * and drops `bench_checkout` beside it), BENCH_PORT (3260), BENCH_BUYERS (100), BENCH_SECONDS (20),
 * BENCH_WARMUP_SECONDS (3), BENCH_HOT_STOCK (50), BENCH_COUPONS (80: coupons issued to each discount
 * buyer; one pays one order, a buyer who runs out sends points only), BENCH_CPU_PROF (a directory:
 * the server writes a V8 CPU profile there on exit), BENCH_KEEP=1 (keep the database for inspection).
 *
 * Every buyer's first measured order includes the one "hot" product (all buyers race for its few
 * units at once), and one later order in ten asks for it again; 409 (sold out, stock short) is an
 * expected outcome. After the run SQL checks that nothing was oversold, no balance went below zero,
 * no coupon paid two orders and every order's figures add up; the exit code is 1 if any check fails.
 */
import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import pg from 'pg';
import { Pool } from 'undici';
import {
  backendTicks,
  cpuTicks,
  databaseUrl,
  onBase,
  root,
  startServer,
  stopServer,
  TICK,
  waitForServer,
} from '../server.ts';
import { type Product, type Promised, verify } from './checks.ts';
import { PASSWORD, seed, usesDiscounts } from './seed.ts';

const DB_NAME = 'bench_checkout';
const PORT = Number(process.env.BENCH_PORT ?? 3260);
const origin = `http://127.0.0.1:${PORT}`;
const BUYERS = Number(process.env.BENCH_BUYERS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const HOT_STOCK = Number(process.env.BENCH_HOT_STOCK ?? 50);
const COUPONS = Number(process.env.BENCH_COUPONS ?? 80);
const PAY = '/api/plugins/nice/pay';

const dbUrl = databaseUrl(DB_NAME);

// ---- a lean HTTP client: undici's pool of keep-alive connections. fetch cost the load generator
// about twice the CPU of node:http, and node:http ~70 µs a request against undici's ~57 ----

const pool = new Pool(origin, { connections: BUYERS * 2 });

type Answer = { status: number; text: string };

/** One request as a browser sends it (brotli or gzip accepted), answering the decoded body. */
async function call(
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer> {
  const res = await pool.request({
    method,
    path: url,
    headers: {
      ...headers,
      'accept-encoding': 'br, gzip',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const raw = Buffer.from(await res.body.arrayBuffer());
  const encoding = res.headers['content-encoding'];
  const decoded =
    encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
  return { status: res.statusCode, text: decoded.toString('utf8') };
}

const codeOf = (answer: Answer): string => {
  try {
    return (JSON.parse(answer.text) as { code?: string }).code ?? '';
  } catch {
    return '';
  }
};

// ---- buyers ----

/** A discount buyer's coupons not used yet, in order; null for a buyer paying the whole price. */
type Buyer = { n: number; headers: Record<string, string>; coupons: string[] | null };

const addressOf = (n: number) => `10.${Math.floor(n / 250)}.${n % 250}.${1 + (n % 200)}`;

async function logIn(username: string, n: number, coupons: string[]): Promise<Buyer> {
  const forwarded = { 'x-forwarded-for': addressOf(n) };
  const basic = `Basic ${Buffer.from(`${username}:${PASSWORD}`).toString('base64')}`;
  const login = await call('GET', '/api/auth/refreshToken', { ...forwarded, authorization: basic });
  if (login.status !== 200) throw new Error(`login ${username}: ${login.status} ${login.text}`);
  const { refreshToken } = JSON.parse(login.text) as { refreshToken: string };
  const access = await call('GET', '/api/auth/accessToken', {
    ...forwarded,
    authorization: `Bearer ${refreshToken}`,
  });
  if (access.status !== 200) throw new Error(`access token ${username}: ${access.status}`);
  const { accessToken } = JSON.parse(access.text) as { accessToken: string };
  return {
    n,
    headers: { ...forwarded, authorization: `Bearer ${accessToken}` },
    coupons: usesDiscounts(n) ? [...coupons] : null,
  };
}

async function logInAll(usernames: string[], coupons: string[]): Promise<Buyer[]> {
  const buyers: Buyer[] = [];
  // A few at a time: each login verifies an argon2 hash (19 MiB of memory per check).
  for (let i = 0; i < usernames.length; i += 4) {
    buyers.push(...(await Promise.all(usernames.slice(i, i + 4).map((u, j) => logIn(u, i + j, coupons)))));
  }
  return buyers;
}

// ---- one order: generate → window → approval ----

type Step = 'generate' | 'window' | 'approval' | 'order';
const STEPS: Step[] = ['generate', 'window', 'approval', 'order'];

/** Over the warm-up and the run: what the server promised the buyers, to compare with the database. */
const ledger: Promised = { approved: 0, accepted: new Map<string, number>(), couponOrders: 0, points: 0 };

/** How the order was paid: the whole price, or with a coupon and points (or points alone). */
type Kind = 'full price' | 'coupon + points' | 'points only';
const KINDS: Kind[] = ['full price', 'coupon + points', 'points only'];

class Stats {
  readonly times: Record<Step, number[]> = { generate: [], window: [], approval: [], order: [] };
  /** generate and the whole order, by how the order was paid */
  readonly byKind = new Map<Kind, { generate: number[]; order: number[] }>(
    KINDS.map((k) => [k, { generate: [], order: [] }]),
  );
  /** "step status code" → count, for every answer that did not complete the step */
  readonly outcomes = new Map<string, number>();
  approved = 0;
  soldOut = 0;
  count(key: string) {
    this.outcomes.set(key, (this.outcomes.get(key) ?? 0) + 1);
  }
}

type Line = { _product: string; quantity: number };

type Discounts = { _coupon: string | null; points: number };

let seq = 0;
function orderForm(items: Line[], discounts: Discounts | null) {
  seq += 1;
  return {
    items,
    ...(discounts ? { _coupon: discounts._coupon, points: discounts.points } : {}),
    orderer: { name: '김구매', phone: '010-1234-5678', email: 'buyer@example.com' },
    receiver: {
      name: '이수령',
      phone: '010-9876-5432',
      email: '',
      // One order in ten goes to Jeju and pays the remote-area surcharge.
      postcode: seq % 10 === 0 ? '63309' : '06236',
      address1: seq % 10 === 0 ? '제주특별자치도 제주시 첨단로 242' : '서울 강남구 테헤란로 123',
      address2: '4층',
    },
    requestMessage: '부재 시 경비실에 맡겨주세요',
    paymentMethod: 'CARD',
  };
}

function pick<T>(list: readonly T[]): T {
  return list[Math.floor(Math.random() * list.length)]!;
}

function linesFor(products: Product[], withHot: boolean): Line[] {
  const regular = products.filter((p) => !p.hot);
  const chosen = new Set<Product>();
  const count = 1 + Math.floor(Math.random() * 2);
  while (chosen.size < count) chosen.add(pick(regular));
  const lines = [...chosen].map((p) => ({ _product: p._id, quantity: 1 + Math.floor(Math.random() * 2) }));
  if (withHot) lines.push({ _product: products.find((p) => p.hot)!._id, quantity: 1 });
  return lines;
}

async function timed<T>(stats: Stats | null, step: Step, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  stats?.times[step].push(performance.now() - started);
  return result;
}

/** One whole checkout; answers whether the order ended paid. */
async function checkout(buyer: Buyer, lines: Line[], stats: Stats | null): Promise<boolean> {
  const started = performance.now();
  // 1,000–3,000 won in hundreds, and the buyer's next unused coupon (it stays theirs if refused).
  const discounts: Discounts | null = buyer.coupons
    ? { _coupon: buyer.coupons[0] ?? null, points: 1_000 + 100 * Math.floor(Math.random() * 21) }
    : null;
  const kind: Kind = !discounts ? 'full price' : discounts._coupon ? 'coupon + points' : 'points only';
  const generated = await timed(stats, 'generate', () =>
    call('POST', `${PAY}/generate`, buyer.headers, orderForm(lines, discounts)),
  );
  stats?.byKind.get(kind)?.generate.push(performance.now() - started);
  if (generated.status !== 201) {
    const code = codeOf(generated);
    stats?.count(`generate ${generated.status} ${code}`);
    if (generated.status === 409 && (code === 'STOCK_SHORTAGE' || code === 'SOLD_OUT') && stats) {
      stats.soldOut += 1;
    }
    return false;
  }
  const { payment } = JSON.parse(generated.text) as { payment: { windowUrl: string } };
  for (const l of lines) ledger.accepted.set(l._product, (ledger.accepted.get(l._product) ?? 0) + l.quantity);
  if (discounts) {
    ledger.points += discounts.points;
    if (discounts._coupon) {
      ledger.couponOrders += 1;
      buyer.coupons!.shift();
    }
  }

  // The 테스트 결제 window, opened as the browser opens it (no token), and its 승인 link.
  const page = await timed(stats, 'window', () =>
    call('GET', payment.windowUrl, { 'x-forwarded-for': buyer.headers['x-forwarded-for']! }),
  );
  const href = /href="([^"]+status=paid[^"]*)"/.exec(page.text)?.[1]?.replaceAll('&amp;', '&');
  if (page.status !== 200 || !href) {
    stats?.count(`window ${page.status} no-approve-link`);
    return false;
  }
  const query = new URL(href, origin).searchParams;
  const approval = await timed(stats, 'approval', () =>
    call('POST', `${PAY}/approval`, buyer.headers, {
      orderId: query.get('orderId'),
      tid: query.get('tid'),
      amount: Number(query.get('amount')),
    }),
  );
  if (approval.status !== 200) {
    stats?.count(`approval ${approval.status} ${codeOf(approval)}`);
    return false;
  }
  ledger.approved += 1;
  if (stats) {
    stats.times.order.push(performance.now() - started);
    stats.byKind.get(kind)!.order.push(performance.now() - started);
    stats.approved += 1;
  }
  return true;
}

async function drive(buyers: Buyer[], products: Product[], seconds: number, stats: Stats | null) {
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    buyers.map(async (buyer) => {
      // The measured run opens with every buyer reaching for the hot product at once.
      let first = stats !== null;
      while (performance.now() < until) {
        const withHot = first || (stats !== null && Math.random() < 0.1);
        first = false;
        try {
          await checkout(buyer, linesFor(products, withHot), stats);
        } catch (error) {
          stats?.count(`network ${(error as Error).message}`);
        }
      }
    }),
  );
  return (performance.now() - started) / 1000;
}

// ---- where the time goes: CPU per process and what the database sessions wait on ----

function machineTicks(): { busy: number; total: number } {
  const [line] = readFileSync('/proc/stat', 'utf8').split('\n');
  const v = line!.trim().split(/\s+/).slice(1).map(Number);
  const idle = v[3]! + v[4]!;
  const total = v.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

/** Samples pg_stat_activity of the benchmark's database: a poor man's wait-event profile. */
function sampleWaits(db: pg.Client) {
  const waits = new Map<string, number>();
  let samples = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const { rows } = await db.query<{ what: string; n: string }>(
        `select case when state = 'active'
                     then coalesce(wait_event_type || ':' || wait_event, 'running (CPU)')
                     else state || ' (waiting for the server)' end as what,
                count(*) as n
         from pg_stat_activity
         where datname = $1 and pid <> pg_backend_pid() and state in ('active', 'idle in transaction')
         group by 1`,
        [DB_NAME],
      );
      samples += 1;
      for (const r of rows) waits.set(r.what, (waits.get(r.what) ?? 0) + Number(r.n));
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    return { samples, waits };
  };
}

// ---- report ----

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const ms = (v: number) => (Number.isNaN(v) ? '–' : v < 10 ? v.toFixed(1) : v.toFixed(0));

/** The commit measured, and whether the tree had changes on top of it. */
function revision(): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
    return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--', 'apps', 'packages') ? ' + changes' : ''}`;
  } catch {
    return 'unknown revision';
  }
}

async function main() {
  console.log(
    `checkout bench (${revision()}): ${BUYERS} buyers, ${SECONDS} s (+${WARMUP_SECONDS} s warm-up), ` +
      `hot stock ${HOT_STOCK}; ${cpus().length} CPUs, load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  await onBase(`drop database if exists ${DB_NAME} with (force)`);
  await onBase(`create database ${DB_NAME}`);
  const db = new pg.Client({ connectionString: dbUrl });
  const sampler = new pg.Client({ connectionString: dbUrl });
  let server: ChildProcess | null = null;
  let failed = false;
  try {
    server = startServer('checkout', PORT);
    // it migrates and writes the base settings on start
    await waitForServer(server, async () => (await call('GET', '/api/health', {})).status === 200);
    await db.connect();
    await sampler.connect();
    const { products, usernames, coupons } = await seed(db, {
      buyers: BUYERS,
      hotStock: HOT_STOCK,
      coupons: COUPONS,
    });
    const buyers = await logInAll(usernames, coupons);

    // JIT, the connection pool and the queries' plans; regular products only (no stats: no hot).
    if (WARMUP_SECONDS > 0) await drive(buyers, products, WARMUP_SECONDS, null);

    const stats = new Stats();
    const serverBefore = cpuTicks(server.pid!);
    const backendsBefore = backendTicks(DB_NAME);
    const machineBefore = machineTicks();
    const clientBefore = process.cpuUsage();
    const stopSampling = sampleWaits(sampler);
    const elapsed = await drive(buyers, products, SECONDS, stats);
    const waits = await stopSampling();
    const machineAfter = machineTicks();
    const serverCpu = (cpuTicks(server.pid!) - serverBefore) / TICK;
    let pgCpu = 0;
    for (const [pid, after] of backendTicks(DB_NAME))
      pgCpu += (after - (backendsBefore.get(pid) ?? 0)) / TICK;
    const client = process.cpuUsage(clientBefore);
    const clientCpu = (client.user + client.system) / 1e6;

    const checks = await verify(db, products, ledger);

    console.log(
      `\n${stats.approved} orders paid in ${elapsed.toFixed(1)} s: ${(stats.approved / elapsed).toFixed(0)} orders/s ` +
        `(${stats.soldOut} refused as sold out / short, expected)`,
    );
    console.log('\n| step | n | p50 ms | p95 ms | p99 ms | max ms |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const step of STEPS) {
      const sorted = [...stats.times[step]].sort((a, b) => a - b);
      console.log(
        `| ${step === 'order' ? 'whole order' : step} | ${sorted.length} | ${ms(percentile(sorted, 50))} | ` +
          `${ms(percentile(sorted, 95))} | ${ms(percentile(sorted, 99))} | ${ms(sorted.at(-1) ?? Number.NaN)} |`,
      );
    }
    console.log(
      '\n| paid with | generate n | generate p50 ms | p99 ms | paid orders | whole order p50 ms | p99 ms |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const [kind, t] of stats.byKind) {
      const g = [...t.generate].sort((a, b) => a - b);
      const o = [...t.order].sort((a, b) => a - b);
      console.log(
        `| ${kind} | ${g.length} | ${ms(percentile(g, 50))} | ${ms(percentile(g, 99))} | ${o.length} | ` +
          `${ms(percentile(o, 50))} | ${ms(percentile(o, 99))} |`,
      );
    }
    console.log('\n| answer not completing a step | count |');
    console.log('|---|---:|');
    for (const [key, n] of [...stats.outcomes].sort((a, b) => b[1] - a[1])) console.log(`| ${key} | ${n} |`);
    if (stats.outcomes.size === 0) console.log('| (none) | 0 |');

    const busy = (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total);
    console.log(
      `\nCPU over the run (${elapsed.toFixed(1)} s × ${cpus().length} cores): machine ${(busy * 100).toFixed(0)}% busy; ` +
        `server ${serverCpu.toFixed(1)} s, PostgreSQL backends ${pgCpu.toFixed(1)} s, load generator ${clientCpu.toFixed(1)} s` +
        ` → ${((serverCpu * 1000) / Math.max(stats.approved, 1)).toFixed(2)} ms server and ` +
        `${((pgCpu * 1000) / Math.max(stats.approved, 1)).toFixed(2)} ms database CPU per paid order`,
    );
    // The machine is shared: what the benchmark's own processes got of it says how far the
    // orders/s figure is from what two idle cores would give.
    const ours = serverCpu + pgCpu + clientCpu;
    console.log(
      `All three: ${((ours * 1000) / Math.max(stats.approved, 1)).toFixed(1)} ms CPU per paid order, ` +
        `${((100 * ours) / (elapsed * cpus().length)).toFixed(0)}% of the machine's CPU over the run`,
    );
    console.log(
      `\nDatabase sessions by wait (${waits.samples} samples of pg_stat_activity, mean active sessions):`,
    );
    for (const [what, n] of [...waits.waits].sort((a, b) => b[1] - a[1]).slice(0, 10)) {
      console.log(`  ${(n / Math.max(waits.samples, 1)).toFixed(2).padStart(6)}  ${what}`);
    }

    console.log('\n| check | result | detail |');
    console.log('|---|---|---|');
    for (const c of checks) console.log(`| ${c.name} | ${c.ok ? 'ok' : 'FAILED'} | ${c.detail} |`);
    failed = checks.some((c) => !c.ok);
    if (failed)
      console.error('\nOVERSOLD, a balance below zero or inconsistent figures: see the checks above');
  } finally {
    if (server) await stopServer(server);
    await db.end().catch(() => {});
    await sampler.end().catch(() => {});
    if (process.env.BENCH_KEEP !== '1') await onBase(`drop database if exists ${DB_NAME} with (force)`);
  }
  process.exit(failed ? 1 : 0);
}

await main();
