import {
  type ConsoleProductQuestion,
  type consoleProductQuestionsQuery,
  type myProductQuestionsQuery,
  type ProductQuestion,
  type productQuestionAnswerInput,
  type productQuestionEditInput,
  type productQuestionInput,
  productQuestionMessages,
  SECRET_QUESTION_TEXT,
  seoulDayStart,
} from '@shop/contracts';
import { and, asc, count, desc, eq, gte, ilike, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { containsPattern } from '../../db/like.ts';
import { productQuestions, products, users } from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { notFound, refused } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import { maskUsername, readableBy } from './mask.ts';

const questionNotFound = () => notFound('PRODUCT_QUESTION_NOT_FOUND', productQuestionMessages.notFound);

type Row = {
  q: typeof productQuestions.$inferSelect;
  username: string;
  product: { _id: string; name: string; thumb: string | null };
};

const shopColumns = {
  q: productQuestions,
  username: users.username,
  product: { _id: products._id, name: products.name, thumb: products.thumb },
};

/** A question as the caller may read it (decision 0037: masking happens here, nowhere else). */
function toShopQuestion(
  ctx: ShopContext,
  { q, username, product }: Row,
  withProduct: boolean,
): ProductQuestion {
  const readable = readableBy(q, ctx.actor);
  return {
    _id: q._id,
    _product: q._product,
    author: maskUsername(username),
    subject: readable ? q.subject : SECRET_QUESTION_TEXT,
    content: readable ? q.content : SECRET_QUESTION_TEXT,
    secret: q.secret,
    masked: !readable,
    mine: ctx.actor?._user === q._user,
    answered: q.answer !== null,
    answer: q.answer === null ? null : readable ? q.answer : SECRET_QUESTION_TEXT,
    answeredAt: q.answeredAt?.toISOString() ?? null,
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
    ...(withProduct ? { product } : {}),
  };
}

const selectShop = (ctx: ShopContext) =>
  ctx.db
    .select(shopColumns)
    .from(productQuestions)
    .innerJoin(users, eq(users._id, productQuestions._user))
    .innerJoin(products, eq(products._id, productQuestions._product));

async function page(ctx: ShopContext, where: SQL | undefined, paging: Paging, withProduct: boolean) {
  const [total] = await ctx.db.select({ value: count() }).from(productQuestions).where(where);
  const rows = await selectShop(ctx)
    .where(where)
    .orderBy(desc(productQuestions.createdAt), desc(productQuestions._id))
    .offset(paging.skip)
    .limit(paging.limit);
  return {
    totalCount: Number(total?.value ?? 0),
    inquires: rows.map((row) => toShopQuestion(ctx, row, withProduct)),
  };
}

/** The product page's 문의 tab, newest first; anyone may read it, 비밀글 masked as above. */
export async function listProductQuestions(ctx: ShopContext, _product: string, paging: Paging) {
  return page(ctx, eq(productQuestions._product, _product), paging, false);
}

/** /mypage/qna: the member's own questions, newest first, each with its product; answered or not. */
export async function listMyQuestions(
  ctx: ShopContext,
  query: z.output<typeof myProductQuestionsQuery>,
  paging: Paging,
) {
  const state =
    query.answered === 'ANSWERED'
      ? isNotNull(productQuestions.answer)
      : query.answered === 'UNANSWERED'
        ? isNull(productQuestions.answer)
        : undefined;
  return page(ctx, and(eq(productQuestions._user, actorOf(ctx)._user), state), paging, true);
}

async function readOne(ctx: ShopContext, _id: string): Promise<ProductQuestion> {
  const [row] = await selectShop(ctx).where(eq(productQuestions._id, _id));
  if (!row) throw questionNotFound();
  return toShopQuestion(ctx, row, true);
}

/** A member asks about a product on display; a hidden or unknown product answers 404. */
export async function askQuestion(
  ctx: ShopContext,
  input: z.output<typeof productQuestionInput>,
): Promise<ProductQuestion> {
  const actor = actorOf(ctx);
  const [product] = await ctx.db
    .select({ _id: products._id })
    .from(products)
    .where(and(eq(products._id, input._product), eq(products.isDisplayed, true)));
  if (!product) throw notFound('PRODUCT_NOT_FOUND', '상품을 찾을 수 없습니다');
  const [row] = await ctx.db
    .insert(productQuestions)
    .values({
      _product: input._product,
      _user: actor._user,
      subject: input.subject,
      content: input.content,
      secret: input.secret,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning({ _id: productQuestions._id });
  return readOne(ctx, row!._id);
}

/**
 * The author's own question, locked, for a change; another member's reads as unknown (404) so ids
 * cannot be probed. An answered question keeps what was answered (422).
 */
async function lockOwnUnanswered(ctx: ShopContext, _id: string, message: string) {
  const [current] = await ctx.db
    .select()
    .from(productQuestions)
    .where(and(eq(productQuestions._id, _id), eq(productQuestions._user, actorOf(ctx)._user)))
    .for('update');
  if (!current) throw questionNotFound();
  if (current.answer !== null) throw refused('PRODUCT_QUESTION_ANSWERED', message);
  return current;
}

export async function editQuestion(
  ctx: ShopContext,
  _id: string,
  input: z.output<typeof productQuestionEditInput>,
): Promise<ProductQuestion> {
  await inTransaction(ctx, async (ctx) => {
    await lockOwnUnanswered(ctx, _id, productQuestionMessages.answered);
    await ctx.db
      .update(productQuestions)
      .set({ subject: input.subject, content: input.content, secret: input.secret, updatedAt: ctx.now })
      .where(eq(productQuestions._id, _id));
  });
  return readOne(ctx, _id);
}

export async function deleteQuestion(ctx: ShopContext, _id: string): Promise<void> {
  await inTransaction(ctx, async (ctx) => {
    await lockOwnUnanswered(ctx, _id, productQuestionMessages.answeredDelete);
    await ctx.db.delete(productQuestions).where(eq(productQuestions._id, _id));
  });
}

// ---- console ----

const answerer = alias(users, 'answerer');

const consoleColumns = {
  q: productQuestions,
  product: { _id: products._id, name: products.name },
  user: { _id: users._id, username: users.username, name: users.name },
  answerer: { _id: answerer._id, name: answerer.name },
};

type ConsoleRow = {
  q: typeof productQuestions.$inferSelect;
  product: { _id: string; name: string };
  user: { _id: string; username: string; name: string };
  answerer: { _id: string; name: string } | null;
};

const toConsoleQuestion = ({ q, product, user, answerer }: ConsoleRow): ConsoleProductQuestion => ({
  _id: q._id,
  product,
  user,
  subject: q.subject,
  content: q.content,
  secret: q.secret,
  answer: q.answer,
  answeredAt: q.answeredAt?.toISOString() ?? null,
  answerer,
  createdAt: q.createdAt.toISOString(),
  updatedAt: q.updatedAt.toISOString(),
});

const selectConsole = (ctx: ShopContext) =>
  ctx.db
    .select(consoleColumns)
    .from(productQuestions)
    .innerJoin(users, eq(users._id, productQuestions._user))
    .innerJoin(products, eq(products._id, productQuestions._product))
    .leftJoin(answerer, eq(answerer._id, productQuestions._answerer));

/** The console list: unanswered first, then newest; filters as the query's comment says. */
export async function listConsoleQuestions(
  ctx: ShopContext,
  query: z.output<typeof consoleProductQuestionsQuery>,
  paging: Paging,
): Promise<{ totalCount: number; inquires: ConsoleProductQuestion[] }> {
  const conditions: (SQL | undefined)[] = [];
  if (query._product) conditions.push(eq(productQuestions._product, query._product));
  if (query._user) conditions.push(eq(productQuestions._user, query._user));
  if (query.answered === 'ANSWERED') conditions.push(isNotNull(productQuestions.answer));
  if (query.answered === 'UNANSWERED') conditions.push(isNull(productQuestions.answer));
  if (query.from) conditions.push(gte(productQuestions.createdAt, seoulDayStart(query.from)));
  if (query.to) conditions.push(lt(productQuestions.createdAt, seoulDayStart(query.to, 1)));
  if (query.searchValue) {
    const pattern = containsPattern(query.searchValue);
    conditions.push(
      or(ilike(products.name, pattern), ilike(users.username, pattern), ilike(users.name, pattern)),
    );
  }
  const where = and(...conditions);
  const [total] = await ctx.db
    .select({ value: count() })
    .from(productQuestions)
    .innerJoin(users, eq(users._id, productQuestions._user))
    .innerJoin(products, eq(products._id, productQuestions._product))
    .where(where);
  const rows = await selectConsole(ctx)
    .where(where)
    .orderBy(
      asc(sql`${productQuestions.answeredAt} is not null`),
      desc(productQuestions.createdAt),
      desc(productQuestions._id),
    )
    .offset(paging.skip)
    .limit(paging.limit);
  return { totalCount: Number(total?.value ?? 0), inquires: rows.map(toConsoleQuestion) };
}

export async function getConsoleQuestion(ctx: ShopContext, _id: string): Promise<ConsoleProductQuestion> {
  const [row] = await selectConsole(ctx).where(eq(productQuestions._id, _id));
  if (!row) throw questionNotFound();
  return toConsoleQuestion(row);
}

/** The operator answers, or corrects the answer; who and when are recorded each time. */
export async function answerQuestion(
  ctx: ShopContext,
  _id: string,
  input: z.output<typeof productQuestionAnswerInput>,
): Promise<ConsoleProductQuestion> {
  const updated = await ctx.db
    .update(productQuestions)
    .set({ answer: input.answer, answeredAt: ctx.now, _answerer: actorOf(ctx)._user, updatedAt: ctx.now })
    .where(eq(productQuestions._id, _id))
    .returning({ _id: productQuestions._id });
  if (updated.length === 0) throw questionNotFound();
  return getConsoleQuestion(ctx, _id);
}

/** An operator removes a question (abuse, spam), answered or not. */
export async function removeQuestion(ctx: ShopContext, _id: string): Promise<void> {
  const deleted = await ctx.db
    .delete(productQuestions)
    .where(eq(productQuestions._id, _id))
    .returning({ _id: productQuestions._id });
  if (deleted.length === 0) throw questionNotFound();
  ctx.log.info({ question: _id, by: actorOf(ctx)._user }, 'product question deleted');
}
