import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { ShopContext } from '../../http/context.ts';
import { creditPurchaseBonuses } from '../../modules/bonuses/rewards.ts';
import { orderDay, orderNumber, purchaseNumber } from '../../modules/orders/amounts.ts';
import { earnedPoints, paidFor } from '../../modules/points/earning.ts';
import { appendPoints } from '../../modules/points/ledger.ts';
import type { Db } from '../client.ts';
import { orders, products, purchases, users } from '../schema/index.ts';
import { demoAccounts } from './index.ts';

/**
 * The demo promoter's programme (README): a few promotees who joined with the code WELCOME and
 * bought over the last months. Their purchases are confirmed through the same reward code the
 * shop runs at 구매확정 (creditPurchaseBonuses, points for the consumer), so the promoter's
 * balance, scores and lists are sums of real rows.
 */

const DAY = 86_400_000;

const promoteeNames = ['이서연', '정우진', '강하늘', '윤지호'];

export async function seedDemoPromoterRewards(db: Db, now = new Date()): Promise<number> {
  const [promoter] = await db
    .select({ _id: users._id })
    .from(users)
    .where(eq(users.username, demoAccounts.promoter.username));
  if (!promoter) return 0;
  const [stamped] = await db
    .select({ value: count() })
    .from(purchases)
    .where(and(eq(purchases._sponsor, promoter._id), isNotNull(purchases.confirmedAt)));
  if (Number(stamped?.value) > 0) return 0;
  const catalogue = await db
    .select({
      _id: products._id,
      name: products.name,
      salePrice: products.salePrice,
      bonusRateBp: products.bonusRateBp,
    })
    .from(products)
    .orderBy(products.createdAt, products._id)
    .limit(12);
  if (catalogue.length === 0) return 0;

  const promotees = await db
    .insert(users)
    .values(
      promoteeNames.map((name, i) => ({
        username: `promotee${String(i + 1).padStart(2, '0')}`,
        name,
        email: `promotee${i + 1}@bathhouse.example`,
        phone: `0106666${String(1000 + i)}`,
        type: 'CONSUMER' as const,
        _promoter: promoter._id,
        // one joined this month, the others over the last quarter
        createdAt: new Date(now.getTime() - (i === 0 ? 2 : 30 * i + 10) * DAY),
        updatedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ _id: users._id, name: users.name, phone: users.phone, createdAt: users.createdAt });

  let sequence = 950_000;
  let written = 0;
  for (const [i, buyer] of promotees.entries()) {
    const days = Math.max(1, Math.floor((now.getTime() - buyer.createdAt.getTime()) / DAY));
    for (let k = 0; k < 3; k += 1) {
      const product = catalogue[(i * 3 + k) % catalogue.length]!;
      const quantity = 1 + ((i + k) % 2);
      const confirmedAt = new Date(now.getTime() - Math.floor((days * k) / 3) * DAY - (k + 1) * 3_600_000);
      const deliveredAt = new Date(confirmedAt.getTime() - 2 * DAY);
      const createdAt = new Date(deliveredAt.getTime() - 2 * DAY);
      const amount = product.salePrice * quantity;
      sequence += 1;
      const orderNo = orderNumber(orderDay(createdAt), sequence);
      const shippingFee = amount >= 50_000 ? 0 : 3_000;
      const [order] = await db
        .insert(orders)
        .values({
          orderNo,
          _user: buyer._id,
          ordererName: buyer.name,
          ordererPhone: buyer.phone,
          receiverName: buyer.name,
          receiverPhone: buyer.phone,
          receiverPostcode: '06236',
          receiverAddress1: '서울특별시 강남구 테헤란로 123',
          paymentMethod: 'CARD',
          status: 'DELIVERY_COMPLETE',
          productAmount: amount,
          shippingFee,
          paidAmount: amount + shippingFee,
          paymentTid: `seed-promotee-${orderNo}`,
          paidAt: createdAt,
          expiresAt: createdAt,
          createdAt,
          updatedAt: confirmedAt,
        })
        .returning({ _id: orders._id });
      const [purchase] = await db
        .insert(purchases)
        .values({
          purchaseNo: purchaseNumber(orderNo, 0),
          _order: order!._id,
          _user: buyer._id,
          _product: product._id,
          productName: product.name,
          unitPrice: product.salePrice,
          quantity,
          amount,
          bonusRateBp: product.bonusRateBp,
          status: 'DELIVERY_COMPLETE',
          purchaseStatus: 'PURCHASE_COMPLETE',
          courierCode: '04',
          invoiceNumber: String(610_000_000_000 + sequence),
          deliveredAt,
          confirmedAt,
          createdAt,
          updatedAt: confirmedAt,
        })
        .returning();
      // 구매확정's credits, at the moment of confirmation (the rows carry that date).
      const ctx = { db, now: confirmedAt } as unknown as ShopContext;
      await creditPurchaseBonuses(ctx, [purchase!]);
      await appendPoints(ctx, {
        _user: buyer._id,
        amount: earnedPoints(paidFor(purchase!), 100),
        type: 'EARN',
        source: 'PURCHASE',
        reference: purchase!._id,
        reason: `구매확정 적립 (${purchase!.productName})`,
      });
      written += 1;
    }
  }
  return written;
}
