/**
 * The checkout benchmark's data: buyers and products, and for every other buyer points and coupons,
 * written straight into the database the server migrated.
 */
import type pg from 'pg';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.ts';
import type { Product } from './checks.ts';

export const PASSWORD = 'Bench1234!';
/** the operator grant of each discount buyer: far more than their orders' points */
const POINTS_GRANT = 10_000_000;
const REGULAR_STOCK = 1_000_000;
const REGULAR_PRODUCTS = 19;

/** Every other buyer pays with a coupon and points. */
export const usesDiscounts = (n: number) => n % 2 === 0;

export async function seed(
  db: pg.Client,
  { buyers, hotStock, coupons }: { buyers: number; hotStock: number; coupons: number },
): Promise<{ products: Product[]; usernames: string[]; coupons: string[] }> {
  // One hash for every buyer: the benchmark measures checkout, not 100 argon2 runs at join.
  const hash = await hashPassword(PASSWORD);
  const usernames = Array.from({ length: buyers }, (_, i) => `benchbuyer${String(i + 1).padStart(3, '0')}`);
  await db.query(
    `insert into users (username, password_hash, name, email, phone, type)
     select u, $2, '구매자' || substr(u, 11), u || '@example.com', '01012345678', 'CONSUMER'
     from unnest($1::text[]) u`,
    [usernames, hash],
  );
  const {
    rows: [category],
  } = await db.query<{ id: string }>(
    `insert into categories (code, name, depth, sort_order) values ('bench', '욕실 벤치', 1, 1) returning id`,
  );
  const specs: { name: string; stock: number; price: number; hot: boolean }[] = [
    { name: '한정 특가 스마트 비데', stock: hotStock, price: 199_000, hot: true },
    ...Array.from({ length: REGULAR_PRODUCTS }, (_, i) => ({
      name: `벤치 욕실용품 ${i + 1}`,
      stock: REGULAR_STOCK,
      price: 9_000 + i * 7_000,
      hot: false,
    })),
  ];
  const products: Product[] = [];
  for (const s of specs) {
    const { rows } = await db.query<{ id: string }>(
      `insert into products (name, category_id, price, sale_price, stock) values ($1, $2, $3, $4, $5) returning id`,
      [s.name, category!.id, s.price, s.price - 1_000, s.stock],
    );
    products.push({ _id: rows[0]!.id, name: s.name, stock: s.stock, hot: s.hot });
  }
  const discountUsers = usernames.filter((_, n) => usesDiscounts(n));
  await db.query(
    `insert into point_ledger (user_id, amount, type, source, reference, reason)
     select id, $2, 'ADMIN', 'OPERATOR', 'bench-grant-' || id, '벤치 적립금 지급'
     from users where username = any($1)`,
    [discountUsers, POINTS_GRANT],
  );
  // Amount coupons of 1,000–3,000 won and 5 % ones capped at 5,000: with points of at most 3,000 the
  // cheapest product (8,000 won) still covers both.
  const { rows: couponRows } = await db.query<{ id: string }>(
    `insert into coupons (name, kind, value, max_discount, validity, start_at, end_at)
     select '벤치 쿠폰 ' || i,
            case when i % 4 = 0 then 'RATE' else 'AMOUNT' end,
            case when i % 4 = 0 then 5 else 1000 * (1 + i % 3) end,
            case when i % 4 = 0 then 5000 end,
            'PERIOD', now() - interval '1 day', now() + interval '30 days'
     from generate_series(1, $1::int) i
     order by i
     returning id`,
    [coupons],
  );
  await db.query(
    `insert into coupon_issues (coupon_id, user_id, issued_at, expires_at)
     select c, u.id, now() - interval '1 day', now() + interval '30 days'
     from unnest($1::uuid[]) c, users u where u.username = any($2)`,
    [couponRows.map((c) => c.id), discountUsers],
  );
  await db.query('analyze');
  return { products, usernames, coupons: couponRows.map((c) => c.id) };
}
