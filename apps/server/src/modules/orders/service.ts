import { randomUUID } from 'node:crypto';
import type {
  ClaimStatus,
  myOrdersQuery,
  Order,
  OrderListTab,
  OrderStatus,
  orderInput,
  orderProcessInput,
  Purchase,
  PurchaseStatus,
  Refund,
} from '@shop/contracts';
import { and, asc, count, desc, eq, exists, gte, inArray, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.ts';
import {
  carts,
  orderHistories,
  orders,
  productOptions,
  products,
  purchases,
  type RefundRow,
  refunds,
  stockMovements,
} from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { conflict, notFound, refused } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import {
  chosenValues,
  loadOffers,
  type Offer,
  productNotFound,
  resolveLine,
  visibleOffer,
} from '../cart/lines.ts';
import { islandOf } from '../cart/shipping.ts';
import { getShopSetting } from '../settings/service.ts';
import {
  orderAmounts,
  orderDay,
  orderNumber,
  orderTitle,
  paymentDeadline,
  purchaseNumber,
  seoulPeriod,
} from './amounts.ts';
import {
  columnsJson,
  isReservationFailure,
  orderById,
  payOrder,
  placeOrder,
  rowOf,
  takeOrderNumbers,
  windowOrder,
} from './statements.ts';
import { assertTransition, STATUS_CONFLICT_MESSAGE, type TransitionActor } from './transitions.ts';
import { Turns } from './turns.ts';

export type OrderRow = typeof orders.$inferSelect;
type PurchaseRow = typeof purchases.$inferSelect;
type HistoryRole = (typeof orderHistories.$inferInsert)['byRole'];

export const orderNotFound = () => notFound('ORDER_NOT_FOUND', '주문 정보를 찾을 수 없습니다');
const cartLineNotFound = () => notFound('CART_NOT_FOUND', '장바구니 상품을 찾을 수 없습니다');
const outOfStock = (name: string) => conflict('STOCK_SHORTAGE', `재고가 부족합니다 (${name})`);

// ---- shaping ----

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toPurchase(row: PurchaseRow, orderNo: string): Purchase {
  return {
    _id: row._id,
    purchaseNo: row.purchaseNo,
    _order: row._order,
    orderNo,
    _product: row._product,
    productName: row.productName,
    productThumb: row.productThumb,
    optionValues: row.optionValues,
    optionLabel: row.optionLabel,
    shippingMethod: row.shippingMethod,
    unitPrice: row.unitPrice,
    quantity: row.quantity,
    amount: row.amount,
    status: row.status,
    claimStatus: row.claimStatus,
    claimReason: row.claimReason,
    claimReasonDetails: row.claimReasonDetails,
    purchaseStatus: row.purchaseStatus,
    collectionStatus: row.collectionStatus,
    courierCode: row.courierCode,
    invoiceNumber: row.invoiceNumber,
    deliveredAt: iso(row.deliveredAt),
    confirmedAt: iso(row.confirmedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type BankAccount = Order['payment']['bankAccount'];

function toRefund(row: RefundRow): Refund {
  return {
    _id: row._id,
    amount: row.amount,
    method: row.method,
    status: row.status,
    reason: row.reason,
    _purchases: row._purchases,
    doneAt: iso(row.doneAt),
    createdAt: row.createdAt.toISOString(),
  };
}

function toOrder(
  row: OrderRow,
  lines: PurchaseRow[],
  bankAccount: BankAccount,
  refundRows: RefundRow[] = [],
): Order {
  const mine = lines
    .filter((p) => p._order === row._id)
    .sort((a, b) => a.purchaseNo.localeCompare(b.purchaseNo));
  return {
    _id: row._id,
    orderNo: row.orderNo,
    _user: row._user,
    status: row.status,
    orderer: { name: row.ordererName, phone: row.ordererPhone, email: row.ordererEmail },
    receiver: {
      name: row.receiverName,
      phone: row.receiverPhone,
      email: row.receiverEmail,
      postcode: row.receiverPostcode,
      address1: row.receiverAddress1,
      address2: row.receiverAddress2,
    },
    requestMessage: row.requestMessage,
    title: orderTitle(mine.map((p) => p.productName)),
    amounts: {
      productAmount: row.productAmount,
      shippingFee: row.shippingFee,
      remoteFee: row.remoteFee,
      remoteArea: row.remoteArea,
      pointsUsed: row.pointsUsed,
      paidAmount: row.paidAmount,
    },
    payment: {
      method: row.paymentMethod,
      tid: row.paymentTid,
      paidAt: iso(row.paidAt),
      expiresAt: row.expiresAt.toISOString(),
      depositorName: row.depositorName,
      bankAccount: row.paymentMethod === 'BANK_TRANSFER' ? bankAccount : null,
    },
    purchases: mine.map((p) => toPurchase(p, row.orderNo)),
    refunds: refundRows.filter((r) => r._order === row._id).map(toRefund),
    canceledAt: iso(row.canceledAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Orders as the API answers them, with their purchases and (for transfers) the shop's account. */
async function ordersOut(ctx: ShopContext, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r._id);
  const lines = await ctx.db.select().from(purchases).where(inArray(purchases._order, ids));
  // Only orders that were paid can have been refunded.
  const refundRows = rows.some((r) => r.paidAt)
    ? await ctx.db
        .select()
        .from(refunds)
        .where(inArray(refunds._order, ids))
        .orderBy(asc(refunds.createdAt), asc(refunds._id))
    : [];
  const bankAccount = rows.some((r) => r.paymentMethod === 'BANK_TRANSFER')
    ? (await getShopSetting(ctx)).bankAccount
    : null;
  return rows.map((row) => toOrder(row, lines, bankAccount, refundRows));
}

/** One order by id as the API answers it; `_user` limits it to that member's (others' are 404). */
export async function getOrder(ctx: ShopContext, _order: string, owner?: { _user: string }): Promise<Order> {
  const [row] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders._id, _order), ...(owner ? [eq(orders._user, owner._user)] : [])));
  if (!row) throw orderNotFound();
  const [out] = await ordersOut(ctx, [row]);
  return out!;
}

/** The caller's own order; another member's answers 404, as if it did not exist. */
export function getMyOrder(ctx: ShopContext, _order: string): Promise<Order> {
  return getOrder(ctx, _order, { _user: actorOf(ctx)._user });
}

/** The caller's own order row alone (another member's is 404), for the checks before paying. */
export async function getMyOrderRow(ctx: ShopContext, _order: string): Promise<OrderRow> {
  const [raw] = await orderById(ctx.db, [_order]);
  const row = raw ? rowOf(orders, raw) : null;
  if (!row || row._user !== actorOf(ctx)._user) throw orderNotFound();
  return row;
}

/** What a payment window shows of an order, in one statement. */
export async function getWindowOrder(
  ctx: ShopContext,
  _order: string,
): Promise<{
  _id: string;
  status: OrderStatus;
  method: Order['payment']['method'];
  amount: number;
  title: string;
}> {
  const [row] = await windowOrder(ctx.db, [_order]);
  if (!row) throw orderNotFound();
  return {
    _id: row.id,
    status: row.status as OrderStatus,
    method: row.payment_method as Order['payment']['method'],
    amount: row.paid_amount,
    title: orderTitle(row.names),
  };
}

type HistoryEntry = {
  _order: string;
  _purchase?: string | null;
  field: string;
  fromValue: string | null;
  toValue: string | null;
  reason?: string | null;
  by: TransitionActor;
};

function historyRow(ctx: ShopContext, entry: HistoryEntry): typeof orderHistories.$inferSelect {
  const role: HistoryRole = entry.by === 'CANCEL_CLAIM' ? (ctx.actor ? 'SHOPPER' : 'SYSTEM') : entry.by;
  return {
    _id: randomUUID(),
    _order: entry._order,
    _purchase: entry._purchase ?? null,
    field: entry.field,
    fromValue: entry.fromValue,
    toValue: entry.toValue,
    reason: entry.reason ?? null,
    // The system and the payment provider act for nobody; a person's action names them.
    _by: role === 'SYSTEM' || role === 'PAYMENT' ? null : (ctx.actor?._user ?? null),
    byRole: role,
    createdAt: ctx.now,
  };
}

async function recordHistory(ctx: ShopContext, entry: HistoryEntry) {
  await ctx.db.insert(orderHistories).values(historyRow(ctx, entry));
}

// ---- placing an order ----

type WantedLine = { _product: string; values: string[]; quantity: number };

type PricedLine = WantedLine & {
  _id: string;
  offer: Offer;
  optionLabel: string;
  unitPrice: number;
  amount: number;
};

const lineKey = (l: { _product: string; values: readonly string[] }) =>
  JSON.stringify([l._product, l.values]);

/** The same product and option asked twice is one purchase of the summed quantity. */
function mergeLines(lines: WantedLine[]): WantedLine[] {
  const merged = new Map<string, WantedLine>();
  for (const line of lines) {
    const key = lineKey(line);
    const seen = merged.get(key);
    if (seen) seen.quantity += line.quantity;
    else merged.set(key, { ...line, values: [...line.values] });
  }
  return [...merged.values()];
}

/** A line priced from the catalogue now, or the reason it cannot be ordered (409). */
function priceLine(offers: Map<string, Offer>, line: WantedLine): PricedLine {
  const offer = offers.get(line._product);
  if (!offer) throw productNotFound();
  const name = offer.card.name;
  const resolved = resolveLine(offer, line.values, line.quantity);
  switch (resolved.reason) {
    case '판매 중지':
      throw conflict('PRODUCT_UNAVAILABLE', `판매가 중지된 상품입니다 (${name})`);
    case '옵션 변경':
      throw conflict('OPTION_CHANGED', `상품의 옵션이 변경되었습니다. 다시 선택해주세요 (${name})`);
    case '품절':
      throw conflict('SOLD_OUT', `품절된 상품입니다 (${name})`);
    case '재고 부족':
      throw conflict(
        'STOCK_SHORTAGE',
        `재고가 부족합니다 (${name}, 남은 수량 ${resolved.stock.toLocaleString('ko-KR')}개)`,
      );
    default:
      break;
  }
  return {
    ...line,
    _id: randomUUID(),
    offer,
    optionLabel: resolved.optionLabel,
    unitPrice: resolved.unitPrice,
    amount: resolved.unitPrice * line.quantity,
  };
}

/**
 * Gives purchases' units back, each once: the release is a movement row under a unique key, and
 * the stock changes only when that row went in. The products' rows are locked first, in id order,
 * as placing an order locks them (statements.ts), so a release never deadlocks with an order. A
 * combination deleted since has nowhere to go back to; the movement still records it.
 */
async function releaseStock(ctx: ShopContext, lines: PurchaseRow[]): Promise<void> {
  const sold = lines.filter((l): l is PurchaseRow & { _product: string } => l._product !== null);
  if (sold.length === 0) return;
  await ctx.db
    .select({ _id: products._id })
    .from(products)
    .where(inArray(products._id, [...new Set(sold.map((l) => l._product))]))
    .orderBy(asc(products._id))
    .for('update');
  for (const purchase of sold) {
    const [moved] = await ctx.db
      .insert(stockMovements)
      .values({
        _product: purchase._product,
        optionValues: purchase.optionValues,
        delta: purchase.quantity,
        reason: 'ORDER_RELEASED',
        reference: purchase._id,
        createdAt: ctx.now,
      })
      .onConflictDoNothing()
      .returning({ _id: stockMovements._id });
    if (!moved) continue;
    if (purchase.optionValues.length > 0) {
      await ctx.db
        .update(productOptions)
        .set({ stock: sql`${productOptions.stock} + ${purchase.quantity}` })
        .where(
          and(
            eq(productOptions._product, purchase._product),
            sql`${productOptions.values} = ${JSON.stringify(purchase.optionValues)}::jsonb`,
          ),
        );
    } else {
      await ctx.db
        .update(products)
        .set({ stock: sql`${products.stock} + ${purchase.quantity}` })
        .where(eq(products._id, purchase._product));
    }
  }
}

/** How many order numbers a server process takes from the day's counter at once. */
const ORDER_NUMBER_BLOCK = 20;

/**
 * The day's order numbers as one server process hands them out: a block at a time from the
 * counter row (one short statement per block), so placing orders never queues on that row. Numbers
 * grow within a process; a block left unused (a restart, the day's end, an order refused for
 * stock) leaves a gap (docs/decisions/0013).
 */
class OrderNumbers {
  #day = '';
  #next = 1;
  #last = 0;
  #refill: Promise<void> | null = null;

  async take(db: ShopContext['db'], day: string): Promise<number> {
    for (;;) {
      if (this.#day === day && this.#next <= this.#last) return this.#next++;
      this.#refill ??= this.#takeBlock(db, day).finally(() => {
        this.#refill = null;
      });
      await this.#refill;
    }
  }

  async #takeBlock(db: ShopContext['db'], day: string) {
    const [row] = await takeOrderNumbers(db, [day, ORDER_NUMBER_BLOCK]);
    this.#day = day;
    this.#last = row!.last;
    this.#next = row!.last - ORDER_NUMBER_BLOCK + 1;
  }
}

/** Per database handle; a transaction's block goes with it (its numbers return on rollback). */
const orderNumbersOf = new WeakMap<ShopContext['db'], OrderNumbers>();

async function nextOrderNo(ctx: ShopContext): Promise<string> {
  const day = orderDay(ctx.now);
  let numbers = orderNumbersOf.get(ctx.db);
  if (!numbers) {
    numbers = new OrderNumbers();
    orderNumbersOf.set(ctx.db, numbers);
  }
  return orderNumber(day, await numbers.take(ctx.db, day));
}

/** The lines an order asks for: the chosen cart lines (the caller's own) or the 바로구매 items. */
async function wantedLines(
  ctx: ShopContext,
  input: z.output<typeof orderInput>,
): Promise<{ wanted: WantedLine[]; cartIds: string[]; offers: Map<string, Offer> }> {
  const actor = actorOf(ctx);
  const wanted: WantedLine[] = [];
  let cartIds: string[] = [];
  if (input._carts && input._carts.length > 0) {
    const ids = [...new Set(input._carts)];
    const rows = await ctx.db
      .select()
      .from(carts)
      .where(and(eq(carts._user, actor._user), inArray(carts._id, ids)));
    if (rows.length !== ids.length) throw cartLineNotFound();
    wanted.push(...rows.map((r) => ({ _product: r._product, values: r.optionValues, quantity: r.quantity })));
    cartIds = ids;
  }
  const items = input.items ?? [];
  const offers = await loadOffers(ctx, [...wanted.map((w) => w._product), ...items.map((i) => i._product)]);
  for (const item of items) {
    const offer = visibleOffer(offers, item._product);
    wanted.push({
      _product: item._product,
      values: chosenValues(offer, item._option),
      quantity: item.quantity,
    });
  }
  return { wanted: mergeLines(wanted), cartIds, offers };
}

/** At most two placing statements per product at once from this process (turns.ts). */
const placingTurns = new Turns(2);

/** How many times an order is tried when its stock changed between pricing and reserving. */
const PLACE_ATTEMPTS = 3;

/**
 * 주문하기. Prices every line from the catalogue now (the browser's figures are never read),
 * computes the shipping fee with the same rule as the cart, numbers the order, and in one statement
 * reserves the stock, writes the order with its purchases as ORDER_NONPAYMENT with a payment
 * deadline, and removes the ordered lines from the cart. Answers the order as written.
 */
export async function createOrder(ctx: ShopContext, input: z.output<typeof orderInput>): Promise<Order> {
  const actor = actorOf(ctx);
  const [{ wanted, cartIds, offers: firstOffers }, setting, island] = await Promise.all([
    wantedLines(ctx, input),
    getShopSetting(ctx),
    islandOf(ctx, input.receiver.postcode),
  ]);
  let offers = firstOffers;
  // Refused at once when the first read already says so, without waiting for a turn.
  for (const line of wanted) priceLine(offers, line);
  let orderNo: string | null = null;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await placingTurns.take(
        wanted.map((l) => l._product),
        async (waited) => {
          // Orders placed meanwhile may have taken the stock: priced again, a sold-out product is
          // refused here instead of by a statement that would queue on its row.
          if (waited) offers = await loadOffers(ctx, [...offers.keys()]);
          const lines = wanted.map((line) => priceLine(offers, line));
          const amounts = orderAmounts(
            setting.shipping,
            lines.map((l) => ({
              _product: l._product,
              amount: l.amount,
              shippingFee: l.offer.shippingFee,
              shippingMethod: l.offer.shippingMethod,
            })),
            island,
          );
          orderNo ??= await nextOrderNo(ctx);
          const order: OrderRow = {
            _id: randomUUID(),
            orderNo,
            _user: actor._user,
            ordererName: input.orderer.name,
            ordererPhone: input.orderer.phone,
            ordererEmail: input.orderer.email,
            receiverName: input.receiver.name,
            receiverPhone: input.receiver.phone,
            receiverEmail: input.receiver.email,
            receiverPostcode: input.receiver.postcode,
            receiverAddress1: input.receiver.address1,
            receiverAddress2: input.receiver.address2,
            requestMessage: input.requestMessage,
            paymentMethod: input.paymentMethod,
            status: 'ORDER_NONPAYMENT',
            ...amounts,
            paymentTid: null,
            paidAt: null,
            depositorName:
              input.paymentMethod === 'BANK_TRANSFER' ? (input.depositorName ?? input.orderer.name) : null,
            expiresAt: paymentDeadline(input.paymentMethod, ctx.now, setting.orders),
            canceledAt: null,
            createdAt: ctx.now,
            updatedAt: ctx.now,
          };
          const bought: PurchaseRow[] = lines.map((line, index) => ({
            _id: line._id,
            purchaseNo: purchaseNumber(orderNo!, index),
            _order: order._id,
            _user: actor._user,
            _product: line._product,
            productName: line.offer.card.name,
            productThumb: line.offer.card.thumb,
            optionValues: line.values,
            optionLabel: line.optionLabel,
            shippingMethod: line.offer.shippingMethod,
            unitPrice: line.unitPrice,
            quantity: line.quantity,
            amount: line.amount,
            status: 'ORDER_NONPAYMENT',
            claimStatus: null,
            claimReason: null,
            claimReasonDetails: null,
            purchaseStatus: 'PURCHASE_PENDING',
            collectionStatus: null,
            courierCode: null,
            invoiceNumber: null,
            deliveredAt: null,
            confirmedAt: null,
            createdAt: ctx.now,
            updatedAt: ctx.now,
          }));
          await placeOrder(ctx.db, [
            JSON.stringify(
              lines.map((l) => ({
                purchase_id: l._id,
                product_id: l._product,
                option_values: l.values,
                quantity: l.quantity,
              })),
            ),
            JSON.stringify(columnsJson(orders, order)),
            JSON.stringify(bought.map((p) => columnsJson(purchases, p))),
            JSON.stringify(
              columnsJson(
                orderHistories,
                historyRow(ctx, {
                  _order: order._id,
                  field: 'ORDER_STATUS',
                  fromValue: null,
                  toValue: 'ORDER_NONPAYMENT',
                  by: 'SHOPPER',
                }),
              ),
            ),
            actor._user,
            cartIds,
            ctx.now.toISOString(),
          ]);
          return toOrder(order, bought, order.paymentMethod === 'BANK_TRANSFER' ? setting.bankAccount : null);
        },
      );
    } catch (error) {
      if (!isReservationFailure(error)) throw error;
      // Stock (or the product) changed since it was read: priced again, the line that cannot be
      // had says why (품절, 재고 부족 with what is left, 판매 중지 …); if every line can be had
      // again (a cancel gave units back), the order is tried again under the same number.
      offers = await loadOffers(ctx, [...offers.keys()]);
      for (const line of wanted) priceLine(offers, line);
      if (attempt === PLACE_ATTEMPTS) throw outOfStock(offers.get(wanted[0]!._product)!.card.name);
    }
  }
}

