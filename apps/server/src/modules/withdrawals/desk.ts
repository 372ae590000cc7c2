import {
  type ConsoleWithdrawal,
  type consoleWithdrawalsQuery,
  seoulDay,
  seoulDayStart,
  type taxReportQuery,
  type withdrawalDecisionInput,
} from '@shop/contracts';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { memberMatching } from '../../db/like.ts';
import { consoleExports, memberRequests, users, withdrawals } from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { conflict, notFound, refused } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import { recordAudit } from '../audit/record.ts';
import { appendBonus } from '../bonuses/ledger.ts';
import { decryptRrn } from '../member-requests/rrn.ts';
import { withdrawalPaidMessage } from '../messages/member-events.ts';
import { seoulPeriod } from '../orders/amounts.ts';
import { toWithdrawal, type WithdrawalRow } from './service.ts';

/**
 * The operator's side of 수당 출금 (/console/user-bonuses): the list, 입금완료 / 반려 (the withdrawal's one
 * state writer after the request), the bank-transfer sheet and the monthly 사업소득 지급명세.
 */

const decider = alias(users, 'decider');

const selectWithdrawals = (ctx: ShopContext) =>
  ctx.db
    .select({
      row: withdrawals,
      user: { _id: users._id, username: users.username, name: users.name },
      decidedBy: { _id: decider._id, username: decider.username, name: decider.name },
    })
    .from(withdrawals)
    .innerJoin(users, eq(users._id, withdrawals._user))
    .leftJoin(decider, eq(decider._id, withdrawals._decidedBy));

type Joined = {
  row: WithdrawalRow;
  user: ConsoleWithdrawal['user'];
  decidedBy: ConsoleWithdrawal['user'] | null;
};

// Operators see the whole account number: the transfer needs it.
const toConsoleWithdrawal = ({ row, user, decidedBy }: Joined): ConsoleWithdrawal => ({
  ...toWithdrawal(row, false),
  user,
  decidedBy: decidedBy?._id ? decidedBy : null,
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/** Every member's withdrawals, newest first; `paging` null is the whole list (an Excel file). */
export async function listConsoleWithdrawals(
  ctx: ShopContext,
  query: z.output<typeof consoleWithdrawalsQuery>,
  paging: Paging | null,
): Promise<{ totalCount: number; withdrawals: ConsoleWithdrawal[] }> {
  const { start, end } = seoulPeriod(query.from, query.to);
  const where = and(
    query.status ? eq(withdrawals.status, query.status) : undefined,
    memberMatching(query.searchValue),
    start ? gte(withdrawals.createdAt, start) : undefined,
    end ? lt(withdrawals.createdAt, end) : undefined,
  );
  const [total] = await ctx.db
    .select({ value: count() })
    .from(withdrawals)
    .innerJoin(users, eq(users._id, withdrawals._user))
    .where(where);
  const base = selectWithdrawals(ctx)
    .where(where)
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals._id));
  const rows = paging ? await base.offset(paging.skip).limit(paging.limit) : await base;
  return { totalCount: Number(total?.value ?? 0), withdrawals: rows.map(toConsoleWithdrawal) };
}

/**
 * 입금완료 (APPROVED with the deposit's date; today unless told) or 반려 (REJECTED with a reason and one
 * +amount BONUS__DEBIT row, WITHDRAWAL_REJECTED, keyed by the withdrawal). Only an AWAITING request
 * moves, by a conditional update: sent twice, the second finds nothing to move (409), so the money
 * comes back once.
 */
