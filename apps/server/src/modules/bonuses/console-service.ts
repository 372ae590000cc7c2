import {
  type BonusSource,
  type BonusType,
  type bonusAdjustInput,
  bonusSourceLabel,
  bonusTypeLabel,
  type ConsoleBonus,
  type consoleBonusesQuery,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { bonusLedger, purchases, users } from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { notFound, refused } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import { recordAudit, requireReason } from '../audit/record.ts';
import { type LedgerEntry, ledgerEntry, listLedger, memberToAdjust } from '../ledgers/desk.ts';
import { seoulPeriod } from '../orders/amounts.ts';
import { appendBonus, lockBonusBalance } from './ledger.ts';

/** The console's 수당 ledger (/api/console/users/bonuses) and the operator's 조정 (BONUS__ADMIN). */

const toConsoleBonus = ({ row, user, by }: LedgerEntry<typeof bonusLedger>): ConsoleBonus => ({
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
  by,
  createdAt: row.createdAt.toISOString(),
});

/** Every promoter's rows, newest first; `paging` null is the whole list (the Excel file). */
export async function listConsoleBonuses(
  ctx: ShopContext,
  query: z.output<typeof consoleBonusesQuery>,
  paging: Paging | null,
): Promise<{ totalCount: number; bonuses: ConsoleBonus[] }> {
  const own = [
    query._user ? eq(bonusLedger._user, query._user) : undefined,
    query.type ? eq(bonusLedger.type, query.type) : undefined,
    query.source ? eq(bonusLedger.source, query.source) : undefined,
  ];
  const filter = { own, searchValue: query.searchValue, ...seoulPeriod(query.from, query.to) };
  const { totalCount, entries } = await listLedger(ctx, bonusLedger, filter, paging);
  return { totalCount, bonuses: entries.map(toConsoleBonus) };
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
    const member = await memberToAdjust(ctx, input._user, { shoppersOnly: false });
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
    const bonus = toConsoleBonus(await ledgerEntry(ctx, bonusLedger, reference));
    return { bonus, balance: before + input.amount };
  });
}
