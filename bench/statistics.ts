/**
 * Sales statistics at a grown shop's size (issue #22 "Speed"), on PostgreSQL against the real server:
 * two years of 1,000,000 orders (5 % never paid), 2,500,000 purchases of 500 products, 500,000
 * members and 20,000 refunds. Every /api/console/statistics endpoint is asked by 20 operators at
 * once with distinct inputs (years, ranges of 1–366 days, sorts and limits). Target: p99 < 300 ms.
 *
 *   npx tsx bench/statistics.ts
 *
 * Cold: the roll-up is emptied and the server restarted (a deploy on a restored or just migrated
 * database); the time until its start-up roll-up is ready is reported. Then each endpoint runs a
 * cold pass on a new server process (JIT, pool and caches cold) and a warm pass over the same inputs.
 *
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; the benchmark creates
 * and drops `bench_statistics` beside it, `bench_<BENCH_NAME>` with BENCH_NAME), BENCH_ONLY (only the
 * workloads whose name contains it, e.g. productsSales or dashboard; a comma between several),
 * BENCH_COLD=0 (only the warm pass, on the roll-up a kept database has), BENCH_PORT (3290), BENCH_ORDERS (1,000,000), BENCH_MEMBERS
 * (500,000), BENCH_PRODUCTS (500), BENCH_REQUESTS (300 a pass), BENCH_CONNECTIONS (20), BENCH_KEEP=1
 * (keep the database), BENCH_REUSE=1 (use a kept one instead of seeding again).
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import {
  insertBenchOperator,
  type Pass,
  pass,
  printPasses,
  type Request,
  shuffled,
  withConsoleBench,
} from './load.ts';
import { idOf, step } from './server.ts';

/** the server's database is `bench_<name>` (bench/server.ts); BENCH_NAME lets two runs sit side by side */
const NAME = process.env.BENCH_NAME ?? 'statistics';
const PORT = Number(process.env.BENCH_PORT ?? 3290);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 500_000);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 500);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const REUSE = process.env.BENCH_REUSE === '1';
/** only the workloads whose name contains this (e.g. productsSales) */
const ONLY = process.env.BENCH_ONLY;
/** BENCH_COLD=0: no cold pass, the roll-up as the last run left it (with BENCH_REUSE=1) */
const COLD = process.env.BENCH_COLD !== '0';
const PASSWORD = 'Bench1234!';
/** two years of payments, up to now */
const SPAN_SECONDS = 730 * 86_400;

/**
 * Set-based: order i has 2 or 3 purchases (2.5 on average) of products picked by a hash, paid at a
 * second spread over the two years up to now (one in twenty never paid); one paid order in fifty has
 * its first purchase refunded three days later. Triggers are off while seeding (the roll-up is empty).
 */
