import { seoulDayStart } from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The one query that turns orders, purchases and refunds into sales figures by Seoul day and by
 * product (DOMAIN.md "Console" → "Sales statistics"). Open days are read through it directly, and the
 * roll-up (rollup.ts) stores its answer for days that have ended, so both always agree.
 *
 * - A purchase counts on the Seoul day its order was paid (`orders.paid_at`); an order never paid
 *   (unpaid, expired) has no `paid_at` and never counts. A paid order cancelled later still counts on
 *   its payment day: the money going back is the refund, counted on its own day.
 * - gross = Σ purchase amounts, coupon and points = Σ the purchases' shares (set at checkout).
 * - shipping = the order's shipping and remote fees; by product, split over its purchases in
 *   proportion to their amounts (floored), the first purchase taking the remainder, so the products
 *   add up to the day.
 * - refunded = the product part of refunds completed (DONE) that day: the refund's amount up to the
 *   money its purchases were paid (amount − coupon − points), the rest being shipping given back. By
 *   product, split over the refund's purchases in proportion to that money, as shipping is.
 *
 * Answers one row per (day, product) and one per day (`productKey` null) for [fromDay, toDay].
 */
export type FigureRow = {
  day: string;
  productKey: string | null;
  _product: string | null;
  productName: string | null;
  orders: number;
  quantity: number;
  gross: number;
  coupon: number;
  points: number;
  shipping: number;
  refunded: number;
};

/** [fromDay 00:00, the day after toDay 00:00) in Seoul, as ISO instants. */
export function instantsOf(fromDay: string, toDay: string): { start: string; end: string } {
  return { start: seoulDayStart(fromDay).toISOString(), end: seoulDayStart(toDay, 1).toISOString() };
}

const seoulDate = (column: SQL) => sql`(${column} at time zone 'Asia/Seoul')::date`;

export function figuresQuery(fromDay: string, toDay: string): SQL {
  const { start, end } = instantsOf(fromDay, toDay);
  return sql`
    with
      lines as (
        select ${seoulDate(sql`o.paid_at`)} as day, p.order_id, p.purchase_no,
               coalesce(p.product_id::text, 'name:' || p.product_name) as product_key,
               p.product_id, p.product_name, p.quantity, p.amount, p.coupon_share, p.points_share,
               (o.shipping_fee + o.remote_fee)::bigint as fee,
               sum(p.amount) over (partition by p.order_id)::bigint as order_amount,
               row_number() over (partition by p.order_id order by p.purchase_no) as nth
        from orders o join purchases p on p.order_id = o.id
        where o.paid_at >= ${start}::timestamptz and o.paid_at < ${end}::timestamptz
      ),
      ship_floor as (
        select *, case when order_amount > 0 then fee * amount / order_amount else 0 end as floor_share
        from lines
      ),
      shipped as (
        select *, floor_share + case when nth = 1
                    then fee - sum(floor_share) over (partition by order_id) else 0 end as shipping
        from ship_floor
      ),
      refund_lines as (
        select ${seoulDate(sql`r.done_at`)} as day, r.id as refund_id, r.amount::bigint as refund_amount,
               p.purchase_no, coalesce(p.product_id::text, 'name:' || p.product_name) as product_key,
               p.product_id, p.product_name,
               (p.amount - p.coupon_share - p.points_share)::bigint as money
        from refunds r
        cross join lateral unnest(r.purchase_ids) as u(purchase_id)
        join purchases p on p.id = u.purchase_id
        where r.status = 'DONE' and r.done_at >= ${start}::timestamptz and r.done_at < ${end}::timestamptz
      ),
      refund_goods as (
        -- bigint, as sum() answers numeric: the shares below must floor (integer division), so
        -- the first purchase's remainder makes each product's won add up to the refund's goods
        select *, sum(money) over (partition by refund_id)::bigint as refund_money,
               least(refund_amount, sum(money) over (partition by refund_id)::bigint) as goods,
               row_number() over (partition by refund_id order by purchase_no) as nth
        from refund_lines
      ),
      refund_floor as (
        select *, case when refund_money > 0 then goods * money / refund_money else 0 end as floor_share
        from refund_goods
      ),
      refunded as (
        select *, floor_share + case when nth = 1
                    then goods - sum(floor_share) over (partition by refund_id) else 0 end as refunded
        from refund_floor
      ),
      facts as (
        select day, product_key, product_id, product_name, order_id, quantity, amount, coupon_share,
               points_share, shipping, 0::bigint as refunded
        from shipped
        union all
        select day, product_key, product_id, product_name, null, 0, 0, 0, 0, 0, refunded
        from refunded
      )
    select to_char(day, 'YYYY-MM-DD') as day,
           case when grouping(product_key) = 0 then product_key end as product_key,
           case when grouping(product_key) = 0 then max(product_id::text) end as product_id,
           case when grouping(product_key) = 0 then max(product_name) end as product_name,
           count(distinct order_id)::int as orders, coalesce(sum(quantity), 0)::bigint as quantity,
           coalesce(sum(amount), 0)::bigint as gross, coalesce(sum(coupon_share), 0)::bigint as coupon,
           coalesce(sum(points_share), 0)::bigint as points, coalesce(sum(shipping), 0)::bigint as shipping,
           coalesce(sum(refunded), 0)::bigint as refunded
    from facts
    group by grouping sets ((day), (day, product_key))`;
}

