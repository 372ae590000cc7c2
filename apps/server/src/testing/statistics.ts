import { sql } from 'drizzle-orm';
import type { TestApp } from './app.ts';

/**
 * Fixtures for sales statistics: orders, purchases and refunds written straight into the tables
 * (as checkout and claims leave them), at chosen Seoul instants, so a test knows every won.
 */

let counter = 0;

export type Line = {
  _product: string | null;
  name: string;
  unitPrice: number;
  quantity: number;
  coupon?: number;
  points?: number;
};

/** An order of `lines`, paid at `paidAt` (null: never paid), with its fees. Answers the order and purchase ids. */
export async function statisticsOrder(
  app: TestApp,
  o: {
    _user: string;
    paidAt: Date | null;
    createdAt?: Date;
    shippingFee?: number;
    remoteFee?: number;
    lines: Line[];
  },
): Promise<{ _order: string; _purchases: string[] }> {
  counter += 1;
  const orderNo = `T${process.pid}-${counter}`;
  const amount = o.lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0);
  const coupon = o.lines.reduce((s, l) => s + (l.coupon ?? 0), 0);
  const points = o.lines.reduce((s, l) => s + (l.points ?? 0), 0);
  const shipping = o.shippingFee ?? 0;
  const remote = o.remoteFee ?? 0;
  const created = (o.createdAt ?? o.paidAt ?? new Date()).toISOString();
  const paidAt = o.paidAt?.toISOString() ?? null;
  const result = await app.database.db.execute(sql`
    insert into orders (order_no, user_id, orderer_name, orderer_phone, receiver_name, receiver_phone,
                        receiver_postcode, receiver_address1, payment_method, status, product_amount,
                        shipping_fee, remote_fee, coupon_discount, coupon_name, points_used, paid_amount,
                        payment_tid, paid_at, expires_at, created_at, updated_at)
    values (${orderNo}, ${o._user}::uuid, '통계', '01012345678', '통계', '01012345678', '06236', '서울 강남구',
            'CARD', ${paidAt ? 'ORDER_PAYMENT' : 'ORDER_NONPAYMENT'}, ${amount}, ${shipping}, ${remote},
            ${coupon}, ${coupon > 0 ? '통계 쿠폰' : null}, ${points},
            ${amount + shipping + remote - coupon - points}, ${paidAt ? `tid-${orderNo}` : null},
            ${paidAt}::timestamptz, ${created}::timestamptz + interval '1 day', ${created}::timestamptz,
            ${created}::timestamptz)
    returning id`);
  const _order = (result.rows[0] as { id: string }).id;
  const _purchases: string[] = [];
  for (const [i, l] of o.lines.entries()) {
    const row = await app.database.db.execute(sql`
      insert into purchases (purchase_no, order_id, user_id, product_id, product_name, unit_price, quantity,
                             amount, coupon_share, points_share, status, created_at, updated_at)
      values (${`${orderNo}-${String(i + 1).padStart(2, '0')}`}, ${_order}::uuid, ${o._user}::uuid,
              ${l._product}::uuid, ${l.name}, ${l.unitPrice}, ${l.quantity}, ${l.unitPrice * l.quantity},
              ${l.coupon ?? 0}, ${l.points ?? 0}, ${paidAt ? 'ORDER_PAYMENT' : 'ORDER_NONPAYMENT'},
              ${created}::timestamptz, ${created}::timestamptz)
      returning id`);
    _purchases.push((row.rows[0] as { id: string }).id);
  }
  return { _order, _purchases };
}

/** A card refund of `amount` for `_purchases` of `_order`: DONE at `doneAt`, or PENDING / FAILED. */
export async function statisticsRefund(
  app: TestApp,
  r: {
    _order: string;
    _user: string;
    _purchases: string[];
    amount: number;
    doneAt: Date | null;
    status?: 'DONE' | 'PENDING' | 'FAILED';
  },
): Promise<string> {
  const status = r.status ?? (r.doneAt ? 'DONE' : 'PENDING');
  const at = (r.doneAt ?? new Date()).toISOString();
  const result = await app.database.db.execute(sql`
    insert into refunds (order_id, user_id, purchase_ids, amount, method, status, reason, tid, done_at,
                         created_at, updated_at)
    values (${r._order}::uuid, ${r._user}::uuid, ${`{${r._purchases.join(',')}}`}::uuid[], ${r.amount}, 'GATEWAY',
            ${status}, '통계 환불', 'tid-refund', ${status === 'DONE' ? at : null}::timestamptz,
            ${at}::timestamptz, ${at}::timestamptz)
    returning id`);
  return (result.rows[0] as { id: string }).id;
}
