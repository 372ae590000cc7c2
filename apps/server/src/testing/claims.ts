import type { Order } from '@shop/contracts';
import { eq, inArray } from 'drizzle-orm';
import { orderHistories, orders, products, purchases, refunds } from '../db/schema/index.ts';
import {
  newSandboxTid,
  PaymentError,
  PROVIDER_DOWN_MESSAGE,
  SandboxGateway,
} from '../integrations/nicepay/index.ts';
import { markPaid } from '../modules/orders/paying.ts';
import type { TestApp } from './app.ts';
import { orderForm, serviceContext } from './orders.ts';

/** Fixtures for the claims tests: paid orders, purchases set to a state, a gateway that fails. */

export type Headers = Record<string, string>;

/** The sandbox, with switches to play a provider that is down or refuses to cancel. */
export class RefundGateway extends SandboxGateway {
  cancelBehaviour: 'normal' | 'down' | 'declined' = 'normal';
  /** a real cancel takes a moment; racing requests must overlap it */
  cancelDelayMs = 0;
  /** the order id each cancel was sent under (NICE Pay needs a new one per partial cancel) */
  readonly cancelOrderIds: string[] = [];
  override async cancel(tid: string, amount: number, reason: string, orderId?: string): Promise<void> {
    if (this.cancelDelayMs > 0) await new Promise((r) => setTimeout(r, this.cancelDelayMs));
    if (this.cancelBehaviour === 'down') throw new PaymentError('PROVIDER_DOWN', PROVIDER_DOWN_MESSAGE);
    if (this.cancelBehaviour === 'declined') {
      throw new PaymentError('DECLINED', '결제를 취소하지 못했습니다: 취소 가능 기간이 지났습니다', '2015');
    }
    this.cancelOrderIds.push(orderId ?? '');
    return super.cancel(tid, amount, reason);
  }
}

type Line = { _product: string; quantity?: number };
const itemsOf = (lines: Line[]) => ({
  items: lines.map((l) => ({ _product: l._product, quantity: l.quantity ?? 1 })),
});

/**
 * A card order generated and approved through the NICE Pay plugin's sandbox, as a shopper pays;
 * `form` adds to the order form (a coupon, points).
 */
export async function paidCardOrder(
  app: TestApp,
  headers: Headers,
  lines: Line[],
  form: object = {},
): Promise<Order> {
  const generated = await app.inject({
    method: 'POST',
    url: '/api/plugins/nice/pay/generate',
    headers,
    payload: orderForm(itemsOf(lines), { paymentMethod: 'CARD', ...form }),
  });
  if (generated.statusCode !== 201) throw new Error(`generate: ${generated.statusCode} ${generated.body}`);
  const order = generated.json().order as Order;
  const approved = await app.inject({
    method: 'POST',
    url: '/api/plugins/nice/pay/approval',
    headers,
    payload: { orderId: order._id, tid: newSandboxTid(), amount: order.amounts.paidAmount },
  });
  if (approved.statusCode !== 200) throw new Error(`approval: ${approved.statusCode} ${approved.body}`);
  return approved.json().order as Order;
}

/** A 무통장입금 order placed through the API and, unless told otherwise, its deposit confirmed. */
export async function transferOrder(
  app: TestApp,
  headers: Headers,
  lines: Line[],
  { paid = true } = {},
): Promise<Order> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/shop/orders',
    headers,
    payload: orderForm(itemsOf(lines)),
  });
  if (res.statusCode !== 201) throw new Error(`order: ${res.statusCode} ${res.body}`);
  const order = res.json().order as Order;
  if (!paid) return order;
  return (
    await markPaid(serviceContext(app), order._id, {
      tid: null,
      amount: order.amounts.paidAmount,
      by: 'OPERATOR',
    })
  ).order;
}

/**
 * Sets purchases straight to a state, as the order desk (or time) would have moved them:
 * `prepared` = 배송준비중, `delivered` = 배송완료 at `deliveredAt` (default: the app's now).
 */
export async function setPurchases(
  app: TestApp,
  ids: string[],
  state: 'prepared' | 'delivered' | Partial<typeof purchases.$inferInsert>,
  deliveredAt: Date = app.clock.now,
) {
  const values: Partial<typeof purchases.$inferInsert> =
    state === 'prepared'
      ? { status: 'ORDER_CONFIRM' }
      : state === 'delivered'
        ? {
            status: 'DELIVERY_COMPLETE',
            purchaseStatus: 'PURCHASE_AWAITING',
            courierCode: '04',
            invoiceNumber: '123456789012',
            deliveredAt,
          }
        : state;
  await app.database.db.update(purchases).set(values).where(inArray(purchases._id, ids));
}

export async function purchaseRow(app: TestApp, _purchase: string) {
  const [row] = await app.database.db.select().from(purchases).where(eq(purchases._id, _purchase));
  return row!;
}

export async function orderRow(app: TestApp, _order: string) {
  const [row] = await app.database.db.select().from(orders).where(eq(orders._id, _order));
  return row!;
}

export const refundsOf = (app: TestApp, _order: string) =>
  app.database.db.select().from(refunds).where(eq(refunds._order, _order));

export const historiesOf = (app: TestApp, _order: string) =>
  app.database.db.select().from(orderHistories).where(eq(orderHistories._order, _order));

export async function stockOf(app: TestApp, _product: string): Promise<number> {
  const [row] = await app.database.db.select().from(products).where(eq(products._id, _product));
  return row!.stock;
}
