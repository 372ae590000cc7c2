/**
 * The auto-confirm sweep with its rewards (issue #21 "Speed": ≥ 500 purchases/s), on PostgreSQL: a
 * shop with a past (BENCH_PAST completed purchases with their history and ledger rows), then
 * BENCH_PURCHASES delivered purchases past the confirmation window, each by its own member (a
 * CONSUMER sponsored by a promoter) of its own product, confirmed by the job's own function
 * (`autoConfirm`, jobs/auto-confirm.ts) as the hourly job runs it. Two batches: cold (the first run
 * after seeding, on fresh connections) and warm (a second batch seeded alike, the same pool).
 * Afterwards every purchase of both batches must be PURCHASE_COMPLETE with exactly one history row
 * of it, one BONUS__GOODS row for its sponsor, a score row for the buyer and one for the sponsor, and
 * one EARN/PURCHASE points row for the buyer, at the amounts DOMAIN.md gives; and every kept balance
 * must equal the sum of its ledger.
 *
 *   npm run confirm-sweep -w @shop/bench
 *
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; the benchmark creates
 * and drops `bench_confirm_sweep` beside it), BENCH_PURCHASES (20,000 per batch), BENCH_PROMOTERS
 * (1,000), BENCH_PAST (100,000), BENCH_KEEP=1 (keep the database).
 */
