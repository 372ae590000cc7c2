import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import {
  auditLogs,
  cashReceipts,
  inquiries,
  messages,
  orderHistories,
  orders,
  purchases,
  refunds,
  reviews,
  users,
} from '../db/schema/index.ts';
import { inTransaction, type ShopContext } from '../http/context.ts';
import { auditRetentionYears } from '../modules/audit/retention.ts';
import { scheduleSweep } from './schedule.ts';

/** E-Commerce Act: order and payment records 5 years, complaint records 3 years (DOMAIN.md Console). */
export const ORDER_RECORD_YEARS = 5;
export const COMPLAINT_RECORD_YEARS = 3;
/** Sent messages (with the recipient's number) are kept as long as Solapi keeps its own history. */
export const MESSAGE_RECORD_MONTHS = 6;
/** Orders removed per transaction, so one run never holds locks on a whole table. */
const BATCH = 200;

const yearsBefore = (at: Date, years: number) => {
  const cutoff = new Date(at);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
};

/**
 * Audit rows past the retention. The database's own clock bounds the cutoff as well, since its
 * trigger judges each row by `now()` (a node whose clock runs ahead would otherwise be refused).
 */
async function purgeAuditLogs(ctx: ShopContext): Promise<number> {
  const years = await auditRetentionYears(ctx);
  const cutoff = yearsBefore(ctx.now, years);
  const deleted = await ctx.db
    .delete(auditLogs)
    .where(
      lt(
        auditLogs.createdAt,
        sql`least(${cutoff.toISOString()}::timestamptz, now() - make_interval(years => ${years}))`,
      ),
    )
    .returning({ _id: auditLogs._id });
  return deleted.length;
}

/**
 * Orders of members who left, placed more than 5 years ago, with their purchases, histories and
 * refunds. An order one of whose purchases carries a review stays (the review is the product's
 * content and its figures). Bonus and point ledgers keep their rows: money once paid is never
 * taken out of a ledger, and they hold only the purchase's id.
 */
async function purgeLeftMembersOrders(ctx: ShopContext): Promise<number> {
  const cutoff = yearsBefore(ctx.now, ORDER_RECORD_YEARS);
  let purged = 0;
  for (;;) {
    const batch = await inTransaction(ctx, async (ctx) => {
      const due = await ctx.db
        .select({ _id: orders._id })
        .from(orders)
        .innerJoin(users, eq(users._id, orders._user))
        .where(
          and(
            eq(users.state, 'LEFT'),
            lt(orders.createdAt, cutoff),
            notExists(
              ctx.db
                .select({ _id: reviews._id })
                .from(reviews)
                .innerJoin(purchases, eq(purchases._id, reviews._purchase))
                .where(eq(purchases._order, orders._id)),
            ),
          ),
        )
        .limit(BATCH)
        .for('update', { of: orders, skipLocked: true });
      const ids = due.map((o) => o._id);
      if (ids.length === 0) return 0;
      await ctx.db.delete(orderHistories).where(inArray(orderHistories._order, ids));
      await ctx.db.delete(refunds).where(inArray(refunds._order, ids));
      await ctx.db.delete(cashReceipts).where(inArray(cashReceipts._order, ids));
      await ctx.db.delete(purchases).where(inArray(purchases._order, ids));
      await ctx.db.delete(orders).where(inArray(orders._id, ids));
      return ids.length;
    });
    purged += batch;
    if (batch < BATCH) return purged;
  }
}

/** Inquiries (상담·대량구매 문의) of members who left, older than 3 years; their histories and files go with them. */
async function purgeLeftMembersComplaints(ctx: ShopContext): Promise<number> {
  const cutoff = yearsBefore(ctx.now, COMPLAINT_RECORD_YEARS);
  const left = ctx.db.select({ _id: users._id }).from(users).where(eq(users.state, 'LEFT'));
  const deleted = await ctx.db
    .delete(inquiries)
    .where(and(inArray(inquiries._user, left), lt(inquiries.createdAt, cutoff)))
    .returning({ _id: inquiries._id });
  return deleted.length;
}

/** Messages done with (sent, delivered, failed, not sent) older than 6 months: they hold phone numbers. */
async function purgeOldMessages(ctx: ShopContext): Promise<number> {
  const cutoff = new Date(ctx.now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - MESSAGE_RECORD_MONTHS);
  const deleted = await ctx.db
    .delete(messages)
    .where(
      and(
        inArray(messages.state, ['SENT', 'DELIVERED', 'FAILED', 'SKIPPED']),
        lt(messages.createdAt, cutoff),
      ),
    )
    .returning({ _id: messages._id });
  return deleted.length;
}

/**
 * The daily purge: audit rows past their retention; left members' order and payment records after
 * 5 years and complaint records after 3; messages after 6 months. Safe to repeat and to run on several nodes at once: what
 * is gone is not found again, and order batches skip rows another node holds.
 */
export async function purgeExpiredRecords(
  ctx: ShopContext,
): Promise<{ auditLogs: number; orders: number; inquiries: number; messages: number }> {
  const purged = {
    auditLogs: await purgeAuditLogs(ctx),
    orders: await purgeLeftMembersOrders(ctx),
    inquiries: await purgeLeftMembersComplaints(ctx),
    messages: await purgeOldMessages(ctx),
  };
  if (purged.auditLogs + purged.orders + purged.inquiries + purged.messages > 0) {
    ctx.log.info(purged, 'purged expired records');
  }
  return purged;
}

/** The purge once a day, until stopped (see scheduleSweep). */
export function schedulePurge(
  context: () => ShopContext,
  { everyMs = 24 * 60 * 60_000 }: { everyMs?: number } = {},
): () => Promise<void> {
  return scheduleSweep('record purge', purgeExpiredRecords, context, everyMs);
}
