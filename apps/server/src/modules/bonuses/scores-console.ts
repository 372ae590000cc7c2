import {
  type ConsoleScore,
  consoleScoresEnvelope,
  type consoleScoresQuery,
  consoleScoresQuery as consoleScoresQuerySchema,
  formatDate,
  type ScoreSource,
  scoreAdjustEnvelope,
  type scoreAdjustInput,
  scoreAdjustInput as scoreAdjustInputSchema,
  scoreSourceLabel,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { scoreLedger } from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { sendWorkbook } from '../../http/excel.ts';
import { type Paging, pagingOf } from '../../http/paging.ts';
import { recordAudit } from '../audit/record.ts';
import {
  type LedgerEntry,
  ledgerEntry,
  ledgerWorkbook,
  listLedger,
  memberToAdjust,
  type SheetColumn,
} from '../ledgers/desk.ts';
import { seoulPeriod } from '../orders/amounts.ts';
import { appendScore, scoreTotal } from './ledger.ts';

/** /api/console/users/scores: every member's 실적 점수 rows, and the operator's adjustment (MANUAL). */

const toConsoleScore = ({ row, user, by }: LedgerEntry<typeof scoreLedger>): ConsoleScore => ({
  _id: row._id,
  source: row.source as ScoreSource,
  sourceLabel: scoreSourceLabel[row.source as ScoreSource] ?? row.source,
  reason: row.reason,
  amount: row.amount,
  _purchase: row._purchase,
  user,
  by,
  createdAt: row.createdAt.toISOString(),
});

export async function listConsoleScores(
  ctx: ShopContext,
  query: z.output<typeof consoleScoresQuery>,
  paging: Paging | null,
): Promise<{ totalCount: number; scores: ConsoleScore[] }> {
  const own = [query.source ? eq(scoreLedger.source, query.source) : undefined];
  const filter = { own, searchValue: query.searchValue, ...seoulPeriod(query.from, query.to) };
  const { totalCount, entries } = await listLedger(ctx, scoreLedger, filter, paging);
  return { totalCount, scores: entries.map(toConsoleScore) };
}

/** One MANUAL row with a fresh reference; scores may go below 0 only through the ledger's own sum. */
export async function adjustScore(
  ctx: ShopContext,
  input: z.output<typeof scoreAdjustInput>,
): Promise<{ score: ConsoleScore; total: number }> {
  const _by = actorOf(ctx)._user;
  return inTransaction(ctx, async (ctx) => {
    const member = await memberToAdjust(ctx, input._user, { shoppersOnly: true });
    const reference = crypto.randomUUID();
    await appendScore(ctx, {
      _user: member._id,
      amount: input.amount,
      source: 'MANUAL',
      reference,
      reason: input.reason,
      _by,
    });
    const total = await scoreTotal(ctx, member._id);
    await recordAudit(ctx, {
      action: 'SCORE_ADJUST',
      targetKind: 'USER',
      _target: member._id,
      before: { score: total - input.amount },
      after: { score: total },
      reason: input.reason,
    });
    const score = toConsoleScore(await ledgerEntry(ctx, scoreLedger, reference));
    return { score, total };
  });
}

const scoreSheet: SheetColumn<ConsoleScore>[] = [
  { header: '내용', key: 'source', width: 16, value: (s) => s.sourceLabel },
  { header: '사유', key: 'reason', width: 30, value: (s) => s.reason ?? '' },
];

const tags = ['console: scores'];

export const scoresConsole: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/scores',
    {
      schema: {
        tags,
        summary: '실적 점수 내역 (회원·내용·기간; skip/limit; format=xlsx)',
        querystring: consoleScoresQuerySchema,
        response: { 200: consoleScoresEnvelope },
      },
    },
    async (req, reply) => {
      if (req.query.format === 'xlsx') {
        const { scores } = await listConsoleScores(req.ctx, req.query, null);
        const book = await ledgerWorkbook('실적 점수', scoreSheet, { header: '점수', width: 10 }, scores);
        return sendWorkbook(reply, book, 'scores.xlsx', `실적점수_${formatDate(req.ctx.now)}.xlsx`);
      }
      const { totalCount, scores } = await listConsoleScores(req.ctx, req.query, pagingOf(req));
      return { summary: { totalCount }, scores };
    },
  );

  app.post(
    '/users/scores',
    {
      schema: {
        tags,
        summary: '실적 점수 조정 (MANUAL; 사유 필수)',
        body: scoreAdjustInputSchema,
        response: { 201: scoreAdjustEnvelope },
      },
    },
    async (req, reply) => reply.status(201).send(await adjustScore(req.ctx, req.body)),
  );
};
