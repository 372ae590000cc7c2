import {
  type ConsoleScore,
  consoleScoresEnvelope,
  type consoleScoresQuery,
  consoleScoresQuery as consoleScoresQuerySchema,
  formatDate,
  formatDateTime,
  type ScoreSource,
  scoreAdjustEnvelope,
  type scoreAdjustInput,
  scoreAdjustInput as scoreAdjustInputSchema,
  scoreSourceLabel,
} from '@shop/contracts';
import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { memberMatching } from '../../db/like.ts';
import { scoreLedger, users } from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { newWorkbook } from '../../http/excel.ts';
import { type Paging, pagingOf } from '../../http/paging.ts';
import { recordAudit } from '../audit/record.ts';
import { seoulPeriod } from '../orders/amounts.ts';
import { appendScore, scoreTotal } from './ledger.ts';

/** /api/console/users/scores: every member's 실적 점수 rows, and the operator's adjustment (MANUAL). */

const operator = alias(users, 'operator');
const selectScores = (ctx: ShopContext) =>
  ctx.db
    .select({
      row: scoreLedger,
      user: { _id: users._id, username: users.username, name: users.name },
      by: { _id: operator._id, username: operator.username, name: operator.name },
    })
    .from(scoreLedger)
    .innerJoin(users, eq(users._id, scoreLedger._user))
    .leftJoin(operator, eq(operator._id, scoreLedger._by));
type Joined = Awaited<ReturnType<ReturnType<typeof selectScores>['execute']>>[number];

const toConsoleScore = ({ row, user, by }: Joined): ConsoleScore => ({
  _id: row._id,
  source: row.source as ScoreSource,
  sourceLabel: scoreSourceLabel[row.source as ScoreSource] ?? row.source,
  reason: row.reason,
  amount: row.amount,
  _purchase: row._purchase,
  user,
  by: by?._id ? by : null,
  createdAt: row.createdAt.toISOString(),
});

export async function listConsoleScores(
  ctx: ShopContext,
  query: z.output<typeof consoleScoresQuery>,
  paging: Paging | null,
): Promise<{ totalCount: number; scores: ConsoleScore[] }> {
  const { start, end } = seoulPeriod(query.from, query.to);
  const where = and(
    query.source ? eq(scoreLedger.source, query.source) : undefined,
    memberMatching(query.searchValue),
    start ? gte(scoreLedger.createdAt, start) : undefined,
    end ? lt(scoreLedger.createdAt, end) : undefined,
  );
  const [total] = await ctx.db
    .select({ value: count() })
    .from(scoreLedger)
    .innerJoin(users, eq(users._id, scoreLedger._user))
    .where(where);
  const base = selectScores(ctx).where(where).orderBy(desc(scoreLedger.createdAt), desc(scoreLedger._id));
  const rows = paging ? await base.offset(paging.skip).limit(paging.limit) : await base;
  return { totalCount: Number(total?.value ?? 0), scores: rows.map(toConsoleScore) };
}

/** One MANUAL row with a fresh reference; scores may go below 0 only through the ledger's own sum. */
export async function adjustScore(
  ctx: ShopContext,
  input: z.output<typeof scoreAdjustInput>,
): Promise<{ score: ConsoleScore; total: number }> {
  const _by = actorOf(ctx)._user;
  return inTransaction(ctx, async (ctx) => {
    const [member] = await ctx.db
      .select({ _id: users._id, type: users.type, state: users.state })
      .from(users)
      .where(eq(users._id, input._user));
    if (!member || member.type === 'OPERATOR' || member.state === 'LEFT') {
      throw notFound('USER_NOT_FOUND', '회원을 찾을 수 없습니다');
    }
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
    const [row] = await selectScores(ctx).where(eq(scoreLedger.reference, reference));
    return { score: toConsoleScore(row!), total };
  });
}

async function scoresWorkbook(scores: ConsoleScore[]): Promise<Buffer> {
  const book = await newWorkbook();
  const sheet = book.addWorksheet('실적 점수');
  sheet.columns = [
    { header: '일시', key: 'createdAt', width: 20 },
    { header: '아이디', key: 'username', width: 16 },
    { header: '이름', key: 'name', width: 12 },
    { header: '내용', key: 'source', width: 16 },
    { header: '사유', key: 'reason', width: 30 },
    { header: '점수', key: 'amount', width: 10 },
    { header: '처리자', key: 'by', width: 12 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const s of scores) {
    sheet.addRow({
      createdAt: formatDateTime(s.createdAt),
      username: s.user.username,
      name: s.user.name,
      source: s.sourceLabel,
      reason: s.reason ?? '',
      amount: s.amount,
      by: s.by?.name ?? '',
    });
  }
  sheet.getColumn('amount').numFmt = '#,##0;-#,##0';
  return Buffer.from(await book.xlsx.writeBuffer());
}

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
        const name = encodeURIComponent(`실적점수_${formatDate(req.ctx.now)}.xlsx`);
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="scores.xlsx"; filename*=UTF-8''${name}`)
          .send((await scoresWorkbook(scores)) as never);
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