// ---- payment ----

/**
 * The order is paid: by the payment provider's approval (`tid`) or an operator confirming a bank
 * transfer. The same `tid` twice changes nothing the second time; an amount that differs from the
 * order's by a single won is refused and the order stays unpaid (the caller cancels the payment
 * with the provider). Answers the order and whether this call made the change.
 */
export async function markPaid(
  ctx: ShopContext,
  _order: string,
  payment: { tid: string | null; amount: number; by: 'PAYMENT' | 'OPERATOR'; paidAt?: Date },
): Promise<{ order: Order; changed: boolean }> {
  // DOMAIN.md's table: only an unpaid order is paid, and only by these two.
  assertTransition('ORDER_NONPAYMENT', 'ORDER_PAYMENT', payment.by);
  for (;;) {
    let written: Awaited<ReturnType<typeof payOrder>>[number] | undefined;
    try {
      [written] = await payOrder(ctx.db, [
        _order,
        payment.amount,
        payment.tid,
        (payment.paidAt ?? ctx.now).toISOString(),
        ctx.now.toISOString(),
        JSON.stringify(
          columnsJson(
            orderHistories,
            historyRow(ctx, {
              _order,
              field: 'ORDER_STATUS',
              fromValue: 'ORDER_NONPAYMENT',
              toValue: 'ORDER_PAYMENT',
              reason: payment.tid ? `tid ${payment.tid}` : '무통장입금 확인',
              by: payment.by,
            }),
          ),
        ),
      ]);
    } catch (error) {
      // One payment pays one order: a tid already used by another order is refused.
      if (isUniqueViolation(error, 'orders_payment_tid_unique')) {
        throw conflict('PAYMENT_TID_USED', '이미 다른 주문에 사용된 결제입니다');
      }
      throw error;
    }
    if (written?.order) {
      const row = rowOf(orders, written.order);
      const lines = (written.purchases ?? []).map((p) => rowOf(purchases, p));
      const bankAccount =
        row.paymentMethod === 'BANK_TRANSFER' ? (await getShopSetting(ctx)).bankAccount : null;
      // Just paid: no refund can exist yet.
      return { order: toOrder(row, lines, bankAccount), changed: true };
    }
    // Not an unpaid order of this amount: say why.
    const [raw] = await orderById(ctx.db, [_order]);
    if (!raw) throw orderNotFound();
    const row = rowOf(orders, raw);
    if (payment.tid && row.paymentTid === payment.tid)
      return { order: await getOrder(ctx, _order), changed: false };
    if (payment.amount !== row.paidAmount) {
      throw refused('PAYMENT_AMOUNT_MISMATCH', '결제 금액이 주문 금액과 다릅니다');
    }
    assertTransition(row.status, 'ORDER_PAYMENT', payment.by);
    // Unpaid for this amount after all: it changed between the two statements, so pay it now.
  }
}

