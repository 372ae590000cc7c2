import { randomUUID } from 'node:crypto';
import {
  type ConsoleInquiryInput,
  editableInquiryStates,
  type Inquiry,
  type InquiryFile,
  type InquiryHistory,
  type InquiryState,
  type inquiriesQuery,
  type inquiryAnswerInput,
  type inquiryEditInput,
  inquiryFileMessages,
  type inquiryInput,
  inquiryKindLabel,
  type inquiryStateInput,
  type MyInquiry,
  memberEditableInquiryStates,
  type myInquiriesQuery,
  type requestInquiryEditInput,
  type requestInquiryInput,
} from '@shop/contracts';
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { containsPattern } from '../../db/like.ts';
import { inquiries, inquiryHistories, users } from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { badRequest, conflict, notFound, refused, tooManyRequests } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import type { UploadedFile } from '../../http/uploads.ts';
import { recordAudit } from '../audit/record.ts';
import { inquiryAnsweredMessage } from '../messages/member-events.ts';
import { filesOf, namedUploads, removeInquiryFiles, storeThen } from './files.ts';

/**
 * Installation inquiries (설치 문의 form of the home page and side panel): anyone may send one,
 * operators answer them by phone and record how far they got.
 */

/** Sending is open to guests, so each address may send only a few within a window. */
export const INQUIRY_LIMIT = { max: 5, windowSeconds: 10 * 60 } as const;

const inquiryNotFound = () => notFound('INQUIRY_NOT_FOUND', '문의를 찾을 수 없습니다');

/**
 * Stores an inquiry from the form. `ctx.actor`, when present, is the member who sent it. The
 * answer is the receipt only: the sender does not need their personal data echoed back.
 */
export async function submitInquiry(
  ctx: ShopContext,
  input: z.output<typeof inquiryInput>,
  address: string,
): Promise<{ _id: string; state: InquiryState; createdAt: string }> {
  // Counted before the insert, so racing requests cannot all slip under the limit.
  const sent = await ctx.limiter.hit(`inquiry:address:${address}`, INQUIRY_LIMIT.windowSeconds);
  if (sent > INQUIRY_LIMIT.max) {
    throw tooManyRequests('TOO_MANY_INQUIRIES', '문의가 너무 자주 접수되었습니다. 10분 후 다시 시도해주세요');
  }
  const [member] = ctx.actor
    ? await ctx.db
        .select({ _id: users._id })
        .from(users)
        .where(and(eq(users._id, ctx.actor._user), eq(users.state, 'ACTIVE')))
    : [];
  const [row] = await ctx.db
    .insert(inquiries)
    .values({
      kinds: input.kinds,
      name: input.name,
      contact: input.contact,
      _user: member?._id ?? null,
      state: 'RECEIVED',
      agreedAt: ctx.now,
      createdAt: ctx.now,
    })
    .returning({ _id: inquiries._id, state: inquiries.state, createdAt: inquiries.createdAt });
  return { _id: row!._id, state: row!.state, createdAt: row!.createdAt.toISOString() };
}

// ---- 1:1 상담 and 대량구매 문의 (decision 0040) ----

type RequestInput = z.output<typeof requestInquiryEditInput>;

/** The columns a request sets; the other kind's fields are cleared, so a changed kind leaves nothing behind. */
const requestValues = (input: RequestInput) =>
  input.kind === 'CONSULTATION'
    ? {
        kinds: [input.kind],
        name: input.name,
        contact: input.contact,
        email: input.email || null,
        title: input.title,
        content: input.content,
        company: null,
        items: null,
        quantity: null,
        desiredDate: null,
      }
    : {
        kinds: [input.kind],
        name: input.name,
        contact: input.contact,
        email: input.email,
        title: null,
        content: input.content || null,
        company: input.company,
        items: input.items,
        quantity: input.quantity,
        desiredDate: input.desiredDate || null,
      };

/**
 * A 1:1 상담 or 대량구매 문의 from the customer centre, a guest's or (with `ctx.actor`) a member's;
 * limited per address like the installation form.
 */
