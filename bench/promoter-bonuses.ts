/**
 * The promoter's 수당 history (issue #21 "Speed": `promoter/bonuses` for a member with 50,000 rows,
 * p99 < 50 ms at 500 requests/s), against the real server on PostgreSQL: BENCH_PROMOTERS promoters
 * (100) with BENCH_ROWS bonus rows each (50,000, three years of GOODS credits with monthly GRADE and
 * SALES and withdrawals), GOODS rows pointing at real purchases.
 *
 *   npm run promoter-bonuses -w @shop/bench
 *
 * Every request of a pass asks for a page no earlier request of that pass asked for: another
 * promoter, tab (전체 · 기본 · 직급 · 매출 · 출금), page, or a month's period. Each pass is sent at an
 * open rate of BENCH_RATE (500) requests a second, cold (the first request for each input since the
 * server started) and then warm over the same inputs; a last pass measures the most it can answer.
 *
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; the benchmark creates
 * and drops `bench_promoter_bonuses` beside it), BENCH_PORT (3281), BENCH_PROMOTERS, BENCH_ROWS,
 * BENCH_RATE, BENCH_CONNECTIONS (32), BENCH_CPU_PROF (a directory: the server writes a V8 CPU profile
 * there on exit), BENCH_KEEP=1 (keep the database), BENCH_REUSE=1 (use the one an earlier run kept).
 */
import type { ChildProcess } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts';
import { logInAll, type Pass, pass, printPasses, type Request, shuffled, type Target } from './load.ts';
import { databaseUrl, onBase, startServer, stopServer, waitForServer } from './server.ts';

const DB_NAME = 'bench_promoter_bonuses';
const PORT = Number(process.env.BENCH_PORT ?? 3281);
const origin = `http://127.0.0.1:${PORT}`;
const PROMOTERS = Number(process.env.BENCH_PROMOTERS ?? 100);
const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const RATE = Number(process.env.BENCH_RATE ?? 500);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const REUSE = process.env.BENCH_REUSE === '1';
/** the purchases GOODS rows point at (a purchase pays one sponsor; here they are shared) */
const PURCHASES = 20_000;
const PASSWORD = 'Bench1234!';
const TABS = ['WHOLE', 'GOODS', 'GRADE', 'SALES', 'DEBIT'] as const;
const PAGES = 6;

const idOf = (kind: string, n: string) =>
  `overlay(overlay(md5('${kind}' || ${n}) placing '4' from 13) placing '8' from 17)::uuid`;

