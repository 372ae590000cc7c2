import { sql } from 'drizzle-orm';
import { bonusLedger, users } from '../db/schema/index.ts';
import type { TestApp } from './app.ts';
import { makeCategory, makeProduct } from './catalog.ts';
import { type Headers, setPurchases, transferOrder } from './claims.ts';
import { asShopper } from './members.ts';

/**
 * Fixtures for settlements: members inserted directly with signed tokens, and completed purchases of
 * a chosen paid amount, buyer, sponsor and confirmation instant (cloned from one real order's line,
 * so a month of purchases costs one order through the API).
 */

let counter = 0;

/** `n` members of `type` (sponsored by `_promoter`, if given), with signed access tokens. */
export async function makeMembersOf(
  app: TestApp,
  n: number,
  type: 'PROMOTER' | 'CONSUMER',
  _promoter: string | null = null,
): Promise<{ _user: string; username: string; headers: Headers }[]> {
  const rows = await app.database.db
    .insert(users)
    .values(
      Array.from({ length: n }, () => {
        counter += 1;
        return {
          username: `settle${process.pid}x${counter}`,
          name: type === 'PROMOTER' ? `정회원${counter}` : `추천회원${counter}`,
          email: `settle${counter}@example.com`,
          phone: '01012345678',
          type,
          _promoter,
        };
      }),
    )
    .returning({ _id: users._id, type: users.type, username: users.username });
  return Promise.all(
    rows.map(async (row) => ({
      _user: row._id,
      username: row.username,
      headers: { authorization: `Bearer ${await app.accessTokens.sign(row, app.clock.now)}` },
    })),
  );
}

/** One real purchase line to clone: made once per app. */
const templates = new WeakMap<TestApp, Promise<string>>();
function templatePurchase(app: TestApp): Promise<string> {
  let made = templates.get(app);
  if (!made) {
    made = (async () => {
      const category = await makeCategory(app, { name: `정산${Math.random().toString(36).slice(2, 8)}` });
      const product = await makeProduct(app, { name: '정산 세면대', _category: category._id, stock: 1000 });
      const shopper = await asShopper(app);
      const order = await transferOrder(app, shopper.headers, [{ _product: product._id }]);
      const _purchase = order.purchases[0]!._id;
      await setPurchases(app, [_purchase], 'delivered');
      return _purchase;
    })();
    templates.set(app, made);
  }
  return made;
}

/** A completed purchase by `_user` with `paid` won paid, confirmed at `confirmedAt`. */
export async function completedPurchase(
  app: TestApp,
  p: { _user: string; paid: number; confirmedAt: Date; _sponsor?: string | null; couponShare?: number },
): Promise<string> {
  const template = await templatePurchase(app);
  counter += 1;
  const coupon = p.couponShare ?? 0;
  const result = await app.database.db.execute(sql`
    insert into purchases (purchase_no, order_id, user_id, product_id, product_name, unit_price, quantity, amount,
                           coupon_share, status, purchase_status, delivered_at, confirmed_at, sponsor_id)
    select ${`S${process.pid}-${counter}`}, order_id, ${p._user}::uuid, product_id, product_name,
           ${p.paid + coupon}::int, 1, ${p.paid + coupon}::int, ${coupon}::int, 'DELIVERY_COMPLETE',
           'PURCHASE_COMPLETE', delivered_at, ${p.confirmedAt.toISOString()}::timestamptz, ${p._sponsor ?? null}::uuid
    from purchases where id = ${template}
    returning id`);
  return (result.rows[0] as { id: string }).id;
}

/** A BONUS__GOODS row credited at `at`. */
export async function goodsBonus(app: TestApp, _user: string, amount: number, at: Date) {
  counter += 1;
  await app.database.db.insert(bonusLedger).values({
    _user,
    amount,
    type: 'BONUS__GOODS',
    source: 'PURCHASE_COMPLETE',
    reference: `goods-${process.pid}-${counter}`,
    createdAt: at,
  });
}

/** The instant `text` ("YYYY-MM-DD HH:mm:ss") of Seoul wall time. */
export const seoul = (text: string) => new Date(`${text.replace(' ', 'T')}+09:00`);
