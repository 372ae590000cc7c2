import type { Inquiry, InquiryFile, InquiryHistory, InquiryState, inquiriesQuery } from '@shop/contracts';
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { containsPattern } from '../../db/like.ts';
import { inquiries, inquiryHistories, users } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import { filesOf } from './files.ts';
import { requestFieldsOf } from './request-fields.ts';

export const inquiryNotFound = () => notFound('INQUIRY_NOT_FOUND', '문의를 찾을 수 없습니다');

const handler = alias(users, 'handler');
const answerer = alias(users, 'answerer');

const inquiryColumns = {
  inquiry: inquiries,
  user: { _id: users._id, username: users.username, name: users.name },
  handler: { _id: handler._id, name: handler.name },
  answerer: { _id: answerer._id, name: answerer.name },
};

type InquiryRow = {
  inquiry: typeof inquiries.$inferSelect;
  user: { _id: string; username: string; name: string } | null;
  handler: { _id: string; name: string } | null;
  answerer: { _id: string; name: string } | null;
};

const toInquiry = ({ inquiry: i, user, handler, answerer }: InquiryRow, files: InquiryFile[]): Inquiry => ({
  ...requestFieldsOf(i),
  answeredBy: answerer,
  _id: i._id,
  kinds: i.kinds as Inquiry['kinds'],
  name: i.name,
  contact: i.contact,
  state: i.state,
  memo: i.memo,
  _user: i._user,
  user,
  agreedAt: i.agreedAt.toISOString(),
  handledBy: handler,
  handledAt: i.handledAt?.toISOString() ?? null,
  createdAt: i.createdAt.toISOString(),
  files,
});

const selectInquiries = (ctx: ShopContext) =>
  ctx.db
    .select(inquiryColumns)
    .from(inquiries)
    .leftJoin(users, eq(users._id, inquiries._user))
    .leftJoin(handler, eq(handler._id, inquiries._handledBy))
    .leftJoin(answerer, eq(answerer._id, inquiries._answeredBy));

/** Open (접수, 상담중) without an answer: the list's 미답변 filter and the dashboard's count alike. */
export const unansweredInquiry = and(
  isNull(inquiries.answer),
  inArray(inquiries.state, ['RECEIVED', 'IN_PROGRESS']),
)!;

/**
 * The console list, newest first. `searchValue` matches the name, or the contact by its digits
 * (010-1234 finds 01012345678); a whole list (`paging` null) feeds the Excel export.
 */
export async function listInquiries(
  ctx: ShopContext,
  query: z.output<typeof inquiriesQuery>,
  paging: Paging | null,
): Promise<{ totalCount: number; inquiries: Inquiry[] }> {
  const conditions: (SQL | undefined)[] = [];
  if (query.state) conditions.push(eq(inquiries.state, query.state));
  if (query.kind) conditions.push(sql`${query.kind} = any(${inquiries.kinds})`);
  if (query.answered === 'UNANSWERED') conditions.push(unansweredInquiry);
  if (query.answered === 'ANSWERED') conditions.push(isNotNull(inquiries.answer));
  if (query.searchValue) {
    const digits = query.searchValue.replace(/\D/g, '');
    conditions.push(
      or(
        ilike(inquiries.name, containsPattern(query.searchValue)),
        digits ? ilike(inquiries.contact, containsPattern(digits)) : undefined,
      ),
    );
  }
  const where = and(...conditions);
  const [total] = await ctx.db.select({ value: count() }).from(inquiries).where(where);
  const base = selectInquiries(ctx).where(where).orderBy(desc(inquiries.createdAt), desc(inquiries._id));
  const rows = paging ? await base.offset(paging.skip).limit(paging.limit) : await base;
  const files = await filesOf(
    ctx,
    rows.map((r) => r.inquiry._id),
  );
  return {
    totalCount: Number(total?.value ?? 0),
    inquiries: rows.map((r) => toInquiry(r, files.get(r.inquiry._id) ?? [])),
  };
}

export async function getInquiry(
  ctx: ShopContext,
  _id: string,
): Promise<{ inquiry: Inquiry; histories: InquiryHistory[] }> {
  const [row] = await selectInquiries(ctx).where(eq(inquiries._id, _id));
  if (!row) throw inquiryNotFound();
  const histories = await ctx.db
    .select({ history: inquiryHistories, by: { _id: users._id, name: users.name } })
    .from(inquiryHistories)
    .innerJoin(users, eq(users._id, inquiryHistories._by))
    .where(eq(inquiryHistories._inquiry, _id))
    .orderBy(desc(inquiryHistories.createdAt), desc(inquiryHistories._id));
  const files = await filesOf(ctx, [_id]);
  return {
    inquiry: toInquiry(row, files.get(_id) ?? []),
    histories: histories.map(({ history: h, by }) => ({
      _id: h._id,
      before: h.before as InquiryState,
      after: h.after as InquiryState,
      memo: h.memo,
      by,
      createdAt: h.createdAt.toISOString(),
    })),
  };
}
