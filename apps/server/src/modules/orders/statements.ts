import { getTableColumns, type Table } from 'drizzle-orm';
import { statement } from '../../db/statements.ts';

/**
 * The checkout's hot writes, each one fixed statement (prepared once per connection on PostgreSQL,
 * docs/decisions/0013). A single statement is atomic on its own: it needs no transaction, and the
 * rows it locks are held only until it commits, never while the server works between statements.
 *
 * The lock order every stock path keeps: the products' rows in id order first (an order's or a
 * release's whole set at once), then the option combinations of those products. Console edits lock
 * their one product row before its combinations as well, so no two paths wait for each other in a
 * circle.
 */

/**
 * A row as JSON keyed by its column names, for `jsonb_populate_record(null::<table>, …)`: one fixed
 * statement writes rows of any shape the table has.
 */
export function columnsJson<T extends Table>(table: T, row: T['$inferSelect']): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = (row as Record<string, unknown>)[key];
    out[column.name] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/**
 * A row as the database sent it (raw driver values or `row_to_json`, keyed by column names) in the
 * shape Drizzle's select answers: timestamps as Dates, json parsed.
 */
export function rowOf<T extends Table>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return out as T['$inferSelect'];
}

/** One order row by id. */
export const orderById = statement<Record<string, unknown>>(
  'order_by_id',
  'select * from orders where id = $1',
);

/** What the payment window shows of an order: its status, method, amount and product names. */
export const windowOrder = statement<{
  id: string;
  status: string;
  payment_method: string;
  paid_amount: number;
  names: string[];
}>(
  'window_order',
  `select o.id, o.status, o.payment_method, o.paid_amount,
          array(select p.product_name from purchases p where p.order_id = o.id order by p.purchase_no) as names
   from orders o where o.id = $1`,
);

/** The last of the day's next `$2` order numbers: a block for one server process to hand out. */
export const takeOrderNumbers = statement<{ last: number }>(
  'take_order_numbers',
  `insert into order_numbers (day, last) values ($1, $2)
   on conflict (day) do update set last = order_numbers.last + $2
   returning last`,
);

/**
 * 주문하기 in one statement: reserves every line's stock ($1: purchase_id, product_id, option_values,
 * quantity), records the movements, writes the order ($2), its purchases ($3) and its history entry
 * ($4), and removes the ordered cart lines ($5 user, $6 cart ids); $7 is the time.
 *
 * A line is taken only while enough stock is left (and, as before, only from a product not marked
 * sold out or a displayed combination), re-checked on the newest row after waiting for its lock, so
 * racing orders never sell a unit twice. A line not taken leaves its movement without a product, and
 * the movement's NOT NULL makes the whole statement fail: all lines are reserved, or nothing is
 * written at all. The main query reads the movements, so the stock is taken first and a refused
 * order fails before it writes anything else.
 */
export const placeOrder = statement<never>(
  'place_order',
  `with lines as (
     select * from jsonb_to_recordset($1::jsonb)
       as l(purchase_id uuid, product_id uuid, option_values jsonb, quantity int)
   ),
   locked as (
     select array(select id from products where id in (select product_id from lines)
                  order by id for update) as ids
   ),
   taken_products as (
     update products p set stock = p.stock - l.quantity
     from lines l
     where p.id = any((select ids from locked)::uuid[])
       and p.id = l.product_id and l.option_values = '[]'::jsonb
       and not p.soldout and p.stock >= l.quantity
     returning p.id as product_id, l.purchase_id
   ),
   taken_options as (
     update product_options o set stock = o.stock - l.quantity
     from lines l
     where o.product_id = any((select ids from locked)::uuid[])
       and o.product_id = l.product_id and o.values = l.option_values and l.option_values <> '[]'::jsonb
       and o.is_displayed and o.stock >= l.quantity
     returning o.product_id, l.purchase_id
   ),
   moved as (
     insert into stock_movements (product_id, option_values, delta, reason, reference, created_at)
     select t.product_id, l.option_values, -l.quantity, 'ORDER_RESERVED', l.purchase_id::text, $7
     from lines l
     left join (select * from taken_products union all select * from taken_options) t
       on t.purchase_id = l.purchase_id
     returning 1
   ),
   placed as (insert into orders select * from jsonb_populate_record(null::orders, $2::jsonb)),
   bought as (insert into purchases select * from jsonb_populate_recordset(null::purchases, $3::jsonb)),
   noted as (
     insert into order_histories select * from jsonb_populate_record(null::order_histories, $4::jsonb)
   ),
   emptied as (delete from carts where user_id = $5 and id = any($6::uuid[]))
   select count(*) from moved`,
);

/**
 * Pays an unpaid order in one statement: the order ($1) if its amount is exactly $2, with the tid
 * ($3) and time ($4, now $5), its purchases (an unpaid order's are all unpaid), the history entry
 * ($6), and its units counted into the products' sales (best sellers). Answers the order and
 * purchases as written, or a null order when it was not unpaid for that amount (the caller finds
 * out why). A tid another order holds fails on its unique key. Only the status writer runs it
 * (status-writer.ts), which checks the move first and says why when nothing was paid.
 *
 * Locks in the order every path keeps: the order row, its purchases, then the products in id order
 * (the product lock reads the updated purchases, so it cannot run before them).
 */
export const payUnpaidOrder = statement<{
  order: Record<string, unknown> | null;
  purchases: Record<string, unknown>[] | null;
}>(
  'pay_order',
  `with paid as (
     update orders set status = 'ORDER_PAYMENT', payment_tid = $3, paid_at = $4, updated_at = $5
     where id = $1 and status = 'ORDER_NONPAYMENT' and paid_amount = $2
     returning *
   ),
   lines as (
     update purchases set status = 'ORDER_PAYMENT', updated_at = $5
     where order_id in (select id from paid) and status = 'ORDER_NONPAYMENT'
     returning *
   ),
   noted as (
     insert into order_histories
     select * from jsonb_populate_record(null::order_histories, $6::jsonb) where exists (select 1 from paid)
   ),
   sold as (
     select product_id, sum(quantity)::int as quantity from lines
     where product_id is not null group by product_id
   ),
   locked as (
     select array(select id from products where id in (select product_id from sold)
                  order by id for update) as ids
   ),
   counted as (
     update products p set sales_count = p.sales_count + s.quantity
     from sold s
     where p.id = any((select ids from locked)::uuid[]) and p.id = s.product_id
   )
   select (select row_to_json(paid) from paid) as "order", (select json_agg(lines) from lines) as purchases`,
);

/** Whether `error` is the failed reservation of placeOrder (or a product deleted meanwhile). */
export function isReservationFailure(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pgError = e as { code?: string; table?: string };
    if (pgError.table === 'stock_movements' && (pgError.code === '23502' || pgError.code === '23503')) {
      return true;
    }
  }
  return false;
}