// ---- cancelling an unpaid order ----

const cancelReasonOf: Record<'SHOPPER' | 'OPERATOR' | 'SYSTEM', string> = {
  SHOPPER: '주문자 취소',
  OPERATOR: '관리자 취소',
  SYSTEM: '결제 기한 만료',
};

/**
 * Cancels an order whose row the caller holds locked: checks the table, marks the order and its
 * purchases cancelled (CANCEL_COMPLETED, as DOMAIN.md says a cancel before payment is immediate)
 * and gives their stock back once.
 */
async function cancelLocked(
  ctx: ShopContext,
  row: OrderRow,
  by: 'SHOPPER' | 'OPERATOR' | 'SYSTEM',
  reason?: string,
): Promise<void> {
  assertTransition(row.status, 'ORDER_CANCELED', by);
  const why = reason?.trim() || cancelReasonOf[by];
  await ctx.db
    .update(orders)
    .set({ status: 'ORDER_CANCELED', canceledAt: ctx.now, updatedAt: ctx.now })
    .where(eq(orders._id, row._id));
  const lines = await ctx.db
    .update(purchases)
    .set({
      status: 'ORDER_CANCELED',
      purchaseStatus: 'PURCHASE_CANCELED' satisfies PurchaseStatus,
      claimStatus: 'CANCEL_COMPLETED' satisfies ClaimStatus,
      claimReasonDetails: why,
      updatedAt: ctx.now,
    })
    .where(and(eq(purchases._order, row._id), ne(purchases.status, 'ORDER_CANCELED')))
    .returning();
  await releaseStock(ctx, lines);
  await recordHistory(ctx, {
    _order: row._id,
    field: 'ORDER_STATUS',
    fromValue: row.status,
    toValue: 'ORDER_CANCELED',
    reason: why,
    by,
  });
}

