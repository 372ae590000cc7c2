import {
  type ConsolePoint,
  type consolePointsQuery,
  type myPointsQuery,
  type PointRow,
  type PointSource,
  type PointType,
  type pointAdjustInput,
  pointSourceLabel,
  pointTypeLabel,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { pointLedger } from '../../db/schema/index.ts';
import { statement, timestamp } from '../../db/statements.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { refused } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import { recordAudit } from '../audit/record.ts';
import { type LedgerEntry, ledgerEntry, listLedger, memberToAdjust } from '../ledgers/desk.ts';
import { seoulPeriod } from '../orders/amounts.ts';
import { appendPoints, pointBalance } from './ledger.ts';

/** 적립금 history for the member and the console's ledger (docs/decisions/0034). */

type LedgerRow = typeof pointLedger.$inferSelect;

const toPointRow = (
  r: Pick<LedgerRow, '_id' | 'type' | 'source' | 'reason' | 'amount' | 'createdAt'>,
): PointRow => ({
  _id: r._id,
  type: r.type as PointType,
  typeLabel: pointTypeLabel[r.type as PointType] ?? r.type,
  source: r.source as PointSource,
  reason: r.reason ?? pointSourceLabel[r.source as PointSource] ?? '',
  amount: r.amount,
  createdAt: r.createdAt.toISOString(),
});

/**
 * The member's page, balance and count in one prepared statement (one round trip, planned once per
 * connection). Without a period the count is the member's row count that the database keeps beside
 * the balance (docs/decisions/0039); with one it counts the period's rows. The page is JSON, so an
 * empty page still carries the figures.
 */
const myPointsPage = statement<{ balance: number; total_count: number; points: RawPointRow[] }>(
  'my_points_page',
  `select coalesce(b.balance, 0) as balance,
          case when $2::timestamptz is null and $3::timestamptz is null then coalesce(b.entries, 0)
               else (select count(*)::int from point_ledger l
                     where l.user_id = $1 and l.created_at >= coalesce($2, '-infinity')
                       and l.created_at < coalesce($3, 'infinity')) end as total_count,
          coalesce((select json_agg(p order by p.created_at desc, p.id desc)
                    from (select l.id, l.type, l.source, l.reason, l.amount, l.created_at from point_ledger l
                          where l.user_id = $1 and l.created_at >= coalesce($2, '-infinity')
                            and l.created_at < coalesce($3, 'infinity')
                          order by l.created_at desc, l.id desc offset $4 limit $5) p), '[]') as points
   from (select $1::uuid as user_id) m left join point_balances b on b.user_id = m.user_id`,
);
type RawPointRow = Pick<LedgerRow, 'type' | 'source' | 'reason' | 'amount'> & {
  id: string;
  created_at: string;
};

/** GET /me/points: the caller's rows in the period, newest first; the balance is the whole ledger's. */
export async function listMyPoints(
  ctx: ShopContext,
  query: z.output<typeof myPointsQuery>,
  paging: Paging,
): Promise<{ totalCount: number; balance: number; points: PointRow[] }> {
  const { start, end } = seoulPeriod(query.from, query.to);
  const [page] = await myPointsPage(ctx.db, [
    actorOf(ctx)._user,
    start?.toISOString() ?? null,
    end?.toISOString() ?? null,
    paging.skip,
    paging.limit,
  ]);
  return {
    totalCount: page?.total_count ?? 0,
    balance: page?.balance ?? 0,
    points: (page?.points ?? []).map(({ id, created_at, ...r }) =>
      toPointRow({ ...r, _id: id, createdAt: timestamp(created_at) }),
    ),
  };
}

// ---- console ----

const toConsolePoint = ({ row, user, by }: LedgerEntry<typeof pointLedger>): ConsolePoint => ({
  ...toPointRow(row),
  reference: row.reference,
  user,
  by,
});

/**
 * The ledger of every member, newest first: `searchValue` matches the member's id or name, `type`
 * the row type, the period Seoul days. `paging` null is the whole list (the Excel file).
 */
export async function listConsolePoints(
  ctx: ShopContext,
  query: z.output<typeof consolePointsQuery>,
  paging: Paging | null,
): Promise<{ totalCount: number; points: ConsolePoint[] }> {
  const own = [
    query._user ? eq(pointLedger._user, query._user) : undefined,
    query.type ? eq(pointLedger.type, query.type) : undefined,
  ];
  const filter = { own, searchValue: query.searchValue, ...seoulPeriod(query.from, query.to) };
  const { totalCount, entries } = await listLedger(ctx, pointLedger, filter, paging);
  return { totalCount, points: entries.map(toConsolePoint) };
}

/**
 * An operator grants (+) or deducts (−) points with a reason: one ADMIN/OPERATOR row with its own
 * reference. The member's row is locked first, so two deductions racing for the same balance are
 * judged one after the other and cannot both pass (spending at checkout takes the same lock).
 */
export async function adjustPoints(
  ctx: ShopContext,
  input: z.output<typeof pointAdjustInput>,
): Promise<{ point: ConsolePoint; balance: number }> {
  const _by = actorOf(ctx)._user;
  return inTransaction(ctx, async (ctx) => {
    // Only shoppers hold points; a member who has left keeps their rows but gets no new ones.
    const member = await memberToAdjust(ctx, input._user, { shoppersOnly: true, lock: true });
    const before = await pointBalance(ctx, member._id);
    if (input.amount < 0 && before + input.amount < 0) {
      throw refused('POINTS_OVER_BALANCE', '보유 적립금을 초과하여 차감할 수 없습니다');
    }
    const reference = crypto.randomUUID();
    await appendPoints(ctx, {
      _user: member._id,
      amount: input.amount,
      type: 'ADMIN',
      source: 'OPERATOR',
      reference,
      reason: input.reason,
      _by,
    });
    await recordAudit(ctx, {
      action: 'POINTS_ADJUST',
      targetKind: 'USER',
      _target: member._id,
      before: { points: before },
      after: { points: before + input.amount },
      reason: input.reason,
    });
    const point = toConsolePoint(await ledgerEntry(ctx, pointLedger, reference));
    return { point, balance: before + input.amount };
  });
}
