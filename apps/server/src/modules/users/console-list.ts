import {
  auditLogsQuery,
  type ConsoleUser,
  type consoleUserDetail,
  type consoleUsersQuery,
} from '@shop/contracts';
import { and, count, desc, eq, exists, gte, ilike, lt, not, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { containsPattern, nameContains } from '../../db/like.ts';
import {
  memberRequests,
  termAgreements,
  terms,
  termVersions,
  userHistories,
  users,
} from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import { listAuditLogs } from '../audit/reading.ts';
import { requestsForConsole } from '../member-requests/service.ts';
import { seoulPeriod } from '../orders/amounts.ts';
import { consoleRows } from './console-rows.ts';

/**
 * Members as the console lists and shows them (changes: console-type-change.ts, console-suspension.ts,
 * console-edits.ts; the member's own account: service.ts).
 */

/** The optional term whose agreement is 마케팅 정보 수신 동의 (db/seed/terms.ts). */
const MARKETING_TERM_CODE = 'marketing';

/** The console's member list, filtered and sorted; `paging` null is the whole list (the Excel file). */
export async function listUsers(
  ctx: ShopContext,
  query: z.output<typeof consoleUsersQuery>,
  paging: Paging | null,
): Promise<{ totalCount: number; users: ConsoleUser[] }> {
  const conditions = [];
  if (query.type) conditions.push(eq(users.type, query.type));
  if (query.state) conditions.push(eq(users.state, query.state));
  if (query.request === 'AWAITING') {
    conditions.push(
      exists(
        ctx.db
          .select({ one: sql`1` })
          .from(memberRequests)
          .where(and(eq(memberRequests._user, users._id), eq(memberRequests.status, 'AWAITING'))),
      ),
    );
  }
  if (query.grade) conditions.push(eq(users.gradeCode, query.grade));
  const { start, end } = seoulPeriod(query.from, query.to);
  if (start) conditions.push(gte(users.createdAt, start));
  if (end) conditions.push(lt(users.createdAt, end));
  if (query._promoter) conditions.push(eq(users._promoter, query._promoter));
  if (query.marketing) {
    const agreed = exists(
      ctx.db
        .select({ one: sql`1` })
        .from(termAgreements)
        .innerJoin(terms, eq(terms._id, termAgreements._term))
        .where(and(eq(termAgreements._user, users._id), eq(terms.code, MARKETING_TERM_CODE))),
    );
    conditions.push(query.marketing === 'AGREED' ? agreed : not(agreed));
  }
  if (query.searchValue) {
    const value = query.searchKey === 'phone' ? query.searchValue.replace(/\D/g, '') : query.searchValue;
    // A phone search without a digit ('---') matches nobody rather than everybody.
    if (!value) return { totalCount: 0, users: [] };
    conditions.push(
      query.searchKey === 'name'
        ? nameContains(value)
        : ilike(users[query.searchKey], containsPattern(value)),
    );
  }
  const where = and(...conditions);
  const countAll = async () => {
    const [total] = await ctx.db.select({ value: count() }).from(users).where(where);
    return Number(total?.value ?? 0);
  };
  // A search reads its matches anyway to sort them: one pass counts them too. The whole list (no
  // term) is paged along an index and stops after a page, so it is counted apart.
  const searching = Boolean(query.searchValue) && paging !== null;
  const { members, total } = await consoleRows(ctx, where, {
    paging: paging ?? undefined,
    sort: query.sort,
    withTotal: searching,
  });
  const totalCount =
    paging === null ? members.length : searching && total !== null ? total : await countAll();
  return { totalCount, users: members };
}

export async function getUserForConsole(
  ctx: ShopContext,
  _user: string,
): Promise<z.output<typeof consoleUserDetail>> {
  const [user] = (await consoleRows(ctx, eq(users._id, _user))).members;
  if (!user) throw notFound('USER_NOT_FOUND', '회원을 찾을 수 없습니다');
  const agreements = await ctx.db
    .select({
      code: terms.code,
      subject: terms.subject,
      necessary: terms.necessary,
      version: termVersions.version,
      agreedAt: termAgreements.agreedAt,
    })
    .from(termAgreements)
    .innerJoin(terms, eq(terms._id, termAgreements._term))
    .innerJoin(termVersions, eq(termVersions._id, termAgreements._version))
    .where(eq(termAgreements._user, _user))
    .orderBy(terms.order);
  const by = alias(users, 'by');
  const histories = await ctx.db
    .select({ history: userHistories, by: { _id: by._id, username: by.username } })
    .from(userHistories)
    .leftJoin(by, eq(by._id, userHistories._by))
    .where(eq(userHistories._user, _user))
    .orderBy(desc(userHistories.createdAt));
  return {
    ...user,
    agreements: agreements.map((a) => ({ ...a, agreedAt: a.agreedAt.toISOString() })),
    histories: histories.map(({ history: h, by }) => ({
      _id: h._id,
      action: h.action,
      before: h.before,
      after: h.after,
      reason: h.reason,
      by: by?._id ? by : null,
      createdAt: h.createdAt.toISOString(),
    })),
    requests: await requestsForConsole(ctx, _user),
    audits: (
      await listAuditLogs(ctx, auditLogsQuery.parse({ targetKind: 'USER', target: _user }), {
        skip: 0,
        limit: 50,
      })
    ).auditLogs,
  };
}