async function seed(db: pg.Client) {
  const started = performance.now();
  console.log(
    `seeding ${ORDERS.toLocaleString('en')} orders, ${MEMBERS.toLocaleString('en')} members, ${PRODUCTS} products:`,
  );
  await db.query(`set session_replication_role = replica`);
  await insertBenchOperator(db, PASSWORD);
  await step(
    db,
    'members',
    `insert into users (id, username, name, email, phone, type, created_at)
     select ${idOf('u', 'i')}, 'benchmember' || i, '회원' || i, 'member' || i || '@example.com', '01055551234',
            'CONSUMER', '2024-01-01'
     from generate_series(1, $1::int) i`,
    [MEMBERS],
  );
  await step(
    db,
    'category and products',
    `with c as (insert into categories (code, name, depth, sort_order) values ('bench', '욕실 벤치', 1, 1) returning id)
     insert into products (id, name, category_id, price, sale_price, stock)
     select ${idOf('p', 'k')}, '벤치 상품 ' || k, c.id, 10000 + (k % 190) * 1000, 10000 + (k % 190) * 1000, 100
     from c, generate_series(1, $1::int) k`,
    [PRODUCTS],
  );
  await step(
    db,
    'purchases',
    `insert into purchases (id, purchase_no, order_id, user_id, product_id, product_name, unit_price, quantity,
                            amount, coupon_share, points_share, status, created_at, updated_at)
     select ${idOf('c', "i || '-' || k")}, 'B' || lpad(i::text, 8, '0') || '-' || lpad(k::text, 2, '0'),
            ${idOf('o', 'i')}, ${idOf('u', '(1 + i % $2)')}, ${idOf('p', 'prod')}, '벤치 상품 ' || prod,
            price, qty, price * qty,
            case when (i + k) % 10 = 0 then 1000 else 0 end, case when (i + k) % 20 = 3 then 500 else 0 end,
            'ORDER_PAYMENT', now(), now()
     from generate_series(1, $1::int) i, generate_series(1, 3) k,
          lateral (select 1 + abs(hashint4(i * 3 + k)) % $3 as prod, 10000 + ((i * 7 + k * 13) % 190) * 1000 as price,
                          1 + (i + k) % 3 as qty) x
     where k <= 2 + i % 2`,
    [ORDERS, MEMBERS, PRODUCTS],
  );
  await step(
    db,
    'orders',
    `insert into orders (id, order_no, user_id, orderer_name, orderer_phone, receiver_name, receiver_phone,
                         receiver_postcode, receiver_address1, payment_method, status, product_amount,
                         shipping_fee, remote_fee, coupon_discount, coupon_name, points_used, paid_amount,
                         payment_tid, paid_at, expires_at, created_at, updated_at)
     select ${idOf('o', 's.i')}, 'B' || lpad(s.i::text, 8, '0'), ${idOf('u', '(1 + s.i % $2)')},
            '회원', '01055551234', '회원', '01055551234', '06236', '서울특별시 강남구 테헤란로 123',
            'CARD', case when paid then 'DELIVERY_COMPLETE' else 'ORDER_CANCELED' end, s.amount,
            case when s.amount < 50000 then 3000 else 0 end, case when s.i % 40 = 0 then 3000 else 0 end,
            s.coupon, case when s.coupon > 0 then '벤치 쿠폰' end, s.points,
            s.amount + case when s.amount < 50000 then 3000 else 0 end + case when s.i % 40 = 0 then 3000 else 0 end
              - s.coupon - s.points,
            case when paid then 'bench-' || s.i end, case when paid then t end, t + interval '1 day', t, t
     from (select substr(purchase_no, 2, 8)::int as i, sum(amount) as amount, sum(coupon_share) as coupon,
                  sum(points_share) as points
           from purchases group by 1) s,
          lateral (select now() - ((abs(hashint4(s.i)) % $1) * interval '1 second') as t, s.i % 20 <> 7 as paid) x`,
    [SPAN_SECONDS, MEMBERS],
  );
  await step(
    db,
    'refunds (one paid order in fifty, its first purchase, three days later)',
    `insert into refunds (order_id, user_id, purchase_ids, amount, method, status, reason, tid, done_at,
                          created_at, updated_at)
     select o.id, o.user_id, array[p.id], p.amount - p.coupon_share - p.points_share, 'GATEWAY', 'DONE', '벤치 반품',
            o.payment_tid, o.paid_at + interval '3 days', o.paid_at + interval '3 days', o.paid_at + interval '3 days'
     from orders o join purchases p on p.order_id = o.id and p.purchase_no = o.order_no || '-01'
     where o.paid_at is not null and o.paid_at < now() - interval '3 days' and abs(hashtext(o.order_no)) % 50 = 0`,
  );
  await db.query(`set session_replication_role = origin`);
  await step(db, 'analyze', 'analyze');
  console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms + 9 * 3_600_000).toISOString().slice(0, 10);

/** Distinct inputs: ranges of 1–366 days ending within the two years, picked by a fixed sequence. */
function ranges(n: number, salt: number): { from: string; to: string }[] {
  const today = Date.now();
  let s = 20261127 + salt;
  const next = () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s;
  };
  const seen = new Set<string>();
  const out: { from: string; to: string }[] = [];
  while (out.length < n) {
    const length = 1 + (next() % 366);
    const end = today - (next() % 729) * DAY_MS;
    const r = { from: dayOf(end - (length - 1) * DAY_MS), to: dayOf(end) };
    const key = `${r.from}/${r.to}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(r);
  }
  return out;
}

/**
 * Until the database has had no other active query for a second: requests the cold pass gave up on
 * (autocannon's 10 s timeout) go on rolling up on the server, and would otherwise run in the warm pass.
 */
async function settled(db: pg.Client) {
  for (let quiet = 0; quiet < 4; ) {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and state <> 'idle' and pid <> pg_backend_pid()`,
    );
    quiet = rows[0]!.n === 0 ? quiet + 1 : 0;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Until the start-up roll-up (jobs/statistics-rollup.ts, 5 s after the start) has written the days
 * and summed the weeks, its last step, and the database is idle again.
 */
