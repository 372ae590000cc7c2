import type { InquiryFile, MyInquiry, myInquiriesQuery } from '@shop/contracts';
import { memberEditableInquiryStates } from '@shop/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { inquiries } from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { refused } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import { filesOf, removeInquiryFiles } from './files.ts';
import { inquiryNotFound, unansweredInquiry } from './listing.ts';
import { isRequest, type RequestInput, requestFieldsOf, requestValues } from './request-fields.ts';

const toMyInquiry = (i: typeof inquiries.$inferSelect, files: InquiryFile[]): MyInquiry => ({
  _id: i._id,
  kinds: i.kinds as MyInquiry['kinds'],
  name: i.name,
  contact: i.contact,
  state: i.state,
  createdAt: i.createdAt.toISOString(),
  ...requestFieldsOf(i),
  files,
});

/** The member's inquiries of every kind (or one), newest first, and how many still wait for an answer. */
export async function listMyInquiries(
  ctx: ShopContext,
  query: z.output<typeof myInquiriesQuery>,
  paging: Paging,
): Promise<{ totalCount: number; unansweredCount: number; inquiries: MyInquiry[] }> {
  const mine = eq(inquiries._user, actorOf(ctx)._user);
  const where = and(mine, query.kind ? sql`${query.kind} = any(${inquiries.kinds})` : undefined);
  const [counts] = await ctx.db
    .select({
      total: count(),
      unanswered: sql<number>`count(*) filter (where ${unansweredInquiry})`.mapWith(Number),
    })
    .from(inquiries)
    .where(where);
  const rows = await ctx.db
    .select()
    .from(inquiries)
    .where(where)
    .orderBy(desc(inquiries.createdAt), desc(inquiries._id))
    .offset(paging.skip)
    .limit(paging.limit);
  const files = await filesOf(
    ctx,
    rows.map((r) => r._id),
  );
  return {
    totalCount: Number(counts?.total ?? 0),
    unansweredCount: counts?.unanswered ?? 0,
    inquiries: rows.map((r) => toMyInquiry(r, files.get(r._id) ?? [])),
  };
}

/** Another member's inquiry, or a guest's, is not found: its existence is nobody else's business. */
async function myInquiryRow(ctx: ShopContext, _id: string, lock = false) {
  const query = ctx.db
    .select()
    .from(inquiries)
    .where(and(eq(inquiries._id, _id), eq(inquiries._user, actorOf(ctx)._user)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw inquiryNotFound();
  return row;
}

export async function getMyInquiry(ctx: ShopContext, _id: string): Promise<MyInquiry> {
  const row = await myInquiryRow(ctx, _id);
  const files = await filesOf(ctx, [_id]);
  return toMyInquiry(row, files.get(_id) ?? []);
}

const inquiryTaken = (action: string) =>
  refused(
    'INQUIRY_NOT_EDITABLE',
    `접수 상태의 문의만 ${action}할 수 있습니다. 이미 상담이 시작되었거나 답변된 문의입니다`,
  );

/** The member changes a request while it is 접수 and unanswered; afterwards 422. */
export async function editMyInquiry(ctx: ShopContext, _id: string, input: RequestInput): Promise<MyInquiry> {
  return inTransaction(ctx, async (ctx) => {
    const current = await myInquiryRow(ctx, _id, true);
    if (!memberEditableInquiryStates.includes(current.state) || current.answer !== null) {
      throw inquiryTaken('수정');
    }
    if (!isRequest(current.kinds)) {
      throw refused('INQUIRY_NOT_EDITABLE', '설치 문의는 수정할 수 없습니다. 고객센터로 연락해주세요');
    }
    const [row] = await ctx.db
      .update(inquiries)
      .set({ ...requestValues(input), updatedAt: ctx.now })
      .where(eq(inquiries._id, _id))
      .returning();
    const files = await filesOf(ctx, [_id]);
    return toMyInquiry(row!, files.get(_id) ?? []);
  });
}

/** The member withdraws an inquiry while it is 접수 and unanswered: deleted with its history. */
export async function deleteMyInquiry(ctx: ShopContext, _id: string): Promise<void> {
  await inTransaction(ctx, async (ctx) => {
    const current = await myInquiryRow(ctx, _id, true);
    if (!memberEditableInquiryStates.includes(current.state) || current.answer !== null) {
      throw inquiryTaken('삭제');
    }
    await ctx.db.delete(inquiries).where(eq(inquiries._id, _id));
  });
  await removeInquiryFiles(ctx, _id);
}
