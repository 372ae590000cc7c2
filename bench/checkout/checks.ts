/**
 * The checkout benchmark's checks after the run: SQL on what the database holds against what the
 * server answered the buyers (stock, payments, coupons, points, every order's figures).
 */
import type pg from 'pg';

export type Product = { _id: string; name: string; stock: number; hot: boolean };

/** Over the warm-up and the run: what the server promised the buyers, to compare with the database. */
export type Promised = {
  approved: number;
  /** product → units in orders answered 201 */
  accepted: Map<string, number>;
  couponOrders: number;
  points: number;
};

export type Check = { name: string; ok: boolean; detail: string };

export async function verify(db: pg.Client, products: Product[], ledger: Promised): Promise<Check[]> {
  const checks: Check[] = [];
  const add = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });
  const now = new Map(
    (
      await db.query<{ id: string; stock: number }>('select id, stock from products where id = any($1)', [
        products.map((p) => p._id),
      ])
    ).rows.map((r) => [r.id, r.stock]),
  );
  const moved = new Map(
    (
      await db.query<{ id: string; delta: string }>(
        'select product_id as id, sum(delta) as delta from stock_movements group by 1',
      )
    ).rows.map((r) => [r.id, Number(r.delta)]),
  );
  const sold = new Map(
    (
      await db.query<{ id: string; units: string }>(
        `select product_id as id, sum(quantity) as units from purchases
         where status <> 'ORDER_CANCELED' group by 1`,
      )
    ).rows.map((r) => [r.id, Number(r.units)]),
  );

  const negative = products.filter((p) => (now.get(p._id) ?? 0) < 0);
  add('no stock below zero', negative.length === 0, negative.map((p) => p.name).join(', ') || '20 products');

  const hot = products.find((p) => p.hot)!;
  const hotLeft = now.get(hot._id) ?? 0;
  const hotSold = sold.get(hot._id) ?? 0;
  add(
    'hot product: sold = initial − left ≤ initial',
    hotSold === hot.stock - hotLeft && hotSold <= hot.stock,
    `initial ${hot.stock}, left ${hotLeft}, in orders ${hotSold}, promised to buyers ${ledger.accepted.get(hot._id) ?? 0}`,
  );

  const mismatched = products.filter(
    (p) =>
      p.stock + (moved.get(p._id) ?? 0) !== now.get(p._id) ||
      p.stock - (now.get(p._id) ?? 0) !== (sold.get(p._id) ?? 0),
  );
  add(
    'initial + Σ stock_movements = stock = initial − units ordered',
    mismatched.length === 0,
    mismatched.map((p) => p.name).join(', ') || 'every product',
  );

  const acceptedOff = products.filter((p) => (ledger.accepted.get(p._id) ?? 0) !== (sold.get(p._id) ?? 0));
  add(
    'units the buyers were promised = units in orders',
    acceptedOff.length === 0,
    acceptedOff.map((p) => p.name).join(', ') || 'every product',
  );

  const {
    rows: [paid],
  } = await db.query<{ paid: string; without: string; tids: string; extra: string; unpaid: string }>(
    `select count(*) filter (where status = 'ORDER_PAYMENT') as paid,
            count(*) filter (where status = 'ORDER_PAYMENT' and payment_tid is null) as without,
            count(distinct payment_tid) filter (where status = 'ORDER_PAYMENT') as tids,
            count(*) filter (where status <> 'ORDER_PAYMENT' and payment_tid is not null) as extra,
            count(*) filter (where status = 'ORDER_NONPAYMENT') as unpaid
     from orders`,
  );
  const paidCount = Number(paid!.paid);
  add(
    'every ORDER_PAYMENT order has exactly one tid of its own',
    Number(paid!.without) === 0 && Number(paid!.tids) === paidCount && Number(paid!.extra) === 0,
    `${paidCount} paid, ${paid!.tids} distinct tids, ${paid!.without} without, ${paid!.extra} unpaid with one`,
  );
  add(
    'paid orders = approvals the buyers saw',
    paidCount === ledger.approved,
    `${paidCount} in the database, ${ledger.approved} approvals answered 200; ${paid!.unpaid} left unpaid`,
  );
  checks.push(...(await verifyDiscounts(db, ledger)));
  return checks;
}