async function step(db: pg.Client, label: string, statement: string, values: unknown[] = []) {
  const started = Date.now();
  const result = await db.query(statement, values);
  console.log(`  ${label}: ${result.rowCount ?? 0} rows, ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Row i of promoter u, oldest first over three years: every 50th a GRADE, every 50th + 25 a SALES
 * credit, every 100th + 7 a withdrawal (BONUS__DEBIT, smaller than what came in since), else GOODS.
 */
async function seed(db: pg.Client) {
  console.log('seeding:');
  await step(
    db,
    'category and product',
    `with c as (insert into categories (code, name, depth, sort_order) values ('bench', '욕실 벤치', 1, 1) returning id)
     insert into products (id, name, category_id, price, sale_price, stock)
     select ${idOf('p', '1')}, '벤치 양변기', id, 300000, 270000, 100 from c`,
  );
  await step(
    db,
    'buyers',
    `insert into users (id, username, name, email, phone, type)
     select ${idOf('b', 'i')}, 'benchbuyer' || i, '구매자' || i, 'buyer' || i || '@example.com', '01055551234', 'CONSUMER'
     from generate_series(1, 1000) i`,
  );
  await step(
    db,
    'orders',
    `insert into orders (id, order_no, user_id, orderer_name, orderer_phone, receiver_name, receiver_phone,
                         receiver_postcode, receiver_address1, payment_method, status, product_amount,
                         shipping_fee, paid_amount, payment_tid, paid_at, expires_at, created_at, updated_at)
     select ${idOf('o', 'i')}, '20240101-' || lpad(i::text, 7, '0'), ${idOf('b', '(1 + i % 1000)')},
            '구매자', '01055551234', '구매자', '01055551234', '06236', '서울특별시 강남구 테헤란로 123',
            'CARD', 'DELIVERY_COMPLETE', 270000, 0, 270000, 'bench-' || i, t, t, t, t
     from generate_series(1, $1::int) i, lateral (select now() - interval '3 years' + i * interval '1 hour' as t) x`,
    [PURCHASES],
  );
  await step(
    db,
    'purchases',
    `insert into purchases (id, purchase_no, order_id, user_id, product_id, product_name, unit_price, quantity,
                            amount, status, purchase_status, created_at, updated_at)
     select ${idOf('c', 'i')}, o.order_no || '-01', o.id, o.user_id, ${idOf('p', '1')}, '벤치 양변기', 270000, 1,
            270000, 'DELIVERY_COMPLETE', 'PURCHASE_COMPLETE', o.created_at, o.updated_at
     from generate_series(1, $1::int) i join orders o on o.id = ${idOf('o', 'i')}`,
    [PURCHASES],
  );
  await step(
    db,
    'promoters',
    `insert into users (id, username, password_hash, name, email, phone, type, promoter_code)
     select ${idOf('u', 'i')}, 'benchpromoter' || i, $2, '정회원' || i, 'promoter' || i || '@example.com',
            '01066661234', 'PROMOTER', 'BENCH' || i
     from generate_series(1, $1::int) i`,
    [PROMOTERS, await hashPassword(PASSWORD)],
  );
  const started = Date.now();
  for (let u = 1; u <= PROMOTERS; u += 1) {
    await db.query(
      `insert into bonus_ledger (user_id, amount, type, source, reference, purchase_id, reason, created_at)
       select ${idOf('u', '$1::int')}, k.amount, k.type, k.source, 'bench-' || $1 || '-' || i,
              case when k.type = 'BONUS__GOODS' then ${idOf('c', `(1 + (i * 7 + $1 * 13) % ${PURCHASES})`)} end,
              null, now() - interval '3 years' + i * (interval '3 years' / $2::int)
       from generate_series(1, $2::int) i,
            lateral (select case when i % 50 = 0 then 'BONUS__GRADE' when i % 50 = 25 then 'BONUS__SALES'
                                 when i % 100 = 7 then 'BONUS__DEBIT' else 'BONUS__GOODS' end as type) t,
            lateral (select t.type,
                            case t.type when 'BONUS__GOODS' then 'PROMOTEE_PURCHASE' when 'BONUS__DEBIT' then 'WITHDRAWAL'
                                        else 'SETTLEMENT' end as source,
                            case t.type when 'BONUS__DEBIT' then -50000 when 'BONUS__GOODS' then 300 + (i * 37) % 2700
                                        else 10000 + (i % 7) * 1000 end as amount) k`,
      [u, ROWS],
    );
    if (u % 10 === 0 || u === PROMOTERS)
      process.stdout.write(
        `\r  bonus ledger: ${u} × ${ROWS} rows, ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
  }
  console.log('');
  await step(db, 'analyze', 'analyze');
}

/** Each promoter's five tabs, pages 1..PAGES of 20, and each tab for one month of the last year. */
function requestsOf(tokens: readonly string[]): Request[] {
  const requests: Request[] = [];
  tokens.forEach((token, u) => {
    for (const tab of TABS) {
      for (let page = 0; page < PAGES; page += 1)
        requests.push({ path: `/api/v1/promoter/bonuses?tab=${tab}&skip=${page * 20}&limit=20`, token });
      const month = 1 + ((u + tab.length) % 12);
      const from = `2026-${String(month).padStart(2, '0')}-01`;
      const to = `2026-${String(month).padStart(2, '0')}-${month === 2 ? 28 : 30}`;
      requests.push({ path: `/api/v1/promoter/bonuses?tab=${tab}&from=${from}&to=${to}`, token });
    }
  });
  return shuffled(requests);
}