export async function submitRequest(
  ctx: ShopContext,
  input: z.output<typeof requestInquiryInput>,
  address: string,
  files: UploadedFile[] = [],
): Promise<{ _id: string; state: InquiryState; createdAt: string }> {
  // Files are checked (count, type) before anything counts against the address or is stored.
  if (files.length > 0 && input.kind !== 'BULK_PURCHASE') {
    throw badRequest('INQUIRY_FILES_BULK_ONLY', inquiryFileMessages.bulkOnly);
  }
  const uploads = namedUploads(files);
  const sent = await ctx.limiter.hit(`inquiry:address:${address}`, INQUIRY_LIMIT.windowSeconds);
  if (sent > INQUIRY_LIMIT.max) {
    throw tooManyRequests('TOO_MANY_INQUIRIES', '문의가 너무 자주 접수되었습니다. 10분 후 다시 시도해주세요');
  }
  const [member] = ctx.actor
    ? await ctx.db
        .select({ _id: users._id })
        .from(users)
        .where(and(eq(users._id, ctx.actor._user), eq(users.state, 'ACTIVE')))
    : [];
  // The id comes first so the files are stored under it before the rows are written together.
  const _id = randomUUID();
  const row = await storeThen(ctx, _id, uploads, (insertFiles) =>
    inTransaction(ctx, async (ctx) => {
      const [row] = await ctx.db
        .insert(inquiries)
        .values({
          _id,
          ...requestValues(input),
          _user: member?._id ?? null,
          state: 'RECEIVED',
          agreedAt: ctx.now,
          createdAt: ctx.now,
        })
        .returning({ _id: inquiries._id, state: inquiries.state, createdAt: inquiries.createdAt });
      await insertFiles(ctx, [0, 1, 2, 3, 4]);
      return row!;
    }),
  );
  return { _id: row._id, state: row.state, createdAt: row.createdAt.toISOString() };
}

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

/** Not answered and not closed: what the dashboard counts as waiting for the shop. */
const unanswered = and(isNull(inquiries.answer), inArray(inquiries.state, ['RECEIVED', 'IN_PROGRESS']));

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
      unanswered: sql<number>`count(*) filter (where ${unanswered})`.mapWith(Number),
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

/** An installation inquiry has no text a member could edit; only requests change here. */
const isRequest = (kinds: string[]) => kinds.some((k) => k === 'CONSULTATION' || k === 'BULK_PURCHASE');

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

// ---- console ----

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

const requestFieldsOf = (i: typeof inquiries.$inferSelect) => ({
  email: i.email,
  title: i.title,
  content: i.content,
  company: i.company,
  items: i.items,
  quantity: i.quantity,
  desiredDate: i.desiredDate,
  updatedAt: i.updatedAt?.toISOString() ?? null,
  answer: i.answer,
  answeredAt: i.answeredAt?.toISOString() ?? null,
});

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

/**
 * The console list, newest first. `searchValue` matches the name, or the contact by its digits
 * (010-1234 finds 01012345678); a whole list (`paging` null) feeds the Excel export.
 */
/** Open (접수, 상담중) without an answer: the list's 미답변 filter and the dashboard's count alike. */
export const unansweredInquiry = and(
  isNull(inquiries.answer),
  inArray(inquiries.state, ['RECEIVED', 'IN_PROGRESS']),
)!;

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

/**
 * An operator moves an inquiry to a state and may leave a memo. Any state may follow any other (an
 * operator reopens an inquiry closed by mistake); every change is recorded with who and when. The
 * same state with a new memo records the memo; the same state with the same memo changes nothing.
 */
export async function changeInquiryState(
  ctx: ShopContext,
  _id: string,
  input: z.output<typeof inquiryStateInput>,
): Promise<void> {
  const operator = actorOf(ctx)._user;
  await inTransaction(ctx, async (ctx) => {
    const [current] = await ctx.db.select().from(inquiries).where(eq(inquiries._id, _id)).for('update');
    if (!current) throw inquiryNotFound();
    const memoChanged = input.memo !== undefined && input.memo !== current.memo;
    if (input.state === current.state && !memoChanged) return;
    await ctx.db.insert(inquiryHistories).values({
      _inquiry: _id,
      before: current.state,
      after: input.state,
      memo: memoChanged ? input.memo! : null,
      _by: operator,
      createdAt: ctx.now,
    });
    await ctx.db
      .update(inquiries)
      .set({
        state: input.state,
        memo: memoChanged ? input.memo! : current.memo,
        _handledBy: operator,
        handledAt: ctx.now,
      })
      .where(eq(inquiries._id, _id));
    await recordAudit(ctx, {
      action: 'INQUIRY_STATUS',
      targetKind: 'INQUIRY',
      _target: _id,
      before: { state: current.state, memo: current.memo },
      after: { state: input.state, memo: memoChanged ? input.memo! : current.memo },
    });
  });
}

/**
 * The operator writes (or rewrites) the answer the member reads; an empty answer takes it back. A
 * first answer to an inquiry still 접수 moves it to 상담중, so the member can no longer change what was
 * answered; the change is recorded like a state change.
 */
