import { bankNameOf, isOpenClaim, type RefundAccount, type refundAccountInput } from '@shop/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { orders, purchases, refundAccounts } from '../../db/schema/index.ts';
import { actorOf, type ShopContext } from '../../http/context.ts';
import { conflict } from '../../http/errors.ts';

/** /mypage/refund-account: where refunds of the member's 무통장입금 orders are sent. */

type RefundAccountRow = typeof refundAccounts.$inferSelect;

const toRefundAccount = (row: RefundAccountRow): RefundAccount => ({
  bankCode: row.bankCode,
  bankName: bankNameOf(row.bankCode),
  accountNumber: row.accountNumber,
  accountHolder: row.accountHolder,
  updatedAt: row.updatedAt.toISOString(),
});

/** A member's refund account as the claims service copies it into a refund; null when none. */
export async function refundAccountOf(ctx: ShopContext, _user: string): Promise<RefundAccount | null> {
  const [row] = await ctx.db.select().from(refundAccounts).where(eq(refundAccounts._user, _user));
  return row ? toRefundAccount(row) : null;
}

export function getMyRefundAccount(ctx: ShopContext): Promise<RefundAccount | null> {
  return refundAccountOf(ctx, actorOf(ctx)._user);
}

/** Registers or replaces the caller's refund account. Refunds already decided keep their copy. */
export async function saveMyRefundAccount(
  ctx: ShopContext,
  input: z.output<typeof refundAccountInput>,
): Promise<RefundAccount> {
  const actor = actorOf(ctx);
  const values = {
    bankCode: input.bankCode,
    accountNumber: input.accountNumber,
    accountHolder: input.accountHolder,
    updatedAt: ctx.now,
  };
  const [row] = await ctx.db
    .insert(refundAccounts)
    .values({ _user: actor._user, ...values, createdAt: ctx.now })
    .onConflictDoUpdate({ target: refundAccounts._user, set: values })
    .returning();
  return toRefundAccount(row!);
}

/**
 * Removes the caller's refund account. Refused while a cancel or return of a 무통장입금 order waits
 * for an operator: completing it will need the account (it is copied then).
 */
export async function deleteMyRefundAccount(ctx: ShopContext): Promise<void> {
  const actor = actorOf(ctx);
  const waiting = await ctx.db
    .select({ claimStatus: purchases.claimStatus })
    .from(purchases)
    .innerJoin(orders, eq(orders._id, purchases._order))
    .where(
      and(
        eq(purchases._user, actor._user),
        eq(orders.paymentMethod, 'BANK_TRANSFER'),
        inArray(purchases.claimStatus, ['CANCEL_REQUESTED', 'RETURN_REQUESTED']),
      ),
    )
    .limit(1);
  if (waiting.some((w) => isOpenClaim(w.claimStatus))) {
    throw conflict('REFUND_ACCOUNT_IN_USE', '환불 처리 중인 주문이 있어 환불계좌를 삭제할 수 없습니다');
  }
  await ctx.db.delete(refundAccounts).where(eq(refundAccounts._user, actor._user));
}
