import type { consoleUserEditBody, sponsorChangeBody } from '@shop/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { userHistories, users } from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { conflict, notFound, refused } from '../../http/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { assertUnchangedSince, nextUpdatedAt } from './edit-stamps.ts';

/**
 * An operator's edits of a member on /console/users/:_user: 기본정보 (name, e-mail, phone) and the
 * 추천인 (DOMAIN.md "Console" → "Sponsor change"). Each edit carries the member's `updatedAt` the
 * operator's screen showed; when another operator (or the member) changed the member since, it is
 * refused with 409 and nothing is written, so nobody overwrites a change they never saw.
 */

type Member = typeof users.$inferSelect;

/** The member, locked for the edit, as long as nobody changed them since the operator looked. */
async function lockUnchanged(ctx: ShopContext, _user: string, seenUpdatedAt: string): Promise<Member> {
  const [row] = await ctx.db.select().from(users).where(eq(users._id, _user)).for('update');
  if (!row) throw notFound('USER_NOT_FOUND', '회원을 찾을 수 없습니다');
  if (row.state === 'LEFT') throw refused('USER_LEFT', '탈퇴한 회원의 정보는 변경할 수 없습니다');
  assertUnchangedSince(row, seenUpdatedAt);
  return row;
}

const profileOf = (m: Pick<Member, 'name' | 'email' | 'phone'>) => `${m.name} / ${m.email} / ${m.phone}`;

/** 기본정보: name, e-mail and phone, with the member's change history before → after. */
export function editMember(
  ctx: ShopContext,
  _user: string,
  input: z.output<typeof consoleUserEditBody>,
): Promise<void> {
  const operator = actorOf(ctx)._user;
  return inTransaction(ctx, async (ctx) => {
    const row = await lockUnchanged(ctx, _user, input.updatedAt);
    // An address another member still holds would make two accounts answer one recovery mail.
    const [holder] = await ctx.db
      .select({ _id: users._id })
      .from(users)
      .where(
        and(
          sql`lower(${users.email}) = ${input.email.toLowerCase()}`,
          ne(users.state, 'LEFT'),
          ne(users._id, row._id),
        ),
      )
      .limit(1);
    if (holder) throw conflict('EMAIL_TAKEN', '이미 사용중인 이메일입니다');
    const after = { name: input.name, email: input.email, phone: input.phone };
    if (profileOf(after) === profileOf(row)) return;
    await ctx.db
      .update(users)
      .set({ ...after, updatedAt: nextUpdatedAt(row, ctx.now) })
      .where(eq(users._id, row._id));
    await recordAudit(ctx, {
      action: 'MEMBER_PROFILE',
      targetKind: 'USER',
      _target: row._id,
      before: { name: row.name, email: row.email, phone: row.phone },
      after,
    });
    await ctx.db.insert(userHistories).values({
      _user: row._id,
      action: 'PROFILE_CHANGE',
      before: profileOf(row),
      after: profileOf(after),
      reason: null,
      _by: operator,
      createdAt: ctx.now,
    });
  });
}

/**
 * The member's new sponsor: an active promoter other than the member, not in the member's own
 * downline (that would make the member their sponsor's sponsor: a cycle). Purchases completed from
 * now credit the new sponsor; credits already made stay where they are.
 */
export function changeSponsor(
  ctx: ShopContext,
  _user: string,
  input: z.output<typeof sponsorChangeBody>,
): Promise<void> {
  const operator = actorOf(ctx)._user;
  return inTransaction(ctx, async (ctx) => {
    const row = await lockUnchanged(ctx, _user, input.updatedAt);
    if (input._promoter === row._id) throw refused('OWN_SPONSOR', '본인을 추천인으로 지정할 수 없습니다');
    if (input._promoter === row._promoter) throw conflict('SAME_SPONSOR', '이미 이 회원의 추천인입니다');
    const [sponsor] = await ctx.db.select().from(users).where(eq(users._id, input._promoter));
    if (sponsor?.type !== 'PROMOTER' || sponsor.state !== 'ACTIVE')
      throw refused('SPONSOR_NOT_PROMOTER', '정회원만 추천인으로 지정할 수 있습니다');
    // Up the new sponsor's own chain of sponsors: meeting the member there would close a circle.
    const chain = await ctx.db.execute<{ id: string }>(sql`
      with recursive up(id, promoter_id, depth) as (
        select id, promoter_id, 0 from ${users} where id = ${sponsor._id}
        union all
        select u.id, u.promoter_id, up.depth + 1 from ${users} u join up on u.id = up.promoter_id
        where up.depth < 1000
      )
      select id from up where id = ${row._id} limit 1`);
    if (chain.rows.length > 0)
      throw refused('SPONSOR_CYCLE', '이 회원의 추천 하위 회원은 추천인으로 지정할 수 없습니다');
    const [before] = row._promoter
      ? await ctx.db.select({ username: users.username }).from(users).where(eq(users._id, row._promoter))
      : [];
    await ctx.db
      .update(users)
      .set({ _promoter: sponsor._id, updatedAt: nextUpdatedAt(row, ctx.now) })
      .where(eq(users._id, row._id));
    await recordAudit(ctx, {
      action: 'MEMBER_SPONSOR',
      targetKind: 'USER',
      _target: row._id,
      before: { sponsor: before?.username ?? null },
      after: { sponsor: sponsor.username },
      reason: input.reason,
    });
    await ctx.db.insert(userHistories).values({
      _user: row._id,
      action: 'SPONSOR_CHANGE',
      before: before?.username ?? null,
      after: sponsor.username,
      reason: input.reason,
      _by: operator,
      createdAt: ctx.now,
    });
  });
}
