import {
  type ClaimStatus,
  type CollectionStatus,
  claimStatuses,
  collectionStatuses,
  type OrderStatus,
  orderStatuses,
  type PurchaseStatus,
  purchaseStatuses,
} from '@shop/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderHistories, orders, purchases } from '../../db/schema/index.ts';
import { inTransaction, type ShopContext } from '../../http/context.ts';
import { ShopError } from '../../http/errors.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeCategory, makeProduct } from '../../testing/catalog.ts';
import { placeTransferOrder } from '../../testing/desk.ts';
import { asShopper } from '../../testing/members.ts';
import { serviceContext } from '../../testing/orders.ts';
import type { OrderRow, PurchaseRow } from './reading.ts';
import type { Mover, PurchaseStatuses } from './status-changes.ts';
import { writeStatus } from './status-writer.ts';
import {
  allows,
  allowsCollection,
  claimTransitions,
  collectionTransitions,
  orderTransitions,
  purchaseTransitions,
  type TransitionActor,
  transitionActors,
} from './transitions.ts';

/**
 * Walks DOMAIN.md's tables through the one status writer: every allowed move succeeds once and is
 * recorded, every other move answers 409 and writes nothing, for every actor. Rows are set to a
 * state directly; each allowed move runs in a transaction that is then rolled back, so the next
 * starts from the same rows.
 */

let app: TestApp;
let _order: string;
let _purchase: string;
let amount: number;

beforeAll(async () => {
  app = await buildTestApp();
  const category = await makeCategory(app, { name: '욕실' });
  const product = await makeProduct(app, {
    name: '세면대',
    _category: category._id,
    price: 50_000,
    stock: 10,
  });
  const shopper = await asShopper(app);
  const order = await placeTransferOrder(app, shopper.headers, [{ _product: product._id }]);
  _order = order._id;
  _purchase = order.purchases[0]!._id;
  amount = order.amounts.paidAmount;
});
afterAll(() => app.close());

/** The person each actor stands for; a claim's moves are made by whoever completes it. */
const moverOf = (actor: TransitionActor): Mover =>
  actor === 'CANCEL_CLAIM'
    ? { by: 'SHOPPER', via: 'CANCEL_CLAIM' }
    : actor === 'RETURN_CLAIM'
      ? { by: 'OPERATOR', via: 'RETURN_CLAIM' }
      : { by: actor };

class RolledBack extends Error {}

/** Runs `work` in a transaction that is always undone; answers 'done' or the ShopError it threw. */
async function undone(work: (ctx: ShopContext) => Promise<void>): Promise<'done' | ShopError> {
  try {
    await inTransaction(serviceContext(app), async (ctx) => {
      await work(ctx);
      throw new RolledBack();
    });
  } catch (error) {
    if (error instanceof RolledBack) return 'done';
    if (error instanceof ShopError) return error;
    throw error;
  }
  throw new Error('unreachable');
}

type Statuses = Pick<PurchaseRow, 'status' | 'claimStatus' | 'collectionStatus' | 'purchaseStatus'>;
const base: Statuses = {
  status: 'ORDER_PAYMENT',
  claimStatus: null,
  collectionStatus: null,
  purchaseStatus: 'PURCHASE_PENDING',
};

async function setPurchase(values: Partial<Statuses>): Promise<PurchaseRow> {
  const [row] = await app.database.db
    .update(purchases)
    .set({ ...base, ...values })
    .where(eq(purchases._id, _purchase))
    .returning();
  return row!;
}

async function historyCount(ctx: ShopContext, field: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(orderHistories)
    .where(and(eq(orderHistories._order, _order), eq(orderHistories.field, field)));
  return Number(row?.n ?? 0);
}

const expectConflict = (outcome: 'done' | ShopError, what: string) => {
  expect(outcome, what).toBeInstanceOf(ShopError);
  expect((outcome as ShopError).statusCode, what).toBe(409);
};

/**
 * Every `to` from `row` by every actor: allowed moves write the status and one history row of
 * `field`; the others answer 409 before anything is written.
 */