/**
 * Cancels an unpaid order: the shopper (their own only; others' are 404), an operator, or the
 * expiry sweep. Anything but ORDER_NONPAYMENT answers 409; paid orders are cancelled by a claim.
 */
export async function cancelUnpaid(
  ctx: ShopContext,
  _order: string,
  by: 'SHOPPER' | 'OPERATOR' | 'SYSTEM',
  reason?: string,
): Promise<Order> {
  const owner = by === 'SHOPPER' ? { _user: actorOf(ctx)._user } : undefined;
  await inTransaction(ctx, async (ctx) => {
    const [row] = await ctx.db
      .select()
      .from(orders)
      .where(and(eq(orders._id, _order), ...(owner ? [eq(orders._user, owner._user)] : [])))
      .for('update');
    if (!row) throw orderNotFound();
    await cancelLocked(ctx, row, by, reason);
  });
  return getOrder(ctx, _order, owner);
}

/**
 * The expiry sweep: cancels unpaid orders past their deadline, a batch at a time. Each batch
 * claims its rows with FOR UPDATE SKIP LOCKED, so several nodes sweep side by side without taking
 * the same order, and an order a shopper is cancelling (or paying) right now is left to them.
 * Answers how many orders it cancelled.
 */
export async function expireUnpaidOrders(ctx: ShopContext, { batch = 100 } = {}): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await inTransaction(ctx, async (ctx) => {
      const due = await ctx.db
        .select()
        .from(orders)
        .where(and(eq(orders.status, 'ORDER_NONPAYMENT'), lte(orders.expiresAt, ctx.now)))
        .orderBy(asc(orders.expiresAt))
        .limit(batch)
        .for('update', { skipLocked: true });
      for (const row of due) await cancelLocked(ctx, row, 'SYSTEM');
      return due.length;
    });
    total += done;
    if (done < batch) return total;
  }
}