/** A database row of figures (bigint sums arrive as text) as numbers. */
export function figureRowOf(r: Record<string, unknown>): FigureRow {
  return {
    day: String(r.day),
    productKey: (r.product_key as string | null) ?? null,
    _product: (r.product_id as string | null) ?? null,
    productName: (r.product_name as string | null) ?? null,
    orders: Number(r.orders),
    quantity: Number(r.quantity),
    gross: Number(r.gross),
    coupon: Number(r.coupon),
    points: Number(r.points),
    shipping: Number(r.shipping),
    refunded: Number(r.refunded),
  };
}

/**
 * The same figures by day only, without splitting shipping and refunds over products: what a read
 * of open days (today) needs for months, days and weekdays, at a fraction of figuresQuery's cost.
 * The tests hold the two to the same answers (the roll-up is written by figuresQuery).
 */
export function dayTotalsQuery(fromDay: string, toDay: string): SQL {
  const { start, end } = instantsOf(fromDay, toDay);
  return sql`
    with
      paid as (
        select ${seoulDate(sql`o.paid_at`)} as day, count(*) as orders,
               sum(o.shipping_fee + o.remote_fee) as shipping, sum(l.quantity) as quantity, sum(l.gross) as gross,
               sum(l.coupon) as coupon, sum(l.points) as points
        from orders o
        cross join lateral (
          select sum(p.quantity) as quantity, sum(p.amount) as gross, sum(p.coupon_share) as coupon,
                 sum(p.points_share) as points
          from purchases p where p.order_id = o.id) l
        where o.paid_at >= ${start}::timestamptz and o.paid_at < ${end}::timestamptz
        group by 1
      ),
      back as (
        select ${seoulDate(sql`r.done_at`)} as day, sum(least(r.amount, m.money)) as refunded
        from refunds r
        cross join lateral (
          select coalesce(sum(p.amount - p.coupon_share - p.points_share), 0) as money
          from purchases p where p.id = any(r.purchase_ids)) m
        where r.status = 'DONE' and r.done_at >= ${start}::timestamptz and r.done_at < ${end}::timestamptz
        group by 1
      )
    select to_char(coalesce(paid.day, back.day), 'YYYY-MM-DD') as day, null as product_key, null as product_id,
           null as product_name, coalesce(paid.orders, 0) as orders, coalesce(paid.quantity, 0) as quantity,
           coalesce(paid.gross, 0) as gross, coalesce(paid.coupon, 0) as coupon, coalesce(paid.points, 0) as points,
           coalesce(paid.shipping, 0) as shipping, coalesce(back.refunded, 0) as refunded
    from paid full join back on back.day = paid.day`;
}