async function rolledUp(db: pg.Client) {
  for (;;) {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from sales_week_products where product_key = ''`,
    );
    if (rows[0]!.n > 0) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  await settled(db);
}

async function main() {
  console.log(
    `statistics bench: ${ORDERS} orders, ${MEMBERS} members, ${PRODUCTS} products, ${CONNECTIONS} connections; ` +
      `${cpus().length} CPUs, load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  await withConsoleBench(
    {
      name: NAME,
      port: PORT,
      connections: CONNECTIONS,
      reuse: REUSE,
      operator: { username: 'benchoperator', password: PASSWORD },
      seed,
    },
    async ({ db, target, token, restart }) => {
      const thisYear = Number(dayOf(Date.now()).slice(0, 4));
      const years = [thisYear - 2, thisYear - 1, thisYear];
      const sorts = ['paid', 'net', 'gross', 'quantity', 'orders', 'refunded'];
      const limits = [10, 20, 50, 100];
      const workloads: [string, Request[]][] = [
        [
          'monthlySales (years in turn)',
          Array.from({ length: REQUESTS }, (_, k) => ({
            path: `/api/console/statistics/monthlySales?year=${years[k % 3]}`,
            token,
          })),
        ],
        [
          'dailySales (distinct ranges of 1–366 days)',
          ranges(REQUESTS, 1).map((r) => ({
            path: `/api/console/statistics/dailySales?from=${r.from}&to=${r.to}`,
            token,
          })),
        ],
        [
          'dayOfWeekSales (distinct ranges)',
          ranges(REQUESTS, 2).map((r) => ({
            path: `/api/console/statistics/dayOfWeekSales?from=${r.from}&to=${r.to}`,
            token,
          })),
        ],
        [
          'productsSales (distinct ranges, sorts and limits)',
          shuffled(ranges(REQUESTS, 3)).map((r, k) => ({
            path: `/api/console/statistics/productsSales?from=${r.from}&to=${r.to}&sort=${sorts[k % sorts.length]}&limit=${limits[k % limits.length]}`,
            token,
          })),
        ],
        [
          'dashboard (the same request: today and 60 days of daily sales)',
          Array.from({ length: REQUESTS }, () => ({ path: '/api/console/dashboard', token })),
        ],
      ];
      let backfill = '';
      if (COLD) {
        // A deploy on a database whose roll-up is empty (restored, or just migrated): the server
        // rolls everything up shortly after its start (jobs/statistics-rollup.ts).
        await db.query('truncate sales_days, sales_day_products, sales_month_products, sales_week_products');
        await restart();
        const started = performance.now();
        await rolledUp(db);
        backfill = `start-up roll-up of an empty roll-up: ready ${((performance.now() - started) / 1000).toFixed(1)} s after the server answered (it starts 5 s after the start)`;
        console.log(`  ${backfill}`);
      } else {
        // JIT and the pool, on a range that every workload reads again later anyway.
        await pass(
          target,
          Array.from({ length: 40 }, () => ({
            path: `/api/console/statistics/dailySales?from=${dayOf(Date.now())}&to=${dayOf(Date.now())}`,
            token,
          })),
        );
      }
      const results: { name: string; passes: [string, Pass][] }[] = [];
      for (const [name, requests] of workloads) {
        if (ONLY && !ONLY.split(',').some((only) => name.includes(only))) continue;
        const passes: [string, Pass][] = [];
        if (COLD) {
          // the first requests a new server process answers: its JIT, pool and caches cold
          await restart();
          passes.push(['cold (a new server process)', await pass(target, requests)]);
          await settled(db);
        }
        const warm = await pass(target, requests);
        passes.push(['warm', warm]);
        results.push({ name, passes });
        console.log(
          `  ${name}: ${passes.map(([label, p]) => `${label} ${p.rps}/s p99 ${p.p99} ms`).join(', ')}`,
        );
      }
      const { rows } = await db.query<{ days: string; products: string }>(
        `select (select count(*) from sales_days) as days, (select count(*) from sales_day_products) as products`,
      );
      if (backfill) console.log(`\n${backfill}`);
      console.log(
        `\nroll-up: ${rows[0]!.days} days, ${rows[0]!.products} product-days; load average at the end ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
      );
      printPasses(results);
      const bad = results.filter((r) => r.passes.some(([, p]) => p.errors + p.non2xx > 0));
      if (bad.length > 0)
        console.log(`\nFAILED: errors or non-2xx answers: ${bad.map((r) => r.name).join(', ')}`);
    },
  );
}

await main();