// ---- 무통장입금: placing the transfer order ----

/**
 * POST /shop/orders/{_id}/process for a bank-transfer order: the shopper confirms it (after the
 * purchase terms) and may correct the depositor's name while it is unpaid. Answers the order with
 * the shop's account and deadline. Card and virtual-account orders are paid in the payment window
 * instead (409).
 */
export async function processOrder(
  ctx: ShopContext,
  _order: string,
  input: z.output<typeof orderProcessInput>,
): Promise<Order> {
  const actor = actorOf(ctx);
  await inTransaction(ctx, async (ctx) => {
    const [row] = await ctx.db
      .select()
      .from(orders)
      .where(and(eq(orders._id, _order), eq(orders._user, actor._user)))
      .for('update');
    if (!row) throw orderNotFound();
    if (row.paymentMethod !== 'BANK_TRANSFER') {
      throw conflict('PAYMENT_WINDOW_REQUIRED', '카드·가상계좌 주문은 결제창에서 결제해주세요');
    }
    if (row.status !== 'ORDER_NONPAYMENT') throw conflict('ORDER_STATUS_CONFLICT', STATUS_CONFLICT_MESSAGE);
    if (input.depositorName && input.depositorName !== row.depositorName) {
      await ctx.db
        .update(orders)
        .set({ depositorName: input.depositorName, updatedAt: ctx.now })
        .where(eq(orders._id, row._id));
      await recordHistory(ctx, {
        _order: row._id,
        field: 'DEPOSITOR',
        fromValue: row.depositorName,
        toValue: input.depositorName,
        by: 'SHOPPER',
      });
    }
  });
  return getOrder(ctx, _order, { _user: actor._user });
}

