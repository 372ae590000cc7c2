import { randomUUID } from 'node:crypto';
import type { Order, orderInput, orderProcessInput } from '@shop/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { carts, orderHistories, orders, purchases } from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { conflict, notFound } from '../../http/errors.ts';
import {
  chosenValues,
  loadOffers,
  type Offer,
  productNotFound,
  resolveLine,
  visibleOffer,
} from '../cart/lines.ts';
import { islandOf } from '../cart/shipping.ts';
import { askAtCheckout } from '../cash-receipts/asking.ts';
import { getShopSetting } from '../settings/service.ts';
import { orderAmounts, orderDay, orderNumber, paymentDeadline, purchaseNumber } from './amounts.ts';
import { applyDiscounts, askedDiscounts, lockDiscounts, takeDiscounts } from './discounts.ts';
import { historyRow, recordNote } from './history.ts';
import { orderPlacedMessage } from './messages.ts';
import { getOrder, type OrderRow, orderNotFound, type PurchaseRow, toOrder } from './reading.ts';
import { columnsJson, isReservationFailure, placeOrder, takeOrderNumbers } from './statements.ts';
import { writeStatus } from './status-writer.ts';
import { STATUS_CONFLICT_MESSAGE } from './transitions.ts';
import { Turns } from './turns.ts';

/**
 * 주문하기: an order placed from the cart or 바로구매, priced from the catalogue now, numbered, and
 * written with its stock reserved in one statement (docs/decisions/0013); and 무통장입금's
 * confirmation of the order (POST /shop/orders/{_id}/process). A new order is ORDER_NONPAYMENT, the
 * status it is born with; every later move is the status writer's.
 */

const cartLineNotFound = () => notFound('CART_NOT_FOUND', '장바구니 상품을 찾을 수 없습니다');
const outOfStock = (name: string) => conflict('STOCK_SHORTAGE', `재고가 부족합니다 (${name})`);

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
 * computes the shipping fee with the same rule as the cart and the coupon and points discounts,
 * numbers the order, and in one statement reserves the stock, writes the order with its purchases
 * as ORDER_NONPAYMENT with a payment deadline, and removes the ordered lines from the cart. With a
 * coupon or points that statement runs in a transaction which also spends them; an order they pay
 * whole is ORDER_PAYMENT at once, without a payment window. Answers the order as written.
 */
export async function createOrder(ctx: ShopContext, input: z.output<typeof orderInput>): Promise<Order> {
  const actor = actorOf(ctx);
  const [{ wanted, cartIds, offers: firstOffers }, setting, island, asked] = await Promise.all([
    wantedLines(ctx, input),
    getShopSetting(ctx),
    islandOf(ctx, input.receiver.postcode),
    askedDiscounts(ctx, actor._user, input),
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
          const discounts = applyDiscounts(
            asked,
            lines.map((l) => ({
              _product: l._product,
              categoryPath: l.offer.categoryPath,
              amount: l.amount,
            })),
          );
          const amounts = orderAmounts(
            setting.shipping,
            lines.map((l) => ({
              _product: l._product,
              amount: l.amount,
              shippingFee: l.offer.shippingFee,
              shippingMethod: l.offer.shippingMethod,
            })),
            island,
            discounts,
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
            _couponIssue: asked?.coupon?._issue ?? null,
            couponName: asked?.coupon?.name ?? null,
            paymentTid: null,
            paymentReceiptUrl: null,
            paidAt: null,
            depositorName:
              input.paymentMethod === 'BANK_TRANSFER' ? (input.depositorName ?? input.orderer.name) : null,
            expiresAt: paymentDeadline(input.paymentMethod, ctx.now, setting.orders),
            canceledAt: null,
            createdAt: ctx.now,
            updatedAt: ctx.now,
          };
          const bought: PurchaseRow[] = lines.map((line, index) => ({
            ...discounts.lines[index]!,
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
            bonusRateBp: line.offer.bonusRateBp,
            _sponsor: null,
            createdAt: ctx.now,
            updatedAt: ctx.now,
          }));
          const placing = [
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
          ] as const;
          // Without a coupon or points the order is one statement; with them, one transaction
          // that also spends them (and pays a 0-won order at once).
          const bankAccountOf = (o: OrderRow) =>
            o.paymentMethod === 'BANK_TRANSFER' ? setting.bankAccount : null;
          const receiptAsk = input.paymentMethod !== 'CARD' ? (input.cashReceipt ?? null) : null;
          if (!asked && !receiptAsk && order.paidAmount > 0) {
            await placeOrder(ctx.db, [...placing]);
            return toOrder(order, bought, bankAccountOf(order));
          }
          // Answered from what was written, not read back: the turn is held until this returns.
          const written = await inTransaction(ctx, async (tx) => {
            if (asked) await lockDiscounts(tx, actor._user, asked);
            await placeOrder(tx.db, [...placing]);
            await takeDiscounts(tx, order);
            // A 현금영수증 asked with the order is written with it (an order paid whole by points
            // and coupon has no cash to issue one for).
            const receipt =
              receiptAsk && order.paidAmount > 0 ? await askAtCheckout(tx, order, receiptAsk) : null;
            if (order.paidAmount > 0) return { order, purchases: bought, receipts: receipt ? [receipt] : [] };
            const paid = await writeStatus(tx, {
              _order: order._id,
              to: 'ORDER_PAYMENT',
              tid: null,
              amount: 0,
              paidAt: tx.now,
              reason: '쿠폰·적립금 전액 결제',
              by: 'SYSTEM',
            });
            return { order: paid.order, purchases: paid.changed ? paid.purchases : bought, receipts: [] };
          });
          return toOrder(
            written.order,
            written.purchases,
            bankAccountOf(written.order),
            [],
            written.receipts,
          );
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
      await recordNote(ctx, {
        _order: row._id,
        field: 'DEPOSITOR',
        fromValue: row.depositorName,
        toValue: input.depositorName,
        by: 'SHOPPER',
      });
    }
    // 주문 접수 with the account and the deadline; confirmed again (a corrected name), still one.
    const placed = { ...row, depositorName: input.depositorName || row.depositorName };
    await orderPlacedMessage(ctx, placed, null);
  });
  return getOrder(ctx, _order, { _user: actor._user });
}