export async function answerInquiry(
  ctx: ShopContext,
  _id: string,
  input: z.output<typeof inquiryAnswerInput>,
): Promise<void> {
  const operator = actorOf(ctx)._user;
  await inTransaction(ctx, async (ctx) => {
    const [current] = await ctx.db.select().from(inquiries).where(eq(inquiries._id, _id)).for('update');
    if (!current) throw inquiryNotFound();
    const answer = input.answer === '' ? null : input.answer;
    if (answer === current.answer) return;
    const state = answer !== null && current.state === 'RECEIVED' ? 'IN_PROGRESS' : current.state;
    await ctx.db
      .update(inquiries)
      .set(
        answer === null
          ? { answer: null, answeredAt: null, _answeredBy: null }
          : {
              answer,
              answeredAt: ctx.now,
              _answeredBy: operator,
              state,
              _handledBy: operator,
              handledAt: ctx.now,
            },
      )
      .where(eq(inquiries._id, _id));
    await ctx.db.insert(inquiryHistories).values({
      _inquiry: _id,
      before: current.state,
      after: state,
      memo: answer === null ? '답변 삭제' : current.answer === null ? '답변 등록' : '답변 수정',
      _by: operator,
      createdAt: ctx.now,
    });
    if (answer !== null && current.answer === null) await inquiryAnsweredMessage(ctx, current);
    // The answer is content; its first one moves the state, which is what the audit log keeps.
    if (state !== current.state) {
      await recordAudit(ctx, {
        action: 'INQUIRY_STATUS',
        targetKind: 'INQUIRY',
        _target: _id,
        before: { state: current.state },
        after: { state },
      });
    }
  });
}

// ---- the operator's own records (docs/decisions/0026) ----

/**
 * An inquiry an operator took by phone: stored as the form's are (state 접수), with the caller's
 * spoken consent as its agreement time, and one history entry saying who recorded it (the form's
 * inquiries have none until an operator handles them).
 */
export async function recordInquiry(
  ctx: ShopContext,
  input: Omit<z.output<typeof inquiryInput>, 'agreed'> & Pick<ConsoleInquiryInput, 'memo'>,
): Promise<string> {
  const operator = actorOf(ctx)._user;
  return inTransaction(ctx, async (ctx) => {
    const [row] = await ctx.db
      .insert(inquiries)
      .values({
        kinds: input.kinds,
        name: input.name,
        contact: input.contact,
        _user: null,
        state: 'RECEIVED',
        memo: input.memo ?? '',
        agreedAt: ctx.now,
        createdAt: ctx.now,
      })
      .returning({ _id: inquiries._id });
    await ctx.db.insert(inquiryHistories).values({
      _inquiry: row!._id,
      before: 'RECEIVED',
      after: 'RECEIVED',
      memo: input.memo ? `전화 접수: ${input.memo}` : '전화 접수',
      _by: operator,
      createdAt: ctx.now,
    });
    return row!._id;
  });
}

const inquiryClosed = () =>
  conflict('INQUIRY_CLOSED', '처리완료 또는 취소된 문의는 수정할 수 없습니다. 상태를 먼저 바꿔주세요');

/**
 * Corrects what was asked and who to call back (a misheard number, a kind added) while the inquiry
 * is open; a finished or cancelled one keeps what it was handled as (409). The change is recorded
 * with the fields it touched; the same values again change nothing.
 */
export async function editInquiry(
  ctx: ShopContext,
  _id: string,
  input: z.output<typeof inquiryEditInput>,
): Promise<void> {
  const operator = actorOf(ctx)._user;
  await inTransaction(ctx, async (ctx) => {
    const [current] = await ctx.db.select().from(inquiries).where(eq(inquiries._id, _id)).for('update');
    if (!current) throw inquiryNotFound();
    if (!editableInquiryStates.includes(current.state)) throw inquiryClosed();
    if (isRequest(current.kinds)) {
      throw refused(
        'INQUIRY_REQUEST_EDIT',
        '1:1 상담·대량구매 문의는 고객이 작성한 내용이라 수정할 수 없습니다',
      );
    }
    const changed = [
      current.kinds.join(',') !== input.kinds.join(',') ? '문의 종류' : null,
      current.name !== input.name ? '이름' : null,
      current.contact !== input.contact ? '연락처' : null,
    ].filter((field): field is string => field !== null);
    if (changed.length === 0) return;
    await ctx.db
      .update(inquiries)
      .set({ kinds: input.kinds, name: input.name, contact: input.contact })
      .where(eq(inquiries._id, _id));
    await ctx.db.insert(inquiryHistories).values({
      _inquiry: _id,
      before: current.state,
      after: current.state,
      memo: `문의 내용 수정: ${changed.join(', ')}${
        changed.includes('문의 종류') ? ` (${input.kinds.map((k) => inquiryKindLabel[k]).join(', ')})` : ''
      }`,
      _by: operator,
      createdAt: ctx.now,
    });
  });
}

/**
 * Deletes an inquiry and its history for good, in any state: a duplicate, a prank, or the caller's
 * request to erase their name and number (개인정보보호법 §36). Nothing else refers to inquiries, so
 * nothing is left pointing at it; the log keeps who deleted which id, without the personal data.
 */
export async function deleteInquiry(ctx: ShopContext, _id: string): Promise<void> {
  const operator = actorOf(ctx)._user;
  const deleted = await ctx.db
    .delete(inquiries)
    .where(eq(inquiries._id, _id))
    .returning({ _id: inquiries._id, state: inquiries.state });
  if (deleted.length === 0) throw inquiryNotFound();
  await removeInquiryFiles(ctx, _id);
  ctx.log.info({ inquiry: _id, state: deleted[0]!.state, by: operator }, 'inquiry deleted');
}