// ---- the member's lists ----

/** The purchase condition of each order-list tab (spec §4; contracts orderListTabs). */
function tabCondition(tab: OrderListTab): SQL {
  const status = (...s: OrderStatus[]) => inArray(purchases.status, s);
  switch (tab) {
    case 'NONPAYMENT':
      return status('ORDER_NONPAYMENT');
    case 'PAYMENT':
      return status('ORDER_PAYMENT');
    case 'PREPARING':
      return status('ORDER_CONFIRM');
    case 'SHIPPING':
      return status('SHIPPING_CONFIRM', 'SHIPPING_DELAYED');
    case 'DELIVERED':
      return and(status('DELIVERY_COMPLETE'), ne(purchases.purchaseStatus, 'PURCHASE_COMPLETE'))!;
    case 'CONFIRMED':
      return eq(purchases.purchaseStatus, 'PURCHASE_COMPLETE');
    case 'CLAIM':
      return and(
        sql`${purchases.claimStatus} is not null`,
        ne(purchases.purchaseStatus, 'PURCHASE_COMPLETE'),
      )!;
  }
}

/** /mypage/orders: the caller's orders, newest first, by tab and Seoul-day period. */
export async function listMyOrders(
  ctx: ShopContext,
  query: z.output<typeof myOrdersQuery>,
  paging: Paging,
): Promise<{ totalCount: number; orders: Order[] }> {
  const actor = actorOf(ctx);
  const { start, end } = seoulPeriod(query.from, query.to);
  const conditions: SQL[] = [eq(orders._user, actor._user)];
  if (start) conditions.push(gte(orders.createdAt, start));
  if (end) conditions.push(lt(orders.createdAt, end));
  if (query.tab) {
    conditions.push(
      exists(
        ctx.db
          .select({ one: sql`1` })
          .from(purchases)
          .where(and(eq(purchases._order, orders._id), tabCondition(query.tab))),
      ),
    );
  }
  const where = and(...conditions);
  const [[total], rows] = await Promise.all([
    ctx.db.select({ value: count() }).from(orders).where(where),
    ctx.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.orderNo))
      .offset(paging.skip)
      .limit(paging.limit),
  ]);
  return { totalCount: Number(total?.value ?? 0), orders: await ordersOut(ctx, rows) };
}

