import { userStateLabel } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { userHistories, users } from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { conflict, notFound, refused } from '../../http/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { announceRevocation, revokeAllSessions } from '../auth/service.ts';

/**
 * An operator suspends a member (이용정지) or lifts the suspension, with a reason that is recorded.
 * A suspended member cannot log in, and every session they had ends at once.
 */
export async function changeUserState(
  ctx: ShopContext,
  _user: string,
  input: { state: 'ACTIVE' | 'SUSPENDED'; reason: string },
): Promise<void> {
  const actor = actorOf(ctx);
  if (actor._user === _user) {
    throw refused('OWN_STATE_CHANGE', '본인의 회원 상태는 변경할 수 없습니다');
  }
  const raise = await inTransaction(ctx, async (ctx) => {
    const [row] = await ctx.db.select().from(users).where(eq(users._id, _user)).for('update');
    if (!row) throw notFound('USER_NOT_FOUND', '회원을 찾을 수 없습니다');
    if (row.state === 'LEFT') throw refused('USER_LEFT', '탈퇴한 회원의 상태는 변경할 수 없습니다');
    if (row.state === input.state) {
      throw conflict('SAME_STATE', `이미 ${userStateLabel[input.state]} 상태입니다`);
    }
    await ctx.db.update(users).set({ state: input.state, updatedAt: ctx.now }).where(eq(users._id, row._id));
    await ctx.db.insert(userHistories).values({
      _user: row._id,
      action: input.state === 'SUSPENDED' ? 'SUSPEND' : 'RESTORE',
      before: row.state,
      after: input.state,
      reason: input.reason,
      _by: actor._user,
      createdAt: ctx.now,
    });
    await recordAudit(ctx, {
      action: 'MEMBER_STATE',
      targetKind: 'USER',
      _target: row._id,
      before: { state: row.state },
      after: { state: input.state },
      reason: input.reason,
    });
    return input.state === 'SUSPENDED' ? revokeAllSessions(ctx, row._id) : null;
  });
  if (raise) await announceRevocation(ctx, raise);
}
