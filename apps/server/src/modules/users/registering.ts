import type { joinBody, User } from '@shop/contracts';
import { and, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { conflict } from '../../http/errors.ts';
import { join } from './service.ts';

/**
 * 회원 등록 by an operator (POST /api/console/users), for someone who joins by phone or at a
 * showroom: the storefront's join rules as they are (terms, referral code, username taken 409), the
 * JOIN history recorded with the operator. One rule more: an e-mail address a member still holds is
 * refused (409), because a member "registered" by an operator is most often one who already has an
 * account (docs/decisions/0026).
 */
export function registerByOperator(ctx: ShopContext, input: z.output<typeof joinBody>): Promise<User> {
  const operator = actorOf(ctx)._user;
  return inTransaction(ctx, async (ctx) => {
    const [holder] = await ctx.db
      .select({ _id: users._id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${input.email.toLowerCase()}`, ne(users.state, 'LEFT')))
      .limit(1);
    if (holder) throw conflict('EMAIL_TAKEN', '이미 사용중인 이메일입니다');
    return join(ctx, input, { by: operator });
  });
}
