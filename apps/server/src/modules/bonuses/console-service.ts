import {
  type BonusSource,
  type BonusType,
  type bonusAdjustInput,
  bonusSourceLabel,
  bonusTypeLabel,
  type ConsoleBonus,
  type consoleBonusesQuery,
} from '@shop/contracts';
import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { memberMatching } from '../../db/like.ts';
import { bonusLedger, purchases, users } from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { notFound, refused } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import { recordAudit, requireReason } from '../audit/record.ts';
import { seoulPeriod } from '../orders/amounts.ts';
import { appendBonus, lockBonusBalance } from './ledger.ts';

/** The console's 수당 ledger (/api/console/users/bonuses) and the operator's 조정 (BONUS__ADMIN). */

const operator = alias(users, 'operator');

const selectBonuses = (ctx: ShopContext) =>
  ctx.db
    .select({
      row: bonusLedger,
      user: { _id: users._id, username: users.username, name: users.name },
      by: { _id: operator._id, username: operator.username, name: operator.name },
    })
    .from(bonusLedger)
    .innerJoin(users, eq(users._id, bonusLedger._user))
    .leftJoin(operator, eq(operator._id, bonusLedger._by));

type Joined = Awaited<ReturnType<ReturnType<typeof selectBonuses>['execute']>>[number];

const toConsoleBonus = ({ row, user, by }: Joined): ConsoleBonus => ({
  _id: row._id,
  type: row.type as BonusType,
  typeLabel: bonusTypeLabel[row.type as BonusType] ?? row.type,
  source: row.source as BonusSource,
  sourceLabel: bonusSourceLabel[row.source as BonusSource] ?? row.source,
  reason: row.reason,
  amount: row.amount,
  reference: row.reference,
  _purchase: row._purchase,
  user,
  by: by?._id ? by : null,
  createdAt: row.createdAt.toISOString(),
});

/** Every promoter's rows, newest first; `paging` null is the whole list (the Excel file). */
export async function listConsoleBonuses(
  ctx: ShopContext,
  query: z.output<typeof consoleBonusesQuery>,
  paging: Paging | null,
): Promise<{ totalCount: number; bonuses: ConsoleBonus[] }> {
  const { start, end } = seoulPeriod(query.from, query.to);
  const where = and(
    query.type ? eq(bonusLedger.type, query.type) : undefined,
    query.source ? eq(bonusLedger.source, query.source) : undefined,
    memberMatching(query.searchValue),
    start ? gte(bonusLedger.createdAt, start) : undefined,
    end ? lt(bonusLedger.createdAt, end) : undefined,
  );
  const [total] = await ctx.db
    .select({ value: count() })
    .from(bonusLedger)
    .innerJoin(users, eq(users._id, bonusLedger._user))
    .where(where);
  const base = selectBonuses(ctx).where(where).orderBy(desc(bonusLedger.createdAt), desc(bonusLedger._id));
  const rows = paging ? await base.offset(paging.skip).limit(paging.limit) : await base;
  return { totalCount: Number(total?.value ?? 0), bonuses: rows.map(toConsoleBonus) };
}

/**
 * 조정: one BONUS__ADMIN row with the operator's reason, about the promoter's own account
 * (MANUAL_PROMOTER) or a promotee's purchase (MANUAL_PROMOTEE). The balance row is locked as a
 * withdrawal locks it, so a debit and a withdrawal cannot both spend the same won.
 */
export async function adjustBonus(
  ctx: ShopContext,
  input: z.output<typeof bonusAdjustInput>,
): Promise<{ bonus: ConsoleBonus; balance: number }> {
  const _by = actorOf(ctx)._user;
  return inTransaction(ctx, async (ctx) => {
    const [member] = await ctx.db
      .select({ _id: users._id, type: users.type, state: users.state })
      .from(users)
      .where(eq(users._id, input._user));
    if (!member || member.state === 'LEFT') throw notFound('USER_NOT_FOUND', '회원을 찾을 수 없습니다');
    if (member.type !== 'PROMOTER') {
      throw refused('NOT_A_PROMOTER', '수당은 정회원에게만 지급하거나 차감할 수 있습니다');
    }
    let source: BonusSource = 'MANUAL_PROMOTER';
    if (input._purchase) {
      const [purchase] = await ctx.db
        .select({ _user: purchases._user, sponsor: purchases._sponsor, buyersSponsor: users._promoter })
        .from(purchases)
        .innerJoin(users, eq(users._id, purchases._user))
        .where(eq(purchases._id, input._purchase));
      if (!purchase) throw notFound('PURCHASE_NOT_FOUND', '주문 정보를 찾을 수 없습니다');
      if (purchase._user === member._id) source = 'MANUAL_PROMOTER';
      // The sponsor credited at completion, else the buyer's sponsor now.
      else if ((purchase.sponsor ?? purchase.buyersSponsor) === member._id) source = 'MANUAL_PROMOTEE';
      else throw refused('PURCHASE_NOT_RELATED', '이 회원 또는 추천회원의 구매가 아닙니다');
    }
    const before = await lockBonusBalance(ctx, member._id);
    if (input.amount < 0 && before + input.amount < 0) {
      throw refused('BONUS_OVER_BALANCE', '보유 수당을 초과하여 차감할 수 없습니다');
    }
    const reference = crypto.randomUUID();
    await appendBonus(ctx, {
      _user: member._id,
      amount: input.amount,
      type: 'BONUS__ADMIN',
      source,
      reference,
      _purchase: input._purchase ?? null,
      reason: input.reason,
      _by,
    });
    await recordAudit(ctx, {
      action: 'BONUS_ADJUST',
      targetKind: 'USER',
      _target: member._id,
      before: { bonus: before },
      after: { bonus: before + input.amount, ...(input._purchase ? { _purchase: input._purchase } : {}) },
      reason: requireReason(input.reason),
    });
    const [row] = await selectBonuses(ctx).where(eq(bonusLedger.reference, reference));
    return { bonus: toConsoleBonus(row!), balance: before + input.amount };
  });
}