async function walkPurchase<S>(
  row: PurchaseRow,
  from: S,
  targets: readonly S[],
  allowed: (to: S, actor: TransitionActor) => boolean,
  move: (to: S) => PurchaseStatuses,
  field: string,
): Promise<number> {
  let made = 0;
  for (const to of targets) {
    for (const actor of transitionActors) {
      const what = `${String(from)} → ${String(to)} by ${actor}`;
      if (!allowed(to, actor)) {
        // Refused before any statement: no transaction needed to prove nothing changed.
        const outcome = await writeStatus(serviceContext(app), {
          purchases: [row],
          to: move(to),
          ...moverOf(actor),
        }).then(
          () => 'done' as const,
          (error: unknown) => error as ShopError,
        );
        expectConflict(outcome, what);
        continue;
      }
      const outcome = await undone(async (ctx) => {
        const before = await historyCount(ctx, field);
        const [written] = await writeStatus(ctx, { purchases: [row], to: move(to), ...moverOf(actor) });
        expect(written, what).toMatchObject(move(to));
        expect(await historyCount(ctx, field), what).toBe(before + 1);
      });
      expect(outcome, what).toBe('done');
      made += 1;
    }
  }
  // Nothing of the walk stayed.
  const [after] = await app.database.db.select().from(purchases).where(eq(purchases._id, _purchase));
  const { status, claimStatus, collectionStatus, purchaseStatus } = row;
  expect(after).toMatchObject({ status, claimStatus, collectionStatus, purchaseStatus });
  return made;
}