export async function decideWithdrawal(
  ctx: ShopContext,
  _withdrawal: string,
  input: z.output<typeof withdrawalDecisionInput>,
): Promise<ConsoleWithdrawal> {
  const _by = actorOf(ctx)._user;
  return inTransaction(ctx, async (ctx) => {
    const today = seoulDay(ctx.now);
    const change =
      input.status === 'APPROVED'
        ? {
            status: 'APPROVED' as const,
            paidAt: !input.paidAt || input.paidAt === today ? ctx.now : seoulDayStart(input.paidAt),
          }
        : { status: 'REJECTED' as const, reason: input.reason };
    if (input.status === 'APPROVED' && input.paidAt && input.paidAt > today) {
      throw refused('PAID_IN_FUTURE', '입금일은 오늘 이후로 입력할 수 없습니다');
    }
    const [moved] = await ctx.db
      .update(withdrawals)
      .set({ ...change, decidedAt: ctx.now, _decidedBy: _by })
      .where(and(eq(withdrawals._id, _withdrawal), eq(withdrawals.status, 'AWAITING')))
      .returning();
    if (!moved) {
      const [row] = await ctx.db
        .select({ _id: withdrawals._id })
        .from(withdrawals)
        .where(eq(withdrawals._id, _withdrawal));
      if (!row) throw notFound('WITHDRAWAL_NOT_FOUND', '출금 신청을 찾을 수 없습니다');
      throw conflict('WITHDRAWAL_DECIDED', '이미 처리된 출금 신청입니다');
    }
    if (moved.status === 'REJECTED') {
      await appendBonus(ctx, {
        _user: moved._user,
        amount: moved.amount,
        type: 'BONUS__DEBIT',
        source: 'WITHDRAWAL_REJECTED',
        reference: moved._id,
        reason: input.status === 'REJECTED' ? input.reason : null,
        _by,
      });
    }
    if (moved.status === 'APPROVED') await withdrawalPaidMessage(ctx, moved);
    await recordAudit(ctx, {
      action: moved.status === 'APPROVED' ? 'WITHDRAWAL_COMPLETE' : 'WITHDRAWAL_REJECT',
      targetKind: 'WITHDRAWAL',
      _target: moved._id,
      before: { status: 'AWAITING' },
      after: {
        status: moved.status,
        amount: moved.amount,
        ...(moved.paidAt ? { paidAt: moved.paidAt } : {}),
      },
      reason: input.status === 'REJECTED' ? input.reason : null,
    });
    const [joined] = await selectWithdrawals(ctx).where(eq(withdrawals._id, moved._id));
    return toConsoleWithdrawal(joined!);
  });
}

export type TaxReportLine = {
  name: string;
  residentRegistrationNumber: string;
  username: string;
  payments: number;
  gross: number;
  incomeTax: number;
  localTax: number;
};

/**
 * 사업소득 지급명세 of a month: per promoter, the withdrawals marked paid in that Seoul month. The only
 * place a resident registration number is decrypted (DOMAIN.md Console); each download is recorded
 * with its reason in the same transaction that reads the numbers.
 */
export async function taxReport(
  ctx: ShopContext,
  query: z.output<typeof taxReportQuery>,
  request: { ip: string; requestId: string },
): Promise<TaxReportLine[]> {
  const start = seoulDayStart(`${query.month}-01`);
  const [year, month] = query.month.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  const end = seoulDayStart(`${next}-01`);
  return inTransaction(ctx, async (ctx) => {
    const paid = await ctx.db
      .select({ row: withdrawals, username: users.username, name: users.name })
      .from(withdrawals)
      .innerJoin(users, eq(users._id, withdrawals._user))
      .where(
        and(
          eq(withdrawals.status, 'APPROVED'),
          gte(withdrawals.paidAt, start),
          lt(withdrawals.paidAt, end),
        ) as SQL,
      )
      .orderBy(users.name, withdrawals.paidAt);
    const lines = new Map<string, TaxReportLine>();
    for (const { row, username, name } of paid) {
      const line = lines.get(row._user) ?? {
        name,
        residentRegistrationNumber: '',
        username,
        payments: 0,
        gross: 0,
        incomeTax: 0,
        localTax: 0,
      };
      line.payments += 1;
      line.gross += row.amount;
      line.incomeTax += row.incomeTax;
      line.localTax += row.localTax;
      lines.set(row._user, line);
    }
    for (const [_user, line] of lines) {
      const [approved] = await ctx.db
        .select({ cipher: memberRequests.rrnCipher, name: memberRequests.certifiedName })
        .from(memberRequests)
        .where(and(eq(memberRequests._user, _user), eq(memberRequests.status, 'APPROVED')))
        .orderBy(desc(memberRequests.decidedAt))
        .limit(1);
      if (approved) {
        line.name = approved.name;
        line.residentRegistrationNumber = formatRrn(decryptRrn(ctx.config.rrnKey, approved.cipher));
      }
    }
    await ctx.db.insert(consoleExports).values({
      _by: actorOf(ctx)._user,
      kind: 'TAX_REPORT',
      params: { month: query.month },
      reason: query.reason,
      rowCount: lines.size,
      ip: request.ip,
      requestId: request.requestId,
      createdAt: ctx.now,
    });
    await recordAudit(ctx, {
      action: 'EXPORT',
      targetKind: 'EXPORT',
      _target: 'TAX_REPORT',
      after: { month: query.month, rowCount: lines.size },
      reason: query.reason,
    });
    return [...lines.values()];
  });
}

const formatRrn = (digits: string) => `${digits.slice(0, 6)}-${digits.slice(6)}`;
