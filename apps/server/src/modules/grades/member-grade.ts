import type { MemberGrade, memberGradeInput } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { userHistories, users } from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { conflict, notFound, refused } from '../../http/errors.ts';
import { recordAudit, requireReason } from '../audit/record.ts';
import { assertUnchangedSince, nextUpdatedAt } from '../users/edit-stamps.ts';
import { gradeLadderAt, rungOf } from './ladder.ts';

const userNotFound = () => notFound('USER_NOT_FOUND', '회원을 찾을 수 없습니다');

/** The grade a member holds now (the lowest when their code has left the ladder). */
export async function memberGradeOf(ctx: ShopContext, _user: string): Promise<MemberGrade> {
  const [row] = await ctx.db
    .select({ code: users.gradeCode, setAt: users.gradeSetAt, updatedAt: users.updatedAt })
    .from(users)
    .where(eq(users._id, _user));
  if (!row) throw userNotFound();
  const rung = rungOf(await gradeLadderAt(ctx, ctx.now), row.code);
  return {
    _user,
    code: rung?.code ?? row.code,
    name: rung?.name ?? row.code,
    setAt: row.setAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * An operator sets a member's grade by hand (DOMAIN.md "Grades": it holds until the next
 * settlement), with the reason in user_histories in the same transaction.
 */
export async function setMemberGrade(
  ctx: ShopContext,
  _user: string,
  input: z.output<typeof memberGradeInput>,
): Promise<MemberGrade> {
  const actor = actorOf(ctx);
  await inTransaction(ctx, async (ctx) => {
    const [row] = await ctx.db.select().from(users).where(eq(users._id, _user)).for('update');
    if (!row) throw userNotFound();
    if (row.state === 'LEFT') throw refused('USER_LEFT', '탈퇴한 회원의 등급은 변경할 수 없습니다');
    // Another operator changed the member since this one looked: they would overwrite it unseen.
    assertUnchangedSince(row, input.updatedAt);
    const ladder = await gradeLadderAt(ctx, ctx.now);
    const grade = ladder.find((g) => g.code === input._grade);
    if (!grade) throw refused('GRADE_NOT_FOUND', '적용 중인 등급이 아닙니다');
    const before = rungOf(ladder, row.gradeCode)?.code ?? row.gradeCode;
    if (before === grade.code) throw conflict('SAME_GRADE', `이미 ${grade.name} 등급입니다`);
    await ctx.db
      .update(users)
      .set({ gradeCode: grade.code, gradeSetAt: ctx.now, updatedAt: nextUpdatedAt(row, ctx.now) })
      .where(eq(users._id, row._id));
    await ctx.db.insert(userHistories).values({
      _user: row._id,
      action: 'GRADE_CHANGE',
      before: row.gradeCode,
      after: grade.code,
      reason: input.reason,
      _by: actor._user,
      createdAt: ctx.now,
    });
    await recordAudit(ctx, {
      action: 'MEMBER_GRADE',
      targetKind: 'USER',
      _target: row._id,
      before: { grade: row.gradeCode },
      after: { grade: grade.code },
      reason: requireReason(input.reason),
    });
  });
  return memberGradeOf(ctx, _user);
}
