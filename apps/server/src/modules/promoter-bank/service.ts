import { bankNameOf, bankVerificationMessages, maskAccountNumber, type PromoterBank } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { memberRequests, promoterBankAccounts, users, withdrawals } from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { conflict, refused } from '../../http/errors.ts';
import { spendCertification } from '../users/member-certification.ts';
import { sameHolder, usableVerification, type VerificationRow } from './verifications.ts';

/** The promoter's payout account (/promoter/bank): read masked, changed by a new verification + KCP. */

export async function getPayoutAccount(ctx: ShopContext): Promise<PromoterBank> {
  const actor = actorOf(ctx);
  const [row] = await ctx.db
    .select()
    .from(promoterBankAccounts)
    .where(eq(promoterBankAccounts._user, actor._user));
  if (!row) return null;
  return {
    bank: {
      code: row.bankCode,
      name: bankNameOf(row.bankCode),
      accountNumber: maskAccountNumber(row.accountNumber),
      accountHolder: row.accountHolder,
    },
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Whether a verification already backs an account or an application: each is used once. */
export async function verificationUsed(ctx: ShopContext, _verification: string): Promise<boolean> {
  const [account] = await ctx.db
    .select({ _user: promoterBankAccounts._user })
    .from(promoterBankAccounts)
    .where(eq(promoterBankAccounts._verification, _verification));
  if (account) return true;
  const [request] = await ctx.db
    .select({ _id: memberRequests._id })
    .from(memberRequests)
    .where(eq(memberRequests._verification, _verification));
  return Boolean(request);
}

/** Writes the member's payout account from a verification (an approval copies the applied one). */
export async function savePayoutAccount(ctx: ShopContext, _user: string, verification: VerificationRow) {
  const account = {
    bankCode: verification.bankCode,
    accountNumber: verification.accountNumber,
    accountHolder: verification.accountHolder,
    _verification: verification._id,
    updatedAt: ctx.now,
  };
  await ctx.db
    .insert(promoterBankAccounts)
    .values({ _user, ...account })
    .onConflictDoUpdate({ target: promoterBankAccounts._user, set: account });
}

/**
 * PUT /promoter/bank: a new account from a fresh verification and a 본인인증 (BANK_CHANGE) whose name
 * is the holder's. Refused while a withdrawal waits (it was made to the current account).
 */
export async function changePayoutAccount(
  ctx: ShopContext,
  input: { _verification: string; _certification: string },
): Promise<PromoterBank> {
  const actor = actorOf(ctx);
  await inTransaction(ctx, async (ctx) => {
    // Withdrawals lock the member too, so neither can slip past the other.
    await ctx.db.select({ _id: users._id }).from(users).where(eq(users._id, actor._user)).for('update');
    const [awaiting] = await ctx.db
      .select({ _id: withdrawals._id })
      .from(withdrawals)
      .where(and(eq(withdrawals._user, actor._user), eq(withdrawals.status, 'AWAITING')));
    if (awaiting) throw conflict('WITHDRAWAL_AWAITING', '처리 중인 출금 신청이 있습니다');
    const verification = await usableVerification(ctx, actor._user, input._verification, verificationUsed);
    const person = await spendCertification(ctx, {
      _certification: input._certification,
      purpose: 'BANK_CHANGE',
      _user: actor._user,
    });
    if (!sameHolder(person.name ?? '', verification.accountHolder)) {
      throw refused('ACCOUNT_HOLDER_MISMATCH', bankVerificationMessages.holderMismatch);
    }
    await savePayoutAccount(ctx, actor._user, verification);
  });
  return getPayoutAccount(ctx);
}