describe('the status writer walks DOMAIN.md tables', () => {
  it("moves a purchase's order status only as the order table allows", async () => {
    let made = 0;
    for (const from of orderStatuses) {
      const row = await setPurchase({ status: from });
      made += await walkPurchase<OrderStatus>(
        row,
        from,
        orderStatuses,
        (to, actor) => allows(orderTransitions, from, to, actor),
        (to) => ({ status: to }),
        'ORDER_STATUS',
      );
    }
    expect(made).toBe(orderTransitions.reduce((n, t) => n + t.by.length, 0));
  });

  it('moves a purchase status (구매확정) only as its table allows', async () => {
    let made = 0;
    for (const from of purchaseStatuses) {
      const row = await setPurchase({ status: 'DELIVERY_COMPLETE', purchaseStatus: from });
      made += await walkPurchase<PurchaseStatus>(
        row,
        from,
        purchaseStatuses,
        (to, actor) => allows(purchaseTransitions, from, to, actor),
        (to) => ({ purchaseStatus: to }),
        'PURCHASE_STATUS',
      );
    }
    expect(made).toBe(purchaseTransitions.reduce((n, t) => n + t.by.length, 0));
  });

  it('moves a claim status only as the claim table allows', async () => {
    let made = 0;
    for (const from of [null, ...claimStatuses]) {
      const row = await setPurchase({ claimStatus: from });
      made += await walkPurchase<ClaimStatus>(
        row,
        from as ClaimStatus,
        claimStatuses,
        (to, actor) => allows(claimTransitions, from, to, actor),
        (to) => ({ claimStatus: to }),
        'CLAIM_STATUS',
      );
    }
    expect(made).toBe(claimTransitions.reduce((n, t) => n + t.by.length, 0));
  });

  it("moves a return's collection only while the return is asked for, one step at a time", async () => {
    let made = 0;
    for (const claim of ['RETURN_REQUESTED', 'EXCHANGE_REQUESTED', 'RETURN_REJECTED'] as const) {
      for (const from of [null, ...collectionStatuses]) {
        const row = await setPurchase({
          status: 'DELIVERY_COMPLETE',
          claimStatus: claim,
          collectionStatus: from,
        });
        made += await walkPurchase<CollectionStatus>(
          row,
          from as CollectionStatus,
          collectionStatuses,
          (to, actor) => allowsCollection(claim, from, to, actor),
          (to) => ({ collectionStatus: to }),
          'COLLECTION_STATUS',
        );
      }
    }
    expect(made).toBe(collectionTransitions.reduce((n, t) => n + t.by.length, 0));
  });

  it('clears a collection only together with a move of its claim', async () => {
    const row = await setPurchase({
      claimStatus: 'RETURN_REQUESTED',
      collectionStatus: 'COLLECTION_PENDING',
    });
    await expect(
      writeStatus(serviceContext(app), { purchases: [row], to: { collectionStatus: null }, by: 'OPERATOR' }),
    ).rejects.toMatchObject({ statusCode: 409 });
    const outcome = await undone(async (ctx) => {
      const [written] = await writeStatus(ctx, {
        purchases: [row],
        to: { claimStatus: 'RETURN_REJECTED', collectionStatus: null },
        reason: '사용 흔적',
        by: 'OPERATOR',
      });
      expect(written).toMatchObject({ claimStatus: 'RETURN_REJECTED', collectionStatus: null });
      expect(await historyCount(ctx, 'COLLECTION_STATUS')).toBe(0);
    });
    expect(outcome).toBe('done');
    await setPurchase({});
  });

  it('pays an order only from unpaid, by the payment provider, an operator or the shop (a 0-won order)', async () => {
    let made = 0;
    for (const from of orderStatuses) {
      for (const actor of transitionActors) {
        const what = `pay ${from} by ${actor}`;
        const outcome = await undone(async (ctx) => {
          await ctx.db.update(orders).set({ status: from, paymentTid: null }).where(eq(orders._id, _order));
          await ctx.db
            .update(purchases)
            .set({ ...base, status: from })
            .where(eq(purchases._order, _order));
          const written = await writeStatus(ctx, {
            _order,
            to: 'ORDER_PAYMENT',
            tid: `walk-${from}-${actor}`,
            amount,
            paidAt: ctx.now,
            reason: 'walk',
            ...moverOf(actor),
          });
          expect(written.changed, what).toBe(true);
          expect(written.order.status, what).toBe('ORDER_PAYMENT');
          expect(await historyCount(ctx, 'ORDER_STATUS'), what).toBe(2); // placed, paid
        });
        if (allows(orderTransitions, from, 'ORDER_PAYMENT', actor)) {
          expect(outcome, what).toBe('done');
          made += 1;
        } else {
          expectConflict(outcome, what);
        }
      }
    }
    expect(made).toBe(3);
  });

  it('cancels an order, with its purchases, only as the order table allows', async () => {
    let made = 0;
    for (const from of orderStatuses) {
      for (const actor of transitionActors) {
        const what = `cancel ${from} by ${actor}`;
        const outcome = await undone(async (ctx) => {
          const [order] = (await ctx.db
            .update(orders)
            .set({ status: from })
            .where(eq(orders._id, _order))
            .returning()) as [OrderRow];
          await ctx.db
            .update(purchases)
            .set({ ...base, status: from })
            .where(eq(purchases._order, _order));
          const cancelled = await writeStatus(ctx, {
            order,
            to: 'ORDER_CANCELED',
            reason: 'walk',
            ...moverOf(actor),
          });
          expect(cancelled, what).toEqual([
            expect.objectContaining({
              status: 'ORDER_CANCELED',
              claimStatus: 'CANCEL_COMPLETED',
              purchaseStatus: 'PURCHASE_CANCELED',
            }),
          ]);
          expect(await historyCount(ctx, 'ORDER_STATUS'), what).toBe(2); // placed, cancelled
        });
        if (allows(orderTransitions, from, 'ORDER_CANCELED', actor)) {
          expect(outcome, what).toBe('done');
          made += 1;
        } else {
          expectConflict(outcome, what);
        }
      }
    }
    // unpaid by the shopper, an operator or the expiry; paid or preparing by a cancel claim
    expect(made).toBe(5);
    const [order] = await app.database.db.select().from(orders).where(eq(orders._id, _order));
    expect(order?.status).toBe('ORDER_NONPAYMENT');
  });
});