/** The first promoter's 전체 count, balance and newest row, read back through the API and checked in SQL. */
async function check(db: pg.Client, token: string): Promise<string[]> {
  const answer = (await (
    await fetch(`${origin}/api/v1/promoter/bonuses?tab=GOODS&limit=1`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { summary: { totalCount: number; balance: number }; bonuses: { amount: number }[] };
  const { rows } = await db.query<{ n: string; balance: string; newest: number }>(
    `select count(*) filter (where type = 'BONUS__GOODS') as n, sum(amount) as balance,
            (array_agg(amount order by created_at desc, id desc) filter (where type = 'BONUS__GOODS'))[1] as newest
     from bonus_ledger where user_id = ${idOf('u', '1')}`,
  );
  const want = rows[0]!;
  const problems: string[] = [];
  if (answer.summary.totalCount !== Number(want.n))
    problems.push(`totalCount ${answer.summary.totalCount}, SQL ${want.n}`);
  if (answer.summary.balance !== Number(want.balance))
    problems.push(`balance ${answer.summary.balance}, SQL ${want.balance}`);
  if (answer.bonuses[0]?.amount !== want.newest)
    problems.push(`newest ${answer.bonuses[0]?.amount}, SQL ${want.newest}`);
  return problems;
}

async function main() {
  console.log(
    `promoter/bonuses bench: ${PROMOTERS} promoters × ${ROWS} rows, ${RATE} requests/s, ${CONNECTIONS} connections; ` +
      `${cpus().length} CPUs, load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  const client = new pg.Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
  const exists = (await client.query('select 1 from pg_database where datname = $1', [DB_NAME])).rowCount;
  await client.end();
  const reuse = REUSE && (exists ?? 0) > 0;
  if (!reuse) {
    await onBase(`drop database if exists ${DB_NAME} with (force)`);
    await onBase(`create database ${DB_NAME}`);
  }
  const db = new pg.Client({ connectionString: databaseUrl(DB_NAME) });
  let server: ChildProcess | null = null;
  let failed = false;
  try {
    server = startServer('promoter_bonuses', PORT);
    const target: Target = { origin, serverPid: server.pid ?? 0, dbName: DB_NAME, connections: CONNECTIONS };
    await waitForServer(server, async () => (await fetch(`${origin}/api/health`)).status === 200);
    await db.connect();
    if (!reuse) await seed(db);
    const usernames = Array.from({ length: PROMOTERS }, (_, i) => `benchpromoter${i + 1}`);
    const tokens = await logInAll(origin, usernames, PASSWORD, 200_000);
    const requests = requestsOf(tokens);
    // JIT and the connection pool, on one promoter's first pages only.
    await pass(
      target,
      Array.from({ length: 300 }, () => ({ path: '/api/v1/promoter/bonuses?tab=WHOLE', token: tokens[0]! })),
    );
    const cold = await pass(target, requests, RATE);
    const warm = await pass(target, requests, RATE);
    const most = await pass(target, requests);
    const name = `promoter/bonuses (${PROMOTERS} promoters × ${ROWS} rows; 5 tabs × ${PAGES} pages + a month each)`;
    const passes: [string, Pass][] = [
      [`cold at ${RATE}/s`, cold],
      [`warm at ${RATE}/s`, warm],
      ['warm, as fast as answered', most],
    ];
    console.log(
      `\nload average at the end ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    printPasses([{ name, passes }]);
    const problems = await check(db, tokens[0]!);
    if (passes.some(([, p]) => p.errors + p.non2xx > 0)) problems.push('errors or non-2xx answers');
    console.log(
      problems.length === 0 ? '\nanswers checked against SQL: ok' : `\nFAILED: ${problems.join('; ')}`,
    );
    failed = problems.length > 0;
  } finally {
    if (server) await stopServer(server);
    await db.end().catch(() => {});
    if (process.env.BENCH_KEEP !== '1' && !REUSE)
      await onBase(`drop database if exists ${DB_NAME} with (force)`);
  }
  process.exit(failed ? 1 : 0);
}

await main();
