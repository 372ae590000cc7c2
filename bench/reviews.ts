/**
 * Reviews and points reads (issue #19 "Speed"): the product page's 리뷰 tab and photo strip, and the
 * member's 적립금 history, against the real server on PostgreSQL with a grown shop's data — 20,000
 * products, 400,000 reviews (each on a confirmed purchase of its own order), 100,000 review photos,
 * and members with 5,000 ledger rows each. Target: ≥ 1,500 requests/s and p99 < 50 ms.
 *
 *   npm run reviews -w @shop/bench
 *
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; the benchmark creates
 * and drops `bench_reviews` beside it), BENCH_PORT (3280), BENCH_PRODUCTS (20,000), BENCH_REVIEWS
 * (400,000), BENCH_POINT_MEMBERS (100), BENCH_POINT_ROWS (5,000 per member), BENCH_REQUESTS (the
 * distinct requests of each pass; default every product once), BENCH_CONNECTIONS (32),
 * BENCH_EXPLAIN=1 (print EXPLAIN ANALYZE of each query for the busiest product and member),
 * BENCH_CPU_PROF (a directory: the server writes a V8 CPU profile there on exit), BENCH_TRY_SQL (SQL run
 * after the seed, e.g. an index to try before writing it into the schema),
 * BENCH_KEEP=1 (keep the database).
 *
 * Every request of a pass asks for something no earlier request of that pass asked for (another
 * product, or another member's page), so no answer is served twice; each workload runs a cold pass
 * (the first request for each input since the server started) and then a warm pass over the same
 * inputs.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts';

const root = path.resolve(import.meta.dirname, '..');
const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'bench_reviews';
const PORT = Number(process.env.BENCH_PORT ?? 3280);
const origin = `http://127.0.0.1:${PORT}`;
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 400_000);
/** one review in eight (by a hash of its number) has two photos: 100,000 for 400,000 reviews */
const PHOTO_EVERY = 8;
const POINT_MEMBERS = Number(process.env.BENCH_POINT_MEMBERS ?? 100);
const POINT_ROWS = Number(process.env.BENCH_POINT_ROWS ?? 5_000);
const REQUESTS = process.env.BENCH_REQUESTS ? Number(process.env.BENCH_REQUESTS) : null;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
/** the best sellers: one review in ten is on one of them (thousands each, as a shop's top products) */
const POPULAR = 20;
const REVIEWERS = 20_000;
const PASSWORD = 'Bench1234!';

const dbUrl = (() => {
  const url = new URL(BASE_URL);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
})();

