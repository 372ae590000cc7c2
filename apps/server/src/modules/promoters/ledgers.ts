import {
  type BonusSource,
  type BonusType,
  bonusSourceLabel,
  bonusTabTypes,
  bonusTypeLabel,
  type PromoterBonusRow,
  type PromoterScoreRow,
  type promoterBonusesQuery,
  type promoterScoresQuery,
  type ScoreSource,
  scoreSourceLabel,
} from '@shop/contracts';
import type { z } from 'zod';
import { statement, timestamp } from '../../db/statements.ts';
import { actorOf, type ShopContext } from '../../http/context.ts';
import type { Paging } from '../../http/paging.ts';
import { seoulPeriod } from '../orders/amounts.ts';

/**
 * The promoter's 수당 and 점수 histories. Each page, with its balance and count, is one prepared
 * statement (one round trip) walking an index newest first: 전체 `bonus_ledger_user_idx`, a one-type
 * tab `bonus_ledger_user_type_idx`. The count of a whole history is the one the database keeps beside
 * the balance (`bonus_balances`, per type `bonus_type_totals`): a promoter has tens of thousands of rows,
 * and counting them on every page was most of the page's cost. Without a period the bounds are ±infinity,
 * not null, so each statement has one plan whatever it is asked.
 */

type RawBonus = {
  id: string;
  type: BonusType;
  source: BonusSource;
  reason: string | null;
  amount: number;
  created_at: string;
  purchase_no: string | null;
  product_name: string | null;
};
type RawBonusPage = { balance: number; total_count: number; bonuses: RawBonus[] };

const bonusColumns = `l.id, l.type, l.source, l.reason, l.amount, l.created_at, p.purchase_no, p.product_name`;
const unbounded = `$2::timestamptz = '-infinity' and $3::timestamptz = 'infinity'`;

/** 전체: $1 member, $2..$3 period, $4 skip, $5 limit */
const wholeBonusesPage = statement<RawBonusPage>(
  'promoter_bonuses_whole',
  `select coalesce(b.balance, 0)::bigint as balance,
          case when ${unbounded} then coalesce(b.entries, 0)
               else (select count(*)::int from bonus_ledger l
                     where l.user_id = $1 and l.created_at >= $2 and l.created_at < $3) end as total_count,
          coalesce((select json_agg(r order by r.created_at desc, r.id desc)
                    from (select ${bonusColumns}
                          from bonus_ledger l left join purchases p on p.id = l.purchase_id
                          where l.user_id = $1 and l.created_at >= $2 and l.created_at < $3
                          order by l.created_at desc, l.id desc offset $4 limit $5) r), '[]') as bonuses
   from (select $1::uuid as user_id) m left join bonus_balances b on b.user_id = m.user_id`,
);

/** one type: $1 member, $2..$3 period, $4 skip, $5 limit, $6 type */
const typeBonusesPage = statement<RawBonusPage>(
  'promoter_bonuses_type',
  `select coalesce(b.balance, 0)::bigint as balance,
          case when ${unbounded} then coalesce(t.entries, 0)
               else (select count(*)::int from bonus_ledger l
                     where l.user_id = $1 and l.type = $6 and l.created_at >= $2 and l.created_at < $3) end as total_count,
          coalesce((select json_agg(r order by r.created_at desc, r.id desc)
                    from (select ${bonusColumns}
                          from bonus_ledger l left join purchases p on p.id = l.purchase_id
                          where l.user_id = $1 and l.type = $6 and l.created_at >= $2 and l.created_at < $3
                          order by l.created_at desc, l.id desc offset $4 limit $5) r), '[]') as bonuses
   from (select $1::uuid as user_id) m
        left join bonus_balances b on b.user_id = m.user_id
        left join bonus_type_totals t on t.user_id = m.user_id and t.type = $6::text`,
);

/** The [start, end) of a 서울 날짜 period as the statements take it: an open end is ±infinity. */
function periodBounds(from?: string, to?: string): [string, string] {
  const { start, end } = seoulPeriod(from, to);
  return [start?.toISOString() ?? '-infinity', end?.toISOString() ?? 'infinity'];
}

/** GET /promoter/bonuses: the tab's rows in the period, newest first; the balance is the whole ledger's. */
export async function listMyBonuses(
  ctx: ShopContext,
  query: z.output<typeof promoterBonusesQuery>,
  paging: Paging,
): Promise<{ totalCount: number; balance: number; bonuses: PromoterBonusRow[] }> {
  const params = [actorOf(ctx)._user, ...periodBounds(query.from, query.to), paging.skip, paging.limit];
  const [type, ...more] = bonusTabTypes[query.tab];
  const [page] =
    type && more.length === 0
      ? await typeBonusesPage(ctx.db, [...params, type])
      : await wholeBonusesPage(ctx.db, params);
  return {
    totalCount: Number(page?.total_count ?? 0),
    balance: Number(page?.balance ?? 0),
    bonuses: (page?.bonuses ?? []).map((r) => ({
      _id: r.id,
      createdAt: timestamp(r.created_at).toISOString(),
      type: r.type,
      typeLabel: bonusTypeLabel[r.type] ?? r.type,
      source: r.source,
      sourceLabel: bonusSourceLabel[r.source] ?? r.source,
      amount: r.amount,
      reason: r.reason ?? bonusSourceLabel[r.source] ?? '',
      purchaseNo: r.purchase_no,
      productName: r.product_name,
    })),
  };
}

type RawScore = {
  id: string;
  source: ScoreSource;
  reason: string | null;
  amount: number;
  created_at: string;
  purchase_no: string | null;
};

const scoresPage = statement<{ total: number; total_count: number; scores: RawScore[] }>(
  'promoter_scores_page',
  `select coalesce(t.total, 0)::bigint as total,
          case when ${unbounded} then coalesce(t.entries, 0)
               else (select count(*)::int from score_ledger l
                     where l.user_id = $1 and l.created_at >= $2 and l.created_at < $3) end as total_count,
          coalesce((select json_agg(r order by r.created_at desc, r.id desc)
                    from (select l.id, l.source, l.reason, l.amount, l.created_at, p.purchase_no
                          from score_ledger l left join purchases p on p.id = l.purchase_id
                          where l.user_id = $1 and l.created_at >= $2 and l.created_at < $3
                          order by l.created_at desc, l.id desc offset $4 limit $5) r), '[]') as scores
   from (select $1::uuid as user_id) m left join score_totals t on t.user_id = m.user_id`,
);

/** The score rows of GET /promoter/scores, newest first; `total` is all the member's scores. */
export async function listMyScores(
  ctx: ShopContext,
  query: z.output<typeof promoterScoresQuery>,
  paging: Paging,
): Promise<{ totalCount: number; total: number; scores: PromoterScoreRow[] }> {
  const [page] = await scoresPage(ctx.db, [
    actorOf(ctx)._user,
    ...periodBounds(query.from, query.to),
    paging.skip,
    paging.limit,
  ]);
  return {
    totalCount: Number(page?.total_count ?? 0),
    total: Number(page?.total ?? 0),
    scores: (page?.scores ?? []).map((r) => ({
      _id: r.id,
      createdAt: timestamp(r.created_at).toISOString(),
      source: r.source,
      sourceLabel: scoreSourceLabel[r.source] ?? r.source,
      amount: r.amount,
      reason: r.reason ?? scoreSourceLabel[r.source] ?? '',
      purchaseNo: r.purchase_no,
    })),
  };
}
