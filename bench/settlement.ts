/**
 * The monthly settlement at a grown shop's size (issue #21 "Speed"), on PostgreSQL: 10,000 promoters,
 * 200,000 members, 1,000,000 purchases completed in one month (with their GOODS bonus and score rows),
 * then the month's settlement created (target < 60 s) and confirmed (target < 30 s: GRADE and SALES
 * credited, every member regraded). The services are called as the job and the console call them.
 *
 *   npx tsx bench/settlement.ts
 *
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; the benchmark creates
 * and drops `bench_settlement` beside it), BENCH_PROMOTERS (10,000), BENCH_MEMBERS (200,000, promoters
 * included), BENCH_PURCHASES (1,000,000), BENCH_KEEP=1 (keep the database).
 */
import { loadavg, tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { seedBase } from '../apps/server/src/db/seed/index.ts';
import type { ShopContext } from '../apps/server/src/http/context.ts';
import { memoryLimiter } from '../apps/server/src/http/limiter.ts';
import { memorySessionRevocations } from '../apps/server/src/modules/auth/sessions.ts';
import { catalogCache } from '../apps/server/src/modules/catalog/cache.ts';
import { confirmSettlement, createSettlement } from '../apps/server/src/modules/settlements/service.ts';
import { localStorage } from '../apps/server/src/storage/storage.ts';
import { databaseUrl, onBase } from './server.ts';

const DB_NAME = 'bench_settlement';
const PROMOTERS = Number(process.env.BENCH_PROMOTERS ?? 10_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200_000);
const PURCHASES = Number(process.env.BENCH_PURCHASES ?? 1_000_000);
const MONTH = '2026-10';
const PER_ORDER = Math.max(1, Math.ceil(PURCHASES / MEMBERS));

/** A version-4 uuid made from a number, as the other benches make them. */
const idOf = (kind: string, n: string) =>
  `overlay(overlay(md5('${kind}' || ${n}) placing '4' from 13) placing '8' from 17)::uuid`;

async function step(db: pg.Client, label: string, statement: string, values: unknown[] = []) {
  const started = performance.now();
  const result = await db.query(statement, values);
  console.log(
    `  ${label}: ${(result.rowCount ?? 0).toLocaleString('en')} rows, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/**
 * Member i (1-based): the first PROMOTERS are promoters (no sponsor; grades spread over the ladder),
 * the rest consumers sponsored by promoter 1 + i % PROMOTERS. Each member has one order of
 * PER_ORDER purchases, confirmed across October (Seoul); GOODS (3 %) goes to the buyer's sponsor,
 * or to the buyer who is a promoter; scores to the buyer and the sponsor.
 */
async function seed(db: pg.Client) {
  console.log(
    `seeding ${PROMOTERS.toLocaleString('en')} promoters, ${MEMBERS.toLocaleString('en')} members, ${(MEMBERS * PER_ORDER).toLocaleString('en')} purchases:`,
  );
  await step(
    db,
    'category and product',
    `with c as (insert into categories (code, name, depth, sort_order) values ('bench', '욕실 벤치', 1, 1) returning id)
     insert into products (id, name, category_id, price, sale_price, stock)
     select ${idOf('p', "''")}, '벤치 세면대', c.id, 30000, 27000, 100 from c`,
  );
  await step(
    db,
    'members',
    `insert into users (id, username, name, email, phone, type, promoter_code, promoter_id, grade_code, created_at)
     select ${idOf('u', 'i')}, 'benchmember' || i, '회원' || i, 'member' || i || '@example.com', '01055551234',
            case when i <= $1 then 'PROMOTER' else 'CONSUMER' end,
            case when i <= $1 then 'B' || lpad(i::text, 6, '0') end,
            case when i > $1 then ${idOf('u', `(1 + i % $1)`)} end,
            case when i <= $1 then (array['NORMAL', 'SILVER', 'GOLD', 'DIAMOND'])[1 + i % 4] else 'NORMAL' end,
            '2026-01-01'
     from generate_series(1, $2::int) i`,
    [PROMOTERS, MEMBERS],
  );
  await step(
    db,
    'orders',
    `insert into orders (id, order_no, user_id, orderer_name, orderer_phone, receiver_name, receiver_phone,
                         receiver_postcode, receiver_address1, payment_method, status, product_amount,
                         shipping_fee, paid_amount, payment_tid, paid_at, expires_at, created_at, updated_at)
     select ${idOf('o', 'i')}, '20261001-' || lpad(i::text, 7, '0'), ${idOf('u', 'i')},
            '회원', '01055551234', '회원', '01055551234', '06236', '서울특별시 강남구 테헤란로 123',
            'CARD', 'DELIVERY_COMPLETE', 27000, 3000, 30000, 'bench-' || i, t, t, t, t
     from generate_series(1, $1::int) i, lateral (select timestamptz '2026-09-20 10:00+09' as t) x`,
    [MEMBERS],
  );
  // Prices from 10,000 to 199,000 won; a tenth of purchases carry a 1,000-won coupon share.
  await step(
    db,
    'purchases',
    `insert into purchases (id, purchase_no, order_id, user_id, product_id, product_name, unit_price, quantity,
                            amount, coupon_share, status, purchase_status, delivered_at, confirmed_at, sponsor_id,
                            created_at, updated_at)
     select ${idOf('c', "i || '-' || k")}, '20261001-' || lpad(i::text, 7, '0') || '-' || lpad(k::text, 2, '0'),
            ${idOf('o', 'i')}, ${idOf('u', 'i')}, ${idOf('p', "''")}, '벤치 세면대',
            price, 1, price, case when (i + k) % 10 = 0 then 1000 else 0 end,
            'DELIVERY_COMPLETE', 'PURCHASE_COMPLETE', at - interval '7 days', at,
            case when i > $1 then ${idOf('u', `(1 + i % $1)`)} end, at - interval '10 days', at
     from generate_series(1, $2::int) i, generate_series(1, $3::int) k,
          lateral (select 10000 + ((i * 7 + k * 13) % 190) * 1000 as price,
                          timestamptz '2026-10-01 00:00+09' + ((i * $3 + k) % 2678400) * interval '1 second' as at) x`,
    [PROMOTERS, MEMBERS, PER_ORDER],
  );
  await step(
    db,
    'GOODS bonus rows',
    `insert into bonus_ledger (user_id, amount, type, source, reference, purchase_id, created_at)
     select coalesce(p.sponsor_id, p.user_id), (p.amount - p.coupon_share - p.points_share) * 300 / 10000,
            'BONUS__GOODS', case when p.sponsor_id is null then 'PURCHASE_COMPLETE' else 'PROMOTEE_PURCHASE' end,
            p.id::text, p.id, p.confirmed_at
     from purchases p where p.purchase_status = 'PURCHASE_COMPLETE'`,
  );
  await step(
    db,
    'score rows',
    `insert into score_ledger (user_id, amount, source, reference, purchase_id, created_at)
     select p.user_id, (p.amount - p.coupon_share - p.points_share) / 1000, 'PURCHASE_COMPLETE', p.id::text, p.id, p.confirmed_at
     from purchases p where p.purchase_status = 'PURCHASE_COMPLETE'
     union all
     select p.sponsor_id, (p.amount - p.coupon_share - p.points_share) / 1000, 'PROMOTEE_PURCHASE', p.id::text, p.id, p.confirmed_at
     from purchases p where p.purchase_status = 'PURCHASE_COMPLETE' and p.sponsor_id is not null`,
  );
  await step(db, 'analyze', 'analyze');
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

async function count(client: pg.Client, statement: string): Promise<number> {
  const { rows } = await client.query(statement);
  return Number(rows[0].n);
}

async function main() {
  await onBase(`drop database if exists ${DB_NAME} with (force)`);
  await onBase(`create database ${DB_NAME}`);
  const url = databaseUrl(DB_NAME);
  const database = await openPostgres(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await database.migrate();
    await seedBase(database.db);
    const seeded = performance.now();
    await seed(client);
    console.log(
      `seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s; load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );

    const ctx = benchContext(database.db, new Date('2026-11-01T02:00:00+09:00'));
    let started = performance.now();
    const { _settlement } = await createSettlement(ctx, MONTH);
    const created = (performance.now() - started) / 1000;
    const [month] = (await client.query('select * from settlements where id = $1', [_settlement])).rows;
    const lines = await count(
      client,
      `select count(*) as n from settlement_lines where settlement_id = '${_settlement}'`,
    );
    console.log(
      `createSettlement(${MONTH}): ${created.toFixed(1)} s (target < 60 s) — ${lines.toLocaleString('en')} lines`,
    );
    console.log(
      `  monthSales ${Number(month.month_sales).toLocaleString('en')}, goods ${Number(month.goods).toLocaleString('en')}, grade ${Number(month.grade).toLocaleString('en')} → ${Number(month.grade_scaled).toLocaleString('en')}, sales ${Number(month.sales).toLocaleString('en')} → ${Number(month.sales_scaled).toLocaleString('en')}, factor ${month.factor_bp} bp`,
    );

    started = performance.now();
    const { credited, regraded } = await confirmSettlement(ctx, _settlement);
    const confirmed = (performance.now() - started) / 1000;
    console.log(
      `confirmSettlement: ${confirmed.toFixed(1)} s (target < 30 s) — ${credited.toLocaleString('en')} GRADE/SALES rows, ${regraded.toLocaleString('en')} members regraded`,
    );
    const grades = (await client.query('select grade_code, count(*) as n from users group by 1 order by 1'))
      .rows;
    console.log(
      `  grades after: ${grades.map((g) => `${g.grade_code} ${Number(g.n).toLocaleString('en')}`).join(', ')}`,
    );
    console.log(
      `load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    await client.end();
    await database.close();
    if (process.env.BENCH_KEEP !== '1') await onBase(`drop database if exists ${DB_NAME} with (force)`);
  }
}

await main();