async function onBase(statement: string) {
  const client = new pg.Client({ connectionString: BASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

// ---- the server, as bench/checkout.ts runs it ----

let stopping = false;

function startServer(): ChildProcess {
  const profileDir = process.env.BENCH_CPU_PROF;
  const profile = profileDir ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(profileDir)] : [];
  const server = spawn('node', [...profile, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      TOKEN_SECRET: `bench-reviews-${process.pid}-0123456789abcdefghijklmnopqrstuvwxyz`,
      SEED_DEMO: 'false',
      DATABASE_URL: dbUrl,
      DATA_DIR: path.join(tmpdir(), `shop-bench-reviews-${process.pid}`),
      WEB_DIST: '/nonexistent',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Requests come from many addresses (X-Forwarded-For), as shoppers do: the per-address ceiling
      // then applies per shopper, not to the benchmark.
      TRUST_PROXY: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  server.on('exit', (code, signal) => {
    if (!stopping) console.error(`\nThe server exited during the run (code ${code}, signal ${signal})`);
  });
  return server;
}

async function waitForServer(server: ChildProcess) {
  for (let i = 0; i < 240; i += 1) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).status === 200) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

async function stopServer(server: ChildProcess) {
  stopping = true;
  if (server.exitCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (server.exitCode === null) server.kill('SIGKILL');
}

// ---- data, in a few set-based statements (ids derived from numbers so rows find each other) ----

/** A version-4 uuid made from a number (the API takes only v4 ids, as defaultRandom makes them). */
const idOf = (kind: string, n: string) =>
  `overlay(overlay(md5('${kind}' || ${n}) placing '4' from 13) placing '8' from 17)::uuid`;

async function step(db: pg.Client, label: string, statement: string, values: unknown[] = []) {
  const started = Date.now();
  const result = await db.query(statement, values);
  console.log(`  ${label}: ${result.rowCount ?? 0} rows, ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The product of review i: one in ten on a best seller, the rest spread over every product. */
const productOfReview = `case when i % 10 = 0 then 1 + (i / 10) % ${POPULAR} else 1 + (i::bigint * 7919) % $1 end`;

async function seed(db: pg.Client): Promise<{ products: string[]; pointMembers: string[] }> {
  const started = Date.now();
  console.log('seeding:');
  await step(
    db,
    'category and operator',
    `with c as (insert into categories (code, name, depth, sort_order) values ('bench', '욕실 벤치', 1, 1))
     insert into users (id, username, name, email, phone, type)
     values (${idOf('operator', "''")}, 'benchoperator', '운영자', 'operator@example.com', '01000000000', 'OPERATOR')`,
  );
  await step(
    db,
    'products',
    `insert into products (id, name, category_id, price, sale_price, stock, created_at)
     select ${idOf('p', 'i')}, '벤치 욕실용품 ' || i, (select id from categories where code = 'bench'),
            30000, 27000, 100, now() - (i || ' minutes')::interval
     from generate_series(1, $1::int) i`,
    [PRODUCTS],
  );
  await step(
    db,
    'reviewers',
    `insert into users (id, username, name, email, phone, type, created_at)
     select ${idOf('u', 'i')}, 'benchreviewer' || i, '리뷰어' || i, 'reviewer' || i || '@example.com',
            '0105555' || lpad((i % 10000)::text, 4, '0'), 'CONSUMER', now() - interval '400 days'
     from generate_series(1, $1::int) i`,
    [REVIEWERS],
  );
  // One order of one confirmed purchase per review, placed up to 300 days ago.
  await step(
    db,
    'orders',
    `insert into orders (id, order_no, user_id, orderer_name, orderer_phone, receiver_name, receiver_phone,
                         receiver_postcode, receiver_address1, payment_method, status, product_amount,
                         shipping_fee, paid_amount, payment_tid, paid_at, expires_at, created_at, updated_at)
     select ${idOf('o', 'i')}, '20250101-' || lpad(i::text, 7, '0'), ${idOf('u', `(1 + i % ${REVIEWERS})`)},
            '리뷰어', '01055551234', '리뷰어', '01055551234', '06236', '서울특별시 강남구 테헤란로 123',
            'CARD', 'DELIVERY_COMPLETE', 27000, 3000, 30000, 'bench-' || i, t, t, t, t + interval '10 days'
     from generate_series(1, $1::int) i,
          lateral (select now() - interval '310 days' + (i * interval '1 second') * (300 * 86400 / $1::int) as t) x`,
    [REVIEWS],
  );
  await step(
    db,
    'purchases',
    `insert into purchases (id, purchase_no, order_id, user_id, product_id, product_name, unit_price, quantity,
                            amount, status, purchase_status, courier_code, invoice_number, delivered_at,
                            confirmed_at, created_at, updated_at)
     select ${idOf('c', 'i')}, o.order_no || '-01', o.id, o.user_id, ${idOf('p', productOfReview)},
            '벤치 욕실용품', 27000, 1, 27000, 'DELIVERY_COMPLETE', 'PURCHASE_COMPLETE', '04',
            (600000000000 + i)::text, o.created_at + interval '3 days', o.created_at + interval '10 days',
            o.created_at, o.updated_at
     from generate_series(1, $2::int) i join orders o on o.id = ${idOf('o', 'i')}`,
    [PRODUCTS, REVIEWS],
  );
  // Stars lean to 5 as a shop's do; one in 53 hidden by the operator, one in seven answered (moduli
  // that share no factor with the best sellers' stride of 200, so each of them has all kinds).
  await step(
    db,
    'reviews',
    `insert into reviews (id, purchase_id, product_id, user_id, subject, content, star, reply, replied_at,
                          replier_id, hidden, hidden_reason, created_at, updated_at)
     select ${idOf('r', 'i')}, c.id, c.product_id, c.user_id, '벤치 리뷰 ' || i,
            '설치도 깔끔하고 물 빠짐이 시원합니다. 벤치 리뷰 본문 ' || i,
            (array[5, 5, 5, 4, 4, 4, 3, 2, 1])[1 + (i * 7) % 9],
            case when i % 7 = 0 then '소중한 리뷰 감사합니다.' end,
            case when i % 7 = 0 then c.confirmed_at + interval '2 days' end,
            case when i % 7 = 0 then ${idOf('operator', "''")} end,
            i % 53 = 0, case when i % 53 = 0 then '광고성 내용' end,
            c.confirmed_at + interval '1 day', c.confirmed_at + interval '1 day'
     from generate_series(1, $1::int) i join purchases c on c.id = ${idOf('c', 'i')}`,
    [REVIEWS],
  );
  await step(
    db,
    'review photos',
    `insert into review_images (review_id, index, file, created_at)
     select ${idOf('r', 'i')}, k, 'bench-' || i || '-' || k, now()
     from generate_series(1, $1::int) i, generate_series(0, 1) k
     where abs(hashint4(i)) % ${PHOTO_EVERY} = 0`,
    [REVIEWS],
  );
  await step(
    db,
    'product review figures',
    `update products p set review_count = s.n, review_star_average = s.average
     from (select product_id, count(*) as n, avg(star) as average from reviews where not hidden group by 1) s
     where s.product_id = p.id`,
  );
  const hash = await hashPassword(PASSWORD);
  const pointMembers = Array.from({ length: POINT_MEMBERS }, (_, i) => `benchsaver${i + 1}`);
  await step(
    db,
    'point members',
    `insert into users (id, username, password_hash, name, email, phone, type)
     select ${idOf('s', 'i')}, 'benchsaver' || i, $2, '적립' || i, 'saver' || i || '@example.com',
            '01066661234', 'CONSUMER'
     from generate_series(1, $1::int) i`,
    [POINT_MEMBERS, hash],
  );
  // Credits of 1,000 and debits of 500, one a few hours apart: the balance stays positive.
  await step(
    db,
    'point ledger',
    `insert into point_ledger (user_id, amount, type, source, reference, reason, created_at)
     select ${idOf('s', 'm')}, case when k % 3 = 0 then -500 else 1000 end,
            case when k % 3 = 0 then 'USE' else 'EARN' end,
            case when k % 3 = 0 then 'ORDER' else 'PURCHASE' end,
            'bench-' || m || '-' || k, '벤치 적립금', now() - (k * interval '3 hours')
     from generate_series(1, $1::int) m, generate_series(1, $2::int) k`,
    [POINT_MEMBERS, POINT_ROWS],
  );
  // An index or setting to try before it becomes a migration (BENCH_TRY_SQL).
  if (process.env.BENCH_TRY_SQL) await step(db, 'BENCH_TRY_SQL', process.env.BENCH_TRY_SQL);
  // Vacuumed as well as analysed: autovacuum would otherwise visit the fresh tables mid-run.
  await step(db, 'vacuum analyze', 'vacuum analyze');
  console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const { rows } = await db.query<{ id: string }>('select id from products order by created_at desc');
  return { products: rows.map((r) => r.id), pointMembers };
}

// ---- members' tokens ----

async function logIn(username: string, n: number): Promise<string> {
  const forwarded = { 'x-forwarded-for': addressOf(n) };
  const basic = `Basic ${Buffer.from(`${username}:${PASSWORD}`).toString('base64')}`;
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

const addressOf = (n: number) =>
  `10.${Math.floor(n / 62_500) % 250}.${Math.floor(n / 250) % 250}.${1 + (n % 250)}`;

// ---- CPU per request: what two idle cores could serve, whatever else the machine is doing ----

const TICK = 100; // clock ticks a second on Linux

function cpuTicks(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** CPU ticks of the server and of the PostgreSQL backends serving the benchmark's database. */
function ourTicks(serverPid: number): { server: number; db: Map<number, number> } {
  const db = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (cmd.startsWith('postgres:') && cmd.includes(` ${DB_NAME} `))
        db.set(Number(entry), cpuTicks(Number(entry)));
    } catch {}
  }
  return { server: cpuTicks(serverPid), db };
}

let serverPid = 0;

// ---- the passes ----

type Request = { path: string; token?: string };
type Pass = {
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

/** Every request once, `CONNECTIONS` at a time, each from its own address. */
async function pass(requests: Request[]): Promise<Pass> {
  let i = 0;
  const before = ourTicks(serverPid);
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  // autocannon ends an `amount` run on its next whole-second tick: the rate is taken to the last answer.
  let last = started;
  const r = await autocannon({
    url: origin,
    connections: CONNECTIONS,
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
  const after = ourTicks(serverPid);
  const client = process.cpuUsage(clientBefore);
  let db = 0;
  for (const [pid, ticks] of after.db) db += ticks - (before.db.get(pid) ?? 0);
  const perRequest = (seconds: number) => (seconds * 1000) / Math.max(r.requests.total, 1);
  return {
    cpu: {
      server: perRequest((after.server - before.server) / TICK),
      db: perRequest(db / TICK),
      client: perRequest((client.user + client.system) / 1e6),
    },
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

/** Shuffled the same way every run: neighbouring requests ask for unrelated products. */
function shuffled<T>(list: readonly T[]): T[] {
  const out = [...list];
  let s = 20261126;
  for (let i = out.length - 1; i > 0; i -= 1) {
    s = (s * 1664525 + 1013904223) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const sorts = ['sort=RECENT', 'sort=STAR', 'photo=true'];
const sortLabel: Record<string, string> = {
  'sort=RECENT': '최신순',
  'sort=STAR': '별점순',
  'photo=true': '포토리뷰만',
};

// ---- checks that the answers are the shop's figures, not just 200s ----

async function checkAnswers(db: pg.Client, busiest: string, member: { token: string; username: string }) {
  const problems: string[] = [];
  const get = async (p: string, token?: string) => {
    const res = await fetch(`${origin}${p}`, {
      headers: { 'x-forwarded-for': '10.250.0.1', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    if (res.status !== 200) throw new Error(`${p}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, unknown> & { summary: Record<string, number> };
  };
  const one = async (statement: string, values: unknown[]) =>
    Number(Object.values((await db.query(statement, values)).rows[0] as object)[0]);

  const byStar = await get(`/api/v1/shop/reviews?_product=${busiest}&sort=STAR&limit=10`);
  const shown = await one('select count(*) from reviews where product_id = $1 and not hidden', [busiest]);
  const stars = (byStar.reviews as { star: number }[]).map((r) => r.star);
  if (byStar.summary.totalCount !== shown)
    problems.push(`reviews: ${byStar.summary.totalCount} ≠ ${shown} shown`);
  if (stars.some((s, i) => i > 0 && s > stars[i - 1]!) || stars[0] !== 5)
    problems.push(`별점순 order ${stars}`);

  const photos = await get(`/api/v1/shop/reviews?_product=${busiest}&photo=true`);
  const withPhoto = await one(
    `select count(*) from reviews r where product_id = $1 and not hidden
       and exists (select 1 from review_images i where i.review_id = r.id)`,
    [busiest],
  );
  if (photos.summary.totalCount !== withPhoto)
    problems.push(`포토리뷰만: ${photos.summary.totalCount} ≠ ${withPhoto}`);

  const images = await get(`/api/v1/shop/review-images?_product=${busiest}`);
  const imageRows = await one(
    `select count(*) from review_images i join reviews r on r.id = i.review_id where r.product_id = $1 and not r.hidden`,
    [busiest],
  );
  if (images.summary.totalCount !== imageRows)
    problems.push(`photos: ${images.summary.totalCount} ≠ ${imageRows}`);

  const points = await get('/api/v1/me/points', member.token);
  const balance = await one(
    'select sum(amount) from point_ledger l join users u on u.id = l.user_id where u.username = $1',
    [member.username],
  );
  if (points.summary.balance !== balance)
    problems.push(`points balance ${points.summary.balance} ≠ ${balance}`);
  return problems;
}

/** The plans of the queries behind each request, for the busiest product and one member. */
async function explain(db: pg.Client, busiest: string, username: string) {
  const { rows: member } = await db.query<{ id: string }>('select id from users where username = $1', [
    username,
  ]);
  const user = member[0]!.id;
  const statements: [string, string][] = [
    ['reviews 최신순: count', `select count(*) from reviews where product_id = '${busiest}' and not hidden`],
    [
      'reviews 최신순: page',
      `select r.*, p.option_label, u.name, u.username from reviews r join purchases p on p.id = r.purchase_id
       join users u on u.id = r.user_id where r.product_id = '${busiest}' and not r.hidden
       order by r.created_at desc, r.id desc limit 10`,
    ],
    [
      'reviews 별점순: page',
      `select r.*, p.option_label, u.name, u.username from reviews r join purchases p on p.id = r.purchase_id
       join users u on u.id = r.user_id where r.product_id = '${busiest}' and not r.hidden
       order by r.star desc, r.created_at desc, r.id desc limit 10`,
    ],
    [
      'reviews 포토리뷰만: count',
      `select count(*) from reviews r where r.product_id = '${busiest}' and not r.hidden
       and exists (select 1 from review_images i where i.review_id = r.id)`,
    ],
    [
      'reviews 포토리뷰만: page',
      `select r.*, p.option_label, u.name, u.username from reviews r join purchases p on p.id = r.purchase_id
       join users u on u.id = r.user_id where r.product_id = '${busiest}' and not r.hidden
       and exists (select 1 from review_images i where i.review_id = r.id)
       order by r.created_at desc, r.id desc limit 10`,
    ],
    [
      'review-images: page',
      `select i.review_id, i.index, i.file from review_images i join reviews r on r.id = i.review_id
       where r.product_id = '${busiest}' and not r.hidden order by r.created_at desc, r.id desc, i.index limit 20`,
    ],
    ['me/points: balance', `select sum(amount) from point_ledger where user_id = '${user}'`],
    [
      'me/points: page',
      `select * from point_ledger where user_id = '${user}' order by created_at desc, id desc limit 10`,
    ],
  ];
  for (const [label, statement] of statements) {
    const { rows } = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement}`);
    console.log(`\n-- ${label}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
}

async function main() {
  console.log(
    `reviews bench: ${PRODUCTS} products, ${REVIEWS} reviews, ${POINT_MEMBERS} members × ${POINT_ROWS} ledger rows, ` +
      `${CONNECTIONS} connections; ${cpus().length} CPUs, load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  await onBase(`drop database if exists ${DB_NAME} with (force)`);
  await onBase(`create database ${DB_NAME}`);
  const db = new pg.Client({ connectionString: dbUrl });
  let server: ChildProcess | null = null;
  let failed = false;
  try {
    server = startServer();
    serverPid = server.pid ?? 0;
    await waitForServer(server); // it migrates on start
    await db.connect();
    const { products, pointMembers } = await seed(db);
    const tokens: string[] = [];
    for (let i = 0; i < pointMembers.length; i += 4) {
      tokens.push(
        ...(await Promise.all(pointMembers.slice(i, i + 4).map((u, j) => logIn(u, 100_000 + i + j)))),
      );
    }

    // Each product once, its sort turning with it; photo strips likewise; each member's first pages.
    const take = <T>(list: T[]) => (REQUESTS ? list.slice(0, REQUESTS) : list);
    const order = shuffled(products);
    const reviewRequests = take(
      order.map((p, k) => ({ path: `/api/v1/shop/reviews?_product=${p}&${sorts[k % sorts.length]}` })),
    );
    const imageRequests = take(
      shuffled(order).map((p) => ({ path: `/api/v1/shop/review-images?_product=${p}` })),
    );
    const pages = Math.ceil((REQUESTS ?? products.length) / Math.max(tokens.length, 1));
    const pointRequests = take(
      shuffled(
        tokens.flatMap((token) =>
          Array.from({ length: Math.min(pages, Math.floor(POINT_ROWS / 10)) }, (_, page) => ({
            path: `/api/v1/me/points?skip=${page * 10}&limit=10`,
            token,
          })),
        ),
      ),
    );

    const workloads: [string, Request[]][] = [
      [`shop/reviews (${sorts.map((s) => sortLabel[s]).join(' · ')} in turn)`, reviewRequests],
      ['shop/review-images', imageRequests],
      [`me/points (${tokens.length} members × ${POINT_ROWS} rows, pages of 10)`, pointRequests],
    ];
    // JIT and the connection pool, on the best sellers only (20 of the products the passes ask for).
    await pass(
      Array.from({ length: 500 }, (_, k) => ({
        path: `/api/v1/shop/reviews?_product=${products[k % POPULAR]}&${sorts[k % 3]}`,
      })),
    );
    const results: { name: string; cold: Pass; warm: Pass }[] = [];
    for (const [name, requests] of workloads) {
      const cold = await pass(requests);
      const warm = await pass(requests);
      results.push({ name, cold, warm });
      console.log(`  ${name}: cold ${cold.rps}/s p99 ${cold.p99} ms, warm ${warm.rps}/s p99 ${warm.p99} ms`);
    }

    // The busiest product: the first of the best sellers (product 1, the newest).
    const busiest = products[0]!;
    const { rows: photoRows } = await db.query<{ n: string }>('select count(*) as n from review_images');
    const photoCount = Number(photoRows[0]!.n);
    const problems = await checkAnswers(db, busiest, { token: tokens[0]!, username: pointMembers[0]! });

    console.log(
      `\n${PRODUCTS} products, ${REVIEWS} reviews, ${photoCount} photos; ` +
        `${CONNECTIONS} connections; load average at the end ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
    );
    console.log(
      '\n| endpoint | pass | requests | requests/s | p50 ms | p90 ms | p99 ms | max ms | errors | non-2xx | CPU ms a request: server + database + load generator |',
    );
    console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
    for (const r of results) {
      for (const [label, p] of [
        ['cold', r.cold],
        ['warm', r.warm],
      ] as const) {
        console.log(
          `| ${r.name} | ${label} | ${p.sent} | ${p.rps} | ${p.p50} | ${p.p90} | ${p.p99} | ${p.max} | ${p.errors} | ${p.non2xx} | ` +
            `${p.cpu.server.toFixed(2)} + ${p.cpu.db.toFixed(2)} + ${p.cpu.client.toFixed(2)} = ${(p.cpu.server + p.cpu.db + p.cpu.client).toFixed(2)} |`,
        );
      }
    }
    const bad = results.filter((r) => r.cold.errors + r.cold.non2xx + r.warm.errors + r.warm.non2xx > 0);
    if (bad.length > 0) problems.push(`errors or non-2xx answers: ${bad.map((r) => r.name).join(', ')}`);
    console.log(
      problems.length === 0 ? '\nanswers checked against SQL: ok' : `\nFAILED: ${problems.join('; ')}`,
    );
    failed = problems.length > 0;
    if (process.env.BENCH_EXPLAIN === '1') await explain(db, busiest, pointMembers[0]!);
  } finally {
    if (server) await stopServer(server);
    await db.end().catch(() => {});
    if (process.env.BENCH_KEEP !== '1') await onBase(`drop database if exists ${DB_NAME} with (force)`);
  }
  process.exit(failed ? 1 : 0);
}

await main();
