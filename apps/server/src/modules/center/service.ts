import {
  type CenterPage,
  type CenterPageCode,
  centerPageCodes,
  type centerPageInput,
  type Faq,
  type FaqCategory,
  faqCategories,
  type faqInput,
  type faqsQuery,
  type Notification,
  type notificationInput,
  type notificationsQuery,
} from '@shop/contracts';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { containsPattern } from '../../db/like.ts';
import { centerPages, faqs, notifications } from '../../db/schema/index.ts';
import { actorOf, type ShopContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import { cleanDescription } from '../catalog/description.ts';

/**
 * The customer centre: notices (공지사항), FAQs and the service pages of /center/*. Everything an
 * operator writes here is HTML shown to every shopper, so it is sanitized on the way in.
 */

// ---- notices ----

type NotificationRow = typeof notifications.$inferSelect;
type Neighbour = { _id: string; subject: string } | null;
export type NotificationWithNeighbours = { notification: Notification; previous: Neighbour; next: Neighbour };

const notificationNotFound = () => notFound('NOTIFICATION_NOT_FOUND', '공지사항을 찾을 수 없습니다');

const toNotification = (row: NotificationRow, withContent = true): Notification => ({
  _id: row._id,
  subject: row.subject,
  content: withContent ? row.content : '',
  isPinned: row.isPinned,
  views: row.views,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The board's order: pinned notices first, then the newest; the id breaks ties so paging is stable. */
const noticeOrder = [desc(notifications.isPinned), desc(notifications.createdAt), desc(notifications._id)];

/** A page of notices without their bodies (a list shows subjects only). */
export async function listNotifications(
  ctx: ShopContext,
  query: z.output<typeof notificationsQuery>,
  paging: Paging,
): Promise<{ totalCount: number; notifications: Notification[] }> {
  const where = query.searchValue
    ? ilike(notifications.subject, containsPattern(query.searchValue))
    : undefined;
  const [total] = await ctx.db.select({ value: count() }).from(notifications).where(where);
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(...noticeOrder)
    .offset(paging.skip)
    .limit(paging.limit);
  return {
    totalCount: Number(total?.value ?? 0),
    notifications: rows.map((row) => toNotification(row, false)),
  };
}

/**
 * A notice with its neighbours in the board's order: `previous` is the one listed just above it
 * (이전글), `next` the one just below (다음글). The storefront counts a view per read.
 */
export async function getNotification(
  ctx: ShopContext,
  _id: string,
  { countView }: { countView: boolean },
): Promise<NotificationWithNeighbours> {
  const [row] = countView
    ? await ctx.db
        .update(notifications)
        .set({ views: sql`${notifications.views} + 1` })
        .where(eq(notifications._id, _id))
        .returning()
    : await ctx.db.select().from(notifications).where(eq(notifications._id, _id));
  if (!row) throw notificationNotFound();
  // Compared as a row value against the stored row itself, not a JavaScript Date: timestamps keep
  // microseconds that a Date would round away, and every sort key is descending.
  const key = sql`(${notifications.isPinned}, ${notifications.createdAt}, ${notifications._id})`;
  const current = sql`(select n.is_pinned, n.created_at, n.id from notifications n where n.id = ${_id})`;
  const neighbour = { _id: notifications._id, subject: notifications.subject };
  const [previous] = await ctx.db
    .select(neighbour)
    .from(notifications)
    .where(sql`${key} > ${current}`)
    .orderBy(asc(notifications.isPinned), asc(notifications.createdAt), asc(notifications._id))
    .limit(1);
  const [next] = await ctx.db
    .select(neighbour)
    .from(notifications)
    .where(sql`${key} < ${current}`)
    .orderBy(...noticeOrder)
    .limit(1);
  return { notification: toNotification(row), previous: previous ?? null, next: next ?? null };
}

type NotificationBody = z.output<typeof notificationInput>;

export async function createNotification(ctx: ShopContext, input: NotificationBody): Promise<string> {
  const [row] = await ctx.db
    .insert(notifications)
    .values({
      subject: input.subject,
      content: cleanDescription(input.content),
      isPinned: input.isPinned,
      _author: actorOf(ctx)._user,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning({ _id: notifications._id });
  return row!._id;
}

/** The author stays the operator who wrote the notice; the edit moves `updatedAt` only. */
export async function updateNotification(
  ctx: ShopContext,
  _id: string,
  input: NotificationBody,
): Promise<void> {
  const updated = await ctx.db
    .update(notifications)
    .set({
      subject: input.subject,
      content: cleanDescription(input.content),
      isPinned: input.isPinned,
      updatedAt: ctx.now,
    })
    .where(eq(notifications._id, _id))
    .returning({ _id: notifications._id });
  if (updated.length === 0) throw notificationNotFound();
}

export async function deleteNotification(ctx: ShopContext, _id: string): Promise<void> {
  const deleted = await ctx.db
    .delete(notifications)
    .where(eq(notifications._id, _id))
    .returning({ _id: notifications._id });
  if (deleted.length === 0) throw notificationNotFound();
}

// ---- FAQs ----

type FaqRow = typeof faqs.$inferSelect;

const faqNotFound = () => notFound('FAQ_NOT_FOUND', '자주 묻는 질문을 찾을 수 없습니다');

const toFaq = (row: FaqRow): Faq => ({
  _id: row._id,
  category: row.category,
  question: row.question,
  answer: row.answer,
  order: row.order,
  createdAt: row.createdAt.toISOString(),
});

/** Categories in the order of the FAQ tabs (주문/결제, 배송 …), then the operator's order. */
const categoryRank = sql`array_position(array[${sql.join(
  faqCategories.map((c) => sql`${c}`),
  sql`, `,
)}]::text[], ${faqs.category})`;

export async function listFaqs(
  ctx: ShopContext,
  query: z.output<typeof faqsQuery>,
  paging: Paging,
): Promise<{ totalCount: number; faqs: Faq[] }> {
  const conditions: (SQL | undefined)[] = [];
  if (query.category) conditions.push(eq(faqs.category, query.category));
  if (query.searchValue) {
    const pattern = containsPattern(query.searchValue);
    conditions.push(or(ilike(faqs.question, pattern), ilike(faqs.answer, pattern)));
  }
  const where = and(...conditions);
  const [total] = await ctx.db.select({ value: count() }).from(faqs).where(where);
  const rows = await ctx.db
    .select()
    .from(faqs)
    .where(where)
    .orderBy(categoryRank, asc(faqs.order), asc(faqs.createdAt), asc(faqs._id))
    .offset(paging.skip)
    .limit(paging.limit);
  return { totalCount: Number(total?.value ?? 0), faqs: rows.map(toFaq) };
}

export async function getFaq(ctx: ShopContext, _id: string): Promise<Faq> {
  const [row] = await ctx.db.select().from(faqs).where(eq(faqs._id, _id));
  if (!row) throw faqNotFound();
  return toFaq(row);
}

type FaqBody = z.output<typeof faqInput>;

const faqValues = (input: FaqBody) => ({
  category: input.category satisfies FaqCategory,
  question: input.question,
  answer: cleanDescription(input.answer),
  order: input.order,
});

export async function createFaq(ctx: ShopContext, input: FaqBody): Promise<Faq> {
  const [row] = await ctx.db
    .insert(faqs)
    .values({ ...faqValues(input), createdAt: ctx.now, updatedAt: ctx.now })
    .returning();
  return toFaq(row!);
}

export async function updateFaq(ctx: ShopContext, _id: string, input: FaqBody): Promise<Faq> {
  const [row] = await ctx.db
    .update(faqs)
    .set({ ...faqValues(input), updatedAt: ctx.now })
    .where(eq(faqs._id, _id))
    .returning();
  if (!row) throw faqNotFound();
  return toFaq(row);
}

export async function deleteFaq(ctx: ShopContext, _id: string): Promise<void> {
  const deleted = await ctx.db.delete(faqs).where(eq(faqs._id, _id)).returning({ _id: faqs._id });
  if (deleted.length === 0) throw faqNotFound();
}

// ---- service pages ----

type CenterPageRow = typeof centerPages.$inferSelect;

const pageNotFound = () => notFound('CENTER_PAGE_NOT_FOUND', '페이지를 찾을 수 없습니다');

const isPageCode = (code: string): code is CenterPageCode =>
  (centerPageCodes as readonly string[]).includes(code);

const toCenterPage = (row: CenterPageRow, withContent = true): CenterPage => ({
  _id: row._id,
  code: row.code as CenterPageCode,
  title: row.title,
  summary: row.summary,
  content: withContent ? row.content : '',
  updatedAt: row.updatedAt.toISOString(),
});

/** Every service page in the order of the centre's menu. Rows of retired codes are left out. */
export async function listCenterPages(
  ctx: ShopContext,
  { withContent }: { withContent: boolean },
): Promise<CenterPage[]> {
  const rows = await ctx.db.select().from(centerPages);
  return rows
    .filter((row) => isPageCode(row.code))
    .sort(
      (a, b) =>
        centerPageCodes.indexOf(a.code as CenterPageCode) - centerPageCodes.indexOf(b.code as CenterPageCode),
    )
    .map((row) => toCenterPage(row, withContent));
}

/** An unknown code is a page that does not exist: 404, as for a missing row. */
export async function getCenterPage(ctx: ShopContext, code: string): Promise<CenterPage> {
  if (!isPageCode(code)) throw pageNotFound();
  const [row] = await ctx.db.select().from(centerPages).where(eq(centerPages.code, code));
  if (!row) throw pageNotFound();
  return toCenterPage(row);
}

/**
 * An operator rewrites a service page. A page the base seed has not written yet (a code added
 * later) is created by its first save, so every code of the menu can be edited.
 */
export async function saveCenterPage(
  ctx: ShopContext,
  code: string,
  input: z.output<typeof centerPageInput>,
): Promise<CenterPage> {
  if (!isPageCode(code)) throw pageNotFound();
  const values = {
    title: input.title,
    summary: input.summary,
    content: cleanDescription(input.content),
    _updatedBy: actorOf(ctx)._user,
    updatedAt: ctx.now,
  };
  const [row] = await ctx.db
    .insert(centerPages)
    .values({ code, ...values, createdAt: ctx.now })
    .onConflictDoUpdate({ target: centerPages.code, set: values })
    .returning();
  return toCenterPage(row!);
}
