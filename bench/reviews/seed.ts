/**
 * The reviews benchmark's data, in a few set-based statements (ids derived from numbers so rows find
 * each other without lookups). Sizes from BENCH_PRODUCTS, BENCH_REVIEWS, BENCH_POINT_MEMBERS and
 * BENCH_POINT_ROWS; BENCH_TRY_SQL runs after it.
 */
import type pg from 'pg';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.ts';

export const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
export const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 400_000);
/** one review in eight (by a hash of its number) has two photos: 100,000 for 400,000 reviews */
const PHOTO_EVERY = 8;
export const POINT_MEMBERS = Number(process.env.BENCH_POINT_MEMBERS ?? 100);
export const POINT_ROWS = Number(process.env.BENCH_POINT_ROWS ?? 5_000);
/** the best sellers: one review in ten is on one of them (thousands each, as a shop's top products) */
export const POPULAR = 20;
const REVIEWERS = 20_000;
export const PASSWORD = 'Bench1234!';

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

export async function seed(db: pg.Client): Promise<{ products: string[]; pointMembers: string[] }> {
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
  return seeded(db);
}

const pointMemberNames = () => Array.from({ length: POINT_MEMBERS }, (_, i) => `benchsaver${i + 1}`);

/** What an earlier seed left (BENCH_REUSE=1 with a kept database): products newest first, the members. */
export async function seeded(db: pg.Client): Promise<{ products: string[]; pointMembers: string[] }> {
  const { rows } = await db.query<{ id: string }>('select id from products order by created_at desc');
  return { products: rows.map((r) => r.id), pointMembers: pointMemberNames() };
}