import { loadavg, tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { seedBase } from '../apps/server/src/db/seed/index.ts';
import type { ShopContext } from '../apps/server/src/http/context.ts';
import { memoryLimiter } from '../apps/server/src/http/limiter.ts';
import { autoConfirm } from '../apps/server/src/jobs/auto-confirm.ts';
import { memorySessionRevocations } from '../apps/server/src/modules/auth/sessions.ts';
import { catalogCache } from '../apps/server/src/modules/catalog/cache.ts';
import { localStorage } from '../apps/server/src/storage/storage.ts';
import { databaseUrl, onBase } from './server.ts';

const DB_NAME = 'bench_confirm_sweep';
const PURCHASES = Number(process.env.BENCH_PURCHASES ?? 20_000);
const PROMOTERS = Number(process.env.BENCH_PROMOTERS ?? 1_000);
const PAST = Number(process.env.BENCH_PAST ?? 100_000);
/** 15:00 in Seoul on the 23rd: with 7 days, purchases delivered before the 16th (Seoul) are due. */
const NOW = new Date('2026-11-23T15:00:00+09:00');

/** A version-4 uuid made from a text key, as the other benches make them. */
const idOf = (kind: string, key: string) =>
  `overlay(overlay(md5('${kind}' || ${key}) placing '4' from 13) placing '8' from 17)::uuid`;

async function step(db: pg.Client, label: string, statement: string, values: unknown[] = []) {
  const started = performance.now();
  const result = await db.query(statement, values);
  console.log(
    `  ${label}: ${(result.rowCount ?? 0).toLocaleString('en')} rows, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** The shop before the benchmark: a category and PROMOTERS promoters (no sponsor of their own). */
async function seedShop(db: pg.Client) {
  await step(
    db,
    'category',
    `insert into categories (code, name, depth, sort_order) values ('bench', '욕실 벤치', 1, 1)`,
  );
  await step(
    db,
    'promoters',
    `insert into users (id, username, name, email, phone, type, promoter_code, grade_code, created_at)
     select ${idOf('u', "'promoter' || i")}, 'benchpromoter' || i, '추천인' || i, 'promoter' || i || '@example.com',
            '01055551234', 'PROMOTER', 'B' || lpad(i::text, 6, '0'),
            (array['NORMAL', 'SILVER', 'GOLD', 'DIAMOND'])[1 + i % 4], '2026-01-01'
     from generate_series(1, $1::int) i`,
    [PROMOTERS],
  );
}

/**
 * `count` purchases under the key `batch` (purchase numbers `<batch>-<i>`): member i is a CONSUMER
 * sponsored by promoter 1 + i % PROMOTERS and buys product i in order i, paid on the 1st. Purchases
 * `done` were confirmed in October with their rewards (the shop's past); the others were delivered
 * in the first fortnight of November and await confirmation. Each has the history a real one has
 * (paid, confirmed, shipped, delivered); one in 25 had an exchange rejected within hours of delivery.
 */
async function seedBatch(db: pg.Client, batch: string, count: number, done: boolean) {
  const key = (i: string) => `'${batch}-' || ${i}`;
  const member = idOf('u', key('i'));
  const sponsor = idOf('u', `'promoter' || (1 + i % ${PROMOTERS})`);
  await step(
    db,
    `${batch}: products`,
    `insert into products (id, name, category_id, price, sale_price, stock, created_at)
     select ${idOf('p', key('i'))}, '벤치 세면대 ' || i, (select id from categories where code = 'bench'),
            30000, 27000, 100, '2026-01-01'
     from generate_series(1, $1::int) i`,
    [count],
  );
  await step(
    db,
    `${batch}: members`,
    `insert into users (id, username, name, email, phone, type, promoter_id, created_at)
     select ${member}, 'bench${batch}member' || i, '회원' || i, '${batch}member' || i || '@example.com',
            '01055551234', 'CONSUMER', ${sponsor}, '2026-01-01'
     from generate_series(1, $1::int) i`,
    [count],
  );
  const paidAt = done ? `timestamptz '2026-09-20 10:00+09'` : `timestamptz '2026-10-28 10:00+09'`;
  await step(
    db,
    `${batch}: orders`,
    `insert into orders (id, order_no, user_id, orderer_name, orderer_phone, receiver_name, receiver_phone,
                         receiver_postcode, receiver_address1, payment_method, status, product_amount,
                         shipping_fee, paid_amount, payment_tid, paid_at, expires_at, created_at, updated_at)
     select ${idOf('o', key('i'))}, '${batch}-' || lpad(i::text, 7, '0'), ${member},
            '회원', '01055551234', '회원', '01055551234', '06236', '서울특별시 강남구 테헤란로 123',
            'CARD', 'DELIVERY_COMPLETE', price, 3000, price + 3000, 'bench-${batch}-' || i, ${paidAt}, ${paidAt},
            ${paidAt}, ${paidAt}
     from generate_series(1, $1::int) i, lateral (select 10000 + (i * 7 % 190) * 1000 as price) x`,
    [count],
  );
  // Delivered in the fortnight from the 1st of November (Seoul), or from the 22nd of September for the past.
  const deliveredAt = done
    ? `timestamptz '2026-09-22 00:00+09' + (i * 60 % 1209600) * interval '1 second'`
    : `timestamptz '2026-11-01 00:00+09' + (i * 60 % 1209600) * interval '1 second'`;
  await step(
    db,
    `${batch}: purchases`,
    `insert into purchases (id, purchase_no, order_id, user_id, product_id, product_name, unit_price, quantity,
                            amount, status, claim_status, claim_reason, purchase_status, courier_code,
                            invoice_number, delivered_at, confirmed_at, sponsor_id, created_at, updated_at)
     select ${idOf('c', key('i'))}, '${batch}-' || lpad(i::text, 7, '0') || '-01', ${idOf('o', key('i'))},
            ${member}, ${idOf('p', key('i'))}, '벤치 세면대 ' || i, price, 1, price, 'DELIVERY_COMPLETE',
            case when i % 25 = 0 then 'EXCHANGE_REJECTED' end, case when i % 25 = 0 then 'DEFECTIVE' end,
            ${done ? `'PURCHASE_COMPLETE'` : `'PURCHASE_AWAITING'`}, 'CJ', 'bench' || i, delivered,
            ${done ? `delivered + interval '8 days'` : 'null'}, ${done ? sponsor : 'null'}, ${paidAt},
            ${done ? `delivered + interval '8 days'` : 'delivered'}
     from generate_series(1, $1::int) i,
          lateral (select 10000 + (i * 7 % 190) * 1000 as price, ${deliveredAt} as delivered) x`,
    [count],
  );
  await step(
    db,
    `${batch}: history`,
    `insert into order_histories (order_id, purchase_id, field, from_value, to_value, reason, by_role, created_at)
     select p.order_id, case when h.purchase then p.id end, h.field, h.from_value, h.to_value, h.reason, h.by_role,
            h.at
     from purchases p,
          lateral (values
            (false, 'ORDER_STATUS', 'ORDER_NONPAYMENT', 'ORDER_PAYMENT', '결제 완료', 'PAYMENT', p.created_at),
            (true, 'PURCHASE_STATUS', 'PURCHASE_PENDING', 'PURCHASE_AWAITING', null, 'PAYMENT', p.created_at),
            (true, 'ORDER_STATUS', 'ORDER_PAYMENT', 'ORDER_CONFIRM', null, 'OPERATOR', p.created_at + interval '1 hour'),
            (true, 'ORDER_STATUS', 'ORDER_CONFIRM', 'SHIPPING_CONFIRM', null, 'OPERATOR', p.delivered_at - interval '2 days'),
            (true, 'ORDER_STATUS', 'SHIPPING_CONFIRM', 'DELIVERY_COMPLETE', null, 'OPERATOR', p.delivered_at)
          ) as h(purchase, field, from_value, to_value, reason, by_role, at)
     where p.purchase_no like '${batch}-%'
     union all
     select p.order_id, p.id, 'CLAIM_STATUS', h.from_value, h.to_value, h.reason, h.by_role, h.at
     from purchases p,
          lateral (values
            (null, 'EXCHANGE_REQUESTED', null, 'SHOPPER', p.delivered_at + interval '1 hour'),
            ('EXCHANGE_REQUESTED', 'EXCHANGE_REJECTED', '사용 흔적', 'OPERATOR', p.delivered_at + interval '2 hours')
          ) as h(from_value, to_value, reason, by_role, at)
     where p.purchase_no like '${batch}-%' and p.claim_status = 'EXCHANGE_REJECTED'
     union all
     select p.order_id, p.id, 'PURCHASE_STATUS', 'PURCHASE_AWAITING', 'PURCHASE_COMPLETE', '자동 구매확정', 'SYSTEM',
            p.confirmed_at
     from purchases p where p.purchase_no like '${batch}-%' and p.purchase_status = 'PURCHASE_COMPLETE'`,
  );
  if (!done) return;
  // The past's rewards, as the sweep wrote them: points to the buyer, GOODS and scores.
  await step(
    db,
    `${batch}: points rows`,
    `insert into point_ledger (user_id, amount, type, source, reference, reason, created_at)
     select p.user_id, p.amount * 100 / 10000, 'EARN', 'PURCHASE', p.id::text, '구매확정 적립', p.confirmed_at
     from purchases p where p.purchase_no like '${batch}-%'`,
  );
  await step(
    db,
    `${batch}: GOODS bonus rows`,
    `insert into bonus_ledger (user_id, amount, type, source, reference, purchase_id, reason, created_at)
     select p.sponsor_id, p.amount * 300 / 10000, 'BONUS__GOODS', 'PROMOTEE_PURCHASE', p.id::text, p.id,
            '추천회원 구매확정', p.confirmed_at
     from purchases p where p.purchase_no like '${batch}-%'`,
  );
  await step(
    db,
    `${batch}: score rows`,
    `insert into score_ledger (user_id, amount, source, reference, purchase_id, created_at)
     select x.user_id, p.amount / 1000, x.source, p.id::text, p.id, p.confirmed_at
     from purchases p,
          lateral (values (p.user_id, 'PURCHASE_COMPLETE'), (p.sponsor_id, 'PROMOTEE_PURCHASE')) as x(user_id, source)
     where p.purchase_no like '${batch}-%'`,
  );
}

function benchContext(db: ShopContext['db'], now: Date): ShopContext {
  const log = {
    info: () => {},
    warn: () => {},
    error: (...args: unknown[]) => console.error(...args),
    debug: () => {},
    trace: () => {},
    fatal: () => {},
    child: () => log,
    level: 'info',
    silent: () => {},
  };
  return {
    db,
    actor: null,
    now,
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    limiter: memoryLimiter(),
    storage: localStorage(tmpdir()),
    catalogCache: catalogCache(),
    sessions: memorySessionRevocations(900),
    log: log as unknown as ShopContext['log'],
  };
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** Seeds a batch, then runs the job's sweep on `ctx` and prints its rate. */
async function sweep(
  client: pg.Client,
  batch: string,
  label: string,
  ctx: () => Promise<ShopContext>,
): Promise<number> {
  const seeded = performance.now();
  await seedBatch(client, batch, PURCHASES, false);
  await step(client, 'analyze', 'analyze');
  console.log(`${batch} seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s; load ${load()}`);
  const context = await ctx();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const confirmed = await autoConfirm(context);
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const rate = confirmed / seconds;
  console.log(
    `${label}: ${confirmed.toLocaleString('en')} purchases confirmed in ${seconds.toFixed(1)} s = ` +
      `${Math.round(rate)} purchases/s (target ≥ 500); Node CPU ${((used.user + used.system) / 1e6).toFixed(1)} s; load ${load()}`,
  );
  if (confirmed !== PURCHASES) throw new Error(`${label}: confirmed ${confirmed}, expected ${PURCHASES}`);
  return rate;
}

/** Every purchase of the batches confirmed once with all its rows, and every kept figure right. */
async function check(client: pg.Client, batches: string[]) {
  const like = batches.map((b) => `p.purchase_no like '${b}-%'`).join(' or ');
  const { rows } = await client.query(`
    with b as (select p.* from purchases p where ${like}),
    h as (select purchase_id, count(*) as n from order_histories
          where field = 'PURCHASE_STATUS' and to_value = 'PURCHASE_COMPLETE' and purchase_id in (select id from b)
          group by 1),
    g as (select purchase_id, count(*) as n, min(amount) as amount, min(user_id::text) as user_id from bonus_ledger
          where type = 'BONUS__GOODS' and purchase_id in (select id from b) group by 1),
    s as (select purchase_id, count(*) as n,
                 count(*) filter (where source = 'PURCHASE_COMPLETE') as buyer, min(amount) as amount
          from score_ledger where purchase_id in (select id from b) group by 1),
    pt as (select reference, count(*) as n, min(amount) as amount from point_ledger
           where type = 'EARN' and source = 'PURCHASE' and reference in (select id::text from b) group by 1)
    select count(*) as purchases,
           count(*) filter (where b.purchase_status = 'PURCHASE_COMPLETE' and b.confirmed_at is not null) as complete,
           count(*) filter (where h.n = 1) as history,
           count(*) filter (where g.n = 1 and g.user_id = u.promoter_id::text
                              and g.amount = floor(b.amount * b.bonus_rate_bp / 10000.0)) as goods,
           count(*) filter (where s.n = 2 and s.buyer = 1 and s.amount = floor(b.amount / 1000.0)) as scores,
           count(*) filter (where pt.n = 1 and pt.amount = floor(b.amount * 100 / 10000.0)) as points,
           count(*) filter (where b.sponsor_id = u.promoter_id) as sponsors
    from b join users u on u.id = b.user_id
    left join h on h.purchase_id = b.id left join g on g.purchase_id = b.id
    left join s on s.purchase_id = b.id left join pt on pt.reference = b.id::text`);
  const counts = Object.fromEntries(Object.entries(rows[0]).map(([k, v]) => [k, Number(v)]));
  const kept = await client.query(`
    select 'points' as ledger, count(*) as wrong from (
      select user_id, sum(amount) as total from point_ledger group by 1) l
      full join point_balances k using (user_id) where coalesce(l.total, 0) <> coalesce(k.balance, 0)
    union all
    select 'bonuses', count(*) from (select user_id, sum(amount) as total from bonus_ledger group by 1) l
      full join bonus_balances k using (user_id) where coalesce(l.total, 0) <> coalesce(k.balance, 0)
    union all
    select 'scores', count(*) from (select user_id, sum(amount) as total from score_ledger group by 1) l
      full join score_totals k using (user_id) where coalesce(l.total, 0) <> coalesce(k.total, 0)`);
  const wrongKept = kept.rows.filter((r) => Number(r.wrong) > 0);
  const figures = Object.entries(counts).map(([k, v]) => `${k} ${v.toLocaleString('en')}`);
  const balances = wrongKept.length === 0 ? 'all equal their ledgers' : JSON.stringify(wrongKept);
  console.log(`check: ${figures.join(', ')}; kept balances ${balances}`);
  const expected = batches.length * PURCHASES;
  if (Object.values(counts).some((n) => n !== expected) || wrongKept.length > 0) {
    throw new Error(`check failed: every figure should be ${expected}`);
  }
}

async function main() {
  await onBase(`drop database if exists ${DB_NAME} with (force)`);
  await onBase(`create database ${DB_NAME}`);
  const url = databaseUrl(DB_NAME);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let database: Awaited<ReturnType<typeof openPostgres>> | null = null;
  try {
    const setup = await openPostgres(url, { max: 1 });
    await setup.migrate();
    await seedBase(setup.db);
    await setup.close();
    console.log(
      `seeding ${PROMOTERS.toLocaleString('en')} promoters and a past of ${PAST.toLocaleString('en')} completed purchases:`,
    );
    const started = performance.now();
    await seedShop(client);
    if (PAST > 0) await seedBatch(client, 'past', PAST, true);
    console.log(`past seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    console.log(`${PURCHASES.toLocaleString('en')} due purchases a batch:`);
    // Cold: the first run after seeding, on a pool opened for it.
    const cold = await sweep(client, 'due1', 'cold', async () => {
      database = await openPostgres(url);
      return benchContext(database.db, NOW);
    });
    // Warm: a second batch, the same pool and its prepared statements.
    const warm = await sweep(client, 'due2', 'warm', async () => benchContext(database!.db, NOW));
    await check(client, ['due1', 'due2']);
    console.log(`purchases/s: cold ${Math.round(cold)}, warm ${Math.round(warm)}`);
  } finally {
    await client.end();
    await (database as Awaited<ReturnType<typeof openPostgres>> | null)?.close();
    if (process.env.BENCH_KEEP !== '1') await onBase(`drop database if exists ${DB_NAME} with (force)`);
  }
}

await main();