/** GET /me/purchases: the caller's purchases, newest first (the side panel's recent orders). */
export async function listMyPurchases(
  ctx: ShopContext,
  paging: Paging,
): Promise<{ totalCount: number; purchases: Purchase[] }> {
  const actor = actorOf(ctx);
  const mine = eq(purchases._user, actor._user);
  const [[total], rows] = await Promise.all([
    ctx.db.select({ value: count() }).from(purchases).where(mine),
    ctx.db
      .select({ purchase: purchases, orderNo: orders.orderNo })
      .from(purchases)
      .innerJoin(orders, eq(orders._id, purchases._order))
      .where(mine)
      .orderBy(desc(purchases.createdAt), desc(purchases.purchaseNo))
      .offset(paging.skip)
      .limit(paging.limit),
  ]);
  return {
    totalCount: Number(total?.value ?? 0),
    purchases: rows.map((r) => toPurchase(r.purchase, r.orderNo)),
  };
}

// ---- shared with the console desk and claims ----

export { recordHistory as recordOrderHistory, toPurchase as purchaseOut };

/**
 * How far a purchase has gone. The order's own status is its least advanced live purchase, so a
 * delayed parcel shows the order as 배송지연 until it moves on.
 */
const orderProgress: Record<OrderStatus, number> = {
  ORDER_CANCELED: -1,
  ORDER_NONPAYMENT: 0,
  ORDER_PAYMENT: 1,
  ORDER_CONFIRM: 2,
  SHIPPING_DELAYED: 3,
  SHIPPING_CONFIRM: 4,
  DELIVERY_COMPLETE: 5,
};

