import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  carts,
  destinations,
  likes,
  reservedUsernames,
  userHistories,
  users,
} from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { announceRevocation, revokeAllSessions, type SessionRaise } from '../auth/service.ts';
import { deleteLinksOf } from '../auth/social.ts';
import { revokeUnusedIssues } from '../coupons/issuing.ts';
import { appendPoints, pointBalance } from '../points/ledger.ts';
import { usernameHashOf } from './recovery.ts';

/**
 * Closing an account: the member's own leaving (/mypage/leave, service.ts `leave`) and an operator's
 * closing (DELETE /api/console/users/{_id}) take this one path, so both anonymise the same fields,
 * record the same history and end every session at once (docs/decisions/0026).
 */

type UserRow = typeof users.$inferSelect;

/**
 * Anonymises the member, keeps the former username reserved as a hash (join() and the database
 * refuse it, decision 0042), lapses a positive points balance with one LAPSE row, deletes the
 * cart, address book, likes and social links, records LEAVE with who did it and why, and revokes
 * every session. Orders, ledgers and histories stay (tax and consumer law, DOMAIN.md Members). The caller holds the member's row locked; the answer
 * is announced once the transaction has committed.
 */
export async function closeAccount(
  ctx: ShopContext,
  row: UserRow,
  history: { reason: string; by: string },
): Promise<SessionRaise> {
  await ctx.db
    .update(users)
    .set({
      username: `left_${randomUUID().replaceAll('-', '').slice(0, 16)}`,
      passwordHash: null,
      name: '탈퇴회원',
      email: '',
      phone: '',
      promoterCode: null,
      state: 'LEFT',
      leftAt: ctx.now,
      updatedAt: ctx.now,
    })
    .where(eq(users._id, row._id));
  await ctx.db.insert(userHistories).values({
    _user: row._id,
    action: 'LEAVE',
    before: row.state,
    after: 'LEFT',
    reason: history.reason,
    _by: history.by,
    createdAt: ctx.now,
  });
  await ctx.db
    .insert(reservedUsernames)
    .values({ usernameHash: usernameHashOf(row.username), createdAt: ctx.now })
    .onConflictDoNothing();
  const balance = await pointBalance(ctx, row._id);
  if (balance > 0) {
    await appendPoints(ctx, {
      _user: row._id,
      amount: -balance,
      type: 'LAPSE',
      source: 'LEAVE',
      reference: row._id,
      reason: '회원탈퇴로 소멸',
    });
  }
  await revokeUnusedIssues(ctx, row._id);
  await deleteLinksOf(ctx, row._id);
  await ctx.db.delete(carts).where(eq(carts._user, row._id));
  await ctx.db.delete(destinations).where(eq(destinations._user, row._id));
  await ctx.db.delete(likes).where(eq(likes._user, row._id));
  return revokeAllSessions(ctx, row._id);
}

/**
 * 탈퇴 처리 by an operator, with a reason kept in the member's history. A suspended member may be
 * closed; an account already closed answers 409. Console accounts are not closed from the console:
 * the operator's own (409: nobody would be left holding the session they act with) and another
 * operator's (403: the type change, which needs its own reason, comes first).
 */
export async function closeByOperator(ctx: ShopContext, _user: string, reason: string): Promise<void> {
  const operator = actorOf(ctx)._user;
  if (operator === _user) {
    throw conflict('OWN_ACCOUNT_CLOSE', '본인 계정은 탈퇴 처리할 수 없습니다');
  }
  const raise = await inTransaction(ctx, async (ctx) => {
    const [row] = await ctx.db.select().from(users).where(eq(users._id, _user)).for('update');
    if (!row) throw notFound('USER_NOT_FOUND', '회원을 찾을 수 없습니다');
    if (row.state === 'LEFT') throw conflict('USER_ALREADY_LEFT', '이미 탈퇴한 회원입니다');
    if (row.type === 'OPERATOR') {
      throw forbidden(
        'OPERATOR_ACCOUNT_CLOSE',
        '관리자 계정은 탈퇴 처리할 수 없습니다. 먼저 회원 유형을 변경해주세요',
      );
    }
    const raise = await closeAccount(ctx, row, { reason, by: operator });
    await recordAudit(ctx, {
      action: 'MEMBER_STATE',
      targetKind: 'USER',
      _target: row._id,
      before: { state: row.state },
      after: { state: 'LEFT' },
      reason,
    });
    return raise;
  });
  // From here the member's unexpired access tokens are refused on every node.
  await announceRevocation(ctx, raise);
}
