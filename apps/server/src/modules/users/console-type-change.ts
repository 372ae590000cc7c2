import { randomInt } from 'node:crypto';
import { scopesOf, type UserType, userTypeLabel } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { userHistories, users, withdrawals } from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { conflict, notFound, refused } from '../../http/errors.ts';
import { recordAudit, requireReason } from '../audit/record.ts';
import { announceRevocation, raiseSessionVersion } from '../auth/service.ts';
import { bonusBalance } from '../bonuses/ledger.ts';
import { approveAwaiting } from '../member-requests/service.ts';

/** A referral code: 7 characters from uppercase letters and digits without look-alikes (0/O, 1/I). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newPromoterCode(): string {
  return Array.from({ length: 7 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/**
 * An operator changes a member's type, with a reason that is recorded (DOMAIN.md Members). A member
 * becomes a promoter only by approving their AWAITING 정회원 전환 신청, in the same transaction, and
 * gets a referral code (kept if they had one before) and the applied account as payout account. A
 * promoter goes back to consumer only with a zero bonus balance and no withdrawal waiting.
 */
export async function changeUserType(
  ctx: ShopContext,
  _user: string,
  input: { type: UserType; reason: string },
): Promise<void> {
  const actor = actorOf(ctx);
  if (actor._user === _user) {
    throw refused('OWN_TYPE_CHANGE', '본인의 회원 유형은 변경할 수 없습니다');
  }
  const raise = await inTransaction(ctx, async (ctx) => {
    const [row] = await ctx.db.select().from(users).where(eq(users._id, _user)).for('update');
    if (!row) throw notFound('USER_NOT_FOUND', '회원을 찾을 수 없습니다');
    if (row.state === 'LEFT') throw refused('USER_LEFT', '탈퇴한 회원의 유형은 변경할 수 없습니다');
    if (row.type === input.type) {
      throw conflict('SAME_TYPE', `이미 ${userTypeLabel[input.type]}입니다`);
    }
    if (input.type === 'PROMOTER') await approveAwaiting(ctx, row._id, input.reason);
    if (row.type === 'PROMOTER') await assertDemotable(ctx, row._id);
    let promoterCode = row.promoterCode;
    for (let attempt = 0; input.type === 'PROMOTER' && !promoterCode; attempt++) {
      const candidate = newPromoterCode();
      const [clash] = await ctx.db
        .select({ _id: users._id })
        .from(users)
        .where(eq(users.promoterCode, candidate));
      if (!clash) promoterCode = candidate;
      if (attempt > 20) throw new Error('could not find a free referral code');
    }
    await ctx.db
      .update(users)
      .set({ type: input.type, promoterCode, updatedAt: ctx.now })
      .where(eq(users._id, row._id));
    await ctx.db.insert(userHistories).values({
      _user: row._id,
      action: 'TYPE_CHANGE',
      before: row.type,
      after: input.type,
      reason: input.reason,
      _by: actor._user,
      createdAt: ctx.now,
    });
    await recordAudit(ctx, {
      action: 'MEMBER_TYPE',
      targetKind: 'USER',
      _target: row._id,
      before: { type: row.type, promoterCode: row.promoterCode },
      after: { type: input.type, promoterCode },
      reason: requireReason(input.reason),
    });
    // Tokens that claim a scope the member no longer has (정회원 → 준회원, a demoted operator) stop
    // working at once; the next refresh signs one of the new type. A change that only adds a scope
    // (준회원 → 정회원) leaves the member's tokens alone: they grant nothing the member lost.
    const lost = scopesOf[row.type].some((scope) => !scopesOf[input.type].includes(scope));
    return lost ? raiseSessionVersion(ctx, row._id) : null;
  });
  if (raise) await announceRevocation(ctx, raise);
}

/** Demotion leaves no money behind: a zero bonus balance and no withdrawal waiting (422). */
async function assertDemotable(ctx: ShopContext, _user: string) {
  const [awaiting] = await ctx.db
    .select({ _id: withdrawals._id })
    .from(withdrawals)
    .where(and(eq(withdrawals._user, _user), eq(withdrawals.status, 'AWAITING')));
  if (awaiting) {
    throw refused('WITHDRAWAL_AWAITING', '처리 중인 출금 신청이 있어 회원 유형을 변경할 수 없습니다');
  }
  if ((await bonusBalance(ctx, _user)) !== 0) {
    throw refused('BONUS_BALANCE_LEFT', '수당 잔액이 남아 있어 회원 유형을 변경할 수 없습니다');
  }
}