/**
 * Makes a paid order's status follow its purchases after one of them moved: the least advanced of
 * those not cancelled or returned (docs/decisions/0010). Unpaid and cancelled orders, and an order
 * whose purchases are all cancelled, are left as they are (payment and cancellation set those).
 * The caller holds the order row locked. Answers the order's status after.
 */
export async function syncOrderStatus(
  ctx: ShopContext,
  _order: string,
  by: TransitionActor,
): Promise<OrderStatus> {
  const [row] = await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders._id, _order));
  if (!row) throw orderNotFound();
  if (row.status === 'ORDER_NONPAYMENT' || row.status === 'ORDER_CANCELED') return row.status;
  const lines = await ctx.db
    .select({ status: purchases.status, purchaseStatus: purchases.purchaseStatus })
    .from(purchases)
    .where(eq(purchases._order, _order));
  const live = lines.filter((l) => l.status !== 'ORDER_CANCELED' && l.purchaseStatus !== 'PURCHASE_CANCELED');
  if (live.length === 0) return row.status;
  const least = live.map((l) => l.status).reduce((a, b) => (orderProgress[b] < orderProgress[a] ? b : a));
  if (least === row.status) return row.status;
  await ctx.db.update(orders).set({ status: least, updatedAt: ctx.now }).where(eq(orders._id, _order));
  await recordHistory(ctx, {
    _order,
    field: 'ORDER_STATUS',
    fromValue: row.status,
    toValue: least,
    reason: '주문상품 상태에 따라 변경',
    by,
  });
  return least;
}

// ---- shared with claims ----

export { releaseStock as releasePurchaseStock };

// ---- virtual accounts ----

/**
 * A virtual account was issued for an unpaid order: the shopper has until the account's own deadline
 * to deposit, so the expiry sweep must not cancel the order before then. Never shortens a deadline.
 */
export async function extendPaymentDeadline(ctx: ShopContext, _order: string, until: Date): Promise<void> {
  await inTransaction(ctx, async (ctx) => {
    const [row] = await ctx.db.select().from(orders).where(eq(orders._id, _order)).for('update');
    if (row?.status !== 'ORDER_NONPAYMENT' || row.expiresAt >= until) return;
    await ctx.db.update(orders).set({ expiresAt: until, updatedAt: ctx.now }).where(eq(orders._id, row._id));
    await recordHistory(ctx, {
      _order: row._id,
      field: 'PAYMENT_DEADLINE',
      fromValue: row.expiresAt.toISOString(),
      toValue: until.toISOString(),
      reason: '가상계좌 발급',
      by: 'PAYMENT',
    });
  });
}