/** Issue #19: coupons and points held, each paid once, and every order's figures adding up. */
async function verifyDiscounts(db: pg.Client, ledger: Promised): Promise<Check[]> {
  const checks: Check[] = [];
  const add = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });
  const one = async (statement: string) => (await db.query<Record<string, string>>(statement)).rows[0]!;

  const balances = await one(
    `select count(*) filter (where balance < 0) as below, count(*) as members, min(balance) as lowest
     from (select user_id, sum(amount) as balance from point_ledger group by 1) b`,
  );
  add(
    'no member’s points balance below zero',
    Number(balances.below) === 0,
    `${balances.members} members with a ledger, lowest balance ${balances.lowest}`,
  );

  const coupons = await one(
    `select
       (select count(*) from orders where coupon_issue_id is not null) as orders,
       (select count(*) from (select coupon_issue_id from orders
                              where coupon_issue_id is not null and status <> 'ORDER_CANCELED'
                              group by 1 having count(*) > 1) twice) as twice,
       (select count(*) from orders where coupon_issue_id is not null and coupon_discount <= 0) as free,
       (select count(*) from orders o join coupon_issues i on i.id = o.coupon_issue_id
        where o.status <> 'ORDER_CANCELED' and (i.order_id is distinct from o.id or i.used_at is null)) as unmarked,
       (select count(*) from coupon_issues i where i.order_id is not null
        and not exists (select 1 from orders o where o.id = i.order_id and o.coupon_issue_id = i.id)) as stray`,
  );
  add(
    'every coupon issue pays at most one live order, marked used by it, with a discount > 0',
    Number(coupons.twice) + Number(coupons.free) + Number(coupons.unmarked) + Number(coupons.stray) === 0,
    `${coupons.orders} coupon orders (buyers were answered ${ledger.couponOrders}); ${coupons.twice} issues on two orders, ` +
      `${coupons.free} with no discount, ${coupons.unmarked} not marked, ${coupons.stray} marked without the order`,
  );
  add(
    'coupon orders in the database = coupon orders the buyers were answered',
    Number(coupons.orders) === ledger.couponOrders,
    `${coupons.orders} / ${ledger.couponOrders}`,
  );

  const figures = await one(
    `select count(*) as orders,
       count(*) filter (where paid_amount <> product_amount + shipping_fee + remote_fee - coupon_discount - points_used) as off,
       count(*) filter (where s.amount is distinct from o.product_amount or s.coupon is distinct from o.coupon_discount
                          or s.points is distinct from o.points_used) as shares_off,
       coalesce(sum(points_used), 0) as points, count(*) filter (where points_used > 0) as with_points
     from orders o
     left join (select order_id, sum(amount) as amount, sum(coupon_share) as coupon, sum(points_share) as points
                from purchases group by 1) s on s.order_id = o.id`,
  );
  add(
    'paid = product + shipping + remote − coupon − points; Σ purchases’ amounts and shares = the order’s',
    Number(figures.off) + Number(figures.shares_off) === 0,
    `${figures.orders} orders: ${figures.off} totals off, ${figures.shares_off} with shares off`,
  );

  const uses = await one(
    `select count(*) as rows, coalesce(-sum(amount), 0) as spent,
       count(*) filter (where o.id is null or l.amount <> -o.points_used) as off,
       (select count(*) from orders o2 where o2.points_used > 0 and not exists (
          select 1 from point_ledger l2 where l2.type = 'USE' and l2.source = 'ORDER' and l2.reference = o2.id::text)) as missing
     from point_ledger l left join orders o on o.id::text = l.reference
     where l.type = 'USE' and l.source = 'ORDER'`,
  );
  add(
    'USE rows = the orders’ pointsUsed, one per order (and = the points the buyers were answered)',
    Number(uses.off) + Number(uses.missing) === 0 &&
      Number(uses.spent) === Number(figures.points) &&
      Number(uses.rows) === Number(figures.with_points) &&
      Number(figures.points) === ledger.points,
    `${uses.rows} USE rows spending ${uses.spent} won; orders ${figures.points} won on ${figures.with_points}; ` +
      `buyers answered ${ledger.points} won; ${uses.off} rows off, ${uses.missing} orders without one`,
  );
  return checks;
}
