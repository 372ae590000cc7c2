import {
  type ConsoleTerm,
  type ConsoleTermDetail,
  PROMOTER_TERM_CODE,
  seoulDay,
  seoulDayStart,
  staleMemberEditMessage,
  TERM_AGREED_DELETE,
  TERM_NOTICE_TOO_SHORT,
  type termCreateBody,
  type termEditBody,
  type termVersionBody,
} from '@shop/contracts';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.ts';
import { termAgreements, terms, termVersions, users } from '../../db/schema/index.ts';
import { inTransaction, type ShopContext } from '../../http/context.ts';
import { badRequest, conflict, notFound, refused } from '../../http/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { getShopSetting } from '../settings/service.ts';
import { cleanTermContent, type TermVersionRow, versionStates } from './versions.ts';

/**
 * /console/terms (DOMAIN.md "Terms versions"). A new term's first text is in effect at once; an
 * amendment is announced from the day it is written and takes effect at 00:00 (Seoul) of a day at
 * least settings.terms.noticeDays ahead (adverseNoticeDays for 불리한 변경). A term someone agreed
 * to is never deleted, only withdrawn from new joins. Every change is a TERM_CHANGE audit row.
 */

type TermRow = typeof terms.$inferSelect;

const termNotFound = () => notFound('TERM_NOT_FOUND', '약관을 찾을 수 없습니다');
const emptyContent = () =>
  badRequest('VALIDATION_FAILED', '약관 내용을 입력해주세요', [
    { path: 'content', message: '약관 내용을 입력해주세요' },
  ]);

/** The first Seoul day an amendment written now may take effect, `days` of notice ahead. */
const earliestDay = (ctx: ShopContext, days: number) => seoulDay(seoulDayStart(ctx.now, days));

const brief = (v: TermVersionRow) => ({
  version: v.version,
  effectiveAt: v.effectiveAt.toISOString(),
  adverse: v.adverse,
});

function toConsoleTerm(
  ctx: ShopContext,
  row: TermRow,
  versions: TermVersionRow[],
  agreements: number,
): ConsoleTerm {
  const states = versionStates(versions, ctx.now);
  const current = versions.find((v) => states.get(v._id) === 'CURRENT');
  const scheduled = versions.find((v) => states.get(v._id) === 'SCHEDULED');
  // createTerm writes the first version in effect at once, so every term has one.
  if (!current) throw new Error(`term ${row.code} has no version in effect`);
  return {
    _id: row._id,
    code: row.code,
    subject: row.subject,
    necessary: row.necessary,
    order: row.order,
    withdrawn: row.withdrawnAt !== null,
    current: brief(current),
    scheduled: scheduled ? brief(scheduled) : null,
    agreements,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function agreementCounts(ctx: ShopContext): Promise<Map<string, number>> {
  const rows = await ctx.db
    .select({ _term: termAgreements._term, value: count() })
    .from(termAgreements)
    .groupBy(termAgreements._term);
  return new Map(rows.map((r) => [r._term, r.value]));
}

export async function listConsoleTerms(ctx: ShopContext): Promise<ConsoleTerm[]> {
  const rows = await ctx.db.select().from(terms).orderBy(asc(terms.order), asc(terms.code));
  const versions = await ctx.db.select().from(termVersions).orderBy(asc(termVersions.version));
  const counts = await agreementCounts(ctx);
  return rows.map((row) =>
    toConsoleTerm(
      ctx,
      row,
      versions.filter((v) => v._term === row._id),
      counts.get(row._id) ?? 0,
    ),
  );
}

export async function getConsoleTerm(ctx: ShopContext, _id: string): Promise<ConsoleTermDetail> {
  const [row] = await ctx.db.select().from(terms).where(eq(terms._id, _id));
  if (!row) throw termNotFound();
  const versions = await ctx.db
    .select({ version: termVersions, by: users.name })
    .from(termVersions)
    .leftJoin(users, eq(users._id, termVersions._by))
    .where(eq(termVersions._term, _id))
    .orderBy(desc(termVersions.version));
  const [agreed] = await ctx.db
    .select({ value: count() })
    .from(termAgreements)
    .where(eq(termAgreements._term, _id));
  const rows = versions.map((v) => v.version);
  const states = versionStates(rows, ctx.now);
  const { terms: notice } = await getShopSetting(ctx);
  return {
    ...toConsoleTerm(ctx, row, rows, agreed?.value ?? 0),
    notice: {
      days: notice.noticeDays,
      earliest: earliestDay(ctx, notice.noticeDays),
      adverseDays: notice.adverseNoticeDays,
      adverseEarliest: earliestDay(ctx, notice.adverseNoticeDays),
    },
    versions: versions.map(({ version: v, by }) => ({
      _id: v._id,
      version: v.version,
      content: v.content,
      effectiveAt: v.effectiveAt.toISOString(),
      adverse: v.adverse,
      reason: v.reason,
      state: states.get(v._id)!,
      by,
      createdAt: v.createdAt.toISOString(),
    })),
  };
}

const termAudit = (_id: string) => ({
  action: 'TERM_CHANGE' as const,
  targetKind: 'TERM' as const,
  _target: _id,
});
const termFields = (row: TermRow) => ({
  code: row.code,
  subject: row.subject,
  necessary: row.necessary,
  order: row.order,
  withdrawn: row.withdrawnAt !== null,
});

export async function createTerm(
  ctx: ShopContext,
  input: z.output<typeof termCreateBody>,
): Promise<ConsoleTermDetail> {
  const content = cleanTermContent(input.content);
  if (!content) throw emptyContent();
  try {
    const _id = await inTransaction(ctx, async (ctx) => {
      const [row] = await ctx.db
        .insert(terms)
        .values({
          code: input.code,
          subject: input.subject,
          necessary: input.necessary,
          order: input.order,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .returning();
      await ctx.db.insert(termVersions).values({
        _term: row!._id,
        version: 1,
        content,
        effectiveAt: ctx.now,
        _by: ctx.actor?._user ?? null,
        createdAt: ctx.now,
      });
      await recordAudit(ctx, {
        ...termAudit(row!._id),
        before: null,
        after: { ...termFields(row!), version: 1 },
      });
      return row!._id;
    });
    return await getConsoleTerm(ctx, _id);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('TERM_CODE_DUPLICATE', '이미 등록된 약관 코드입니다');
    throw error;
  }
}

/** Locks the term for a change. */
async function lockTerm(ctx: ShopContext, _id: string): Promise<TermRow> {
  const [row] = await ctx.db.select().from(terms).where(eq(terms._id, _id)).for('update');
  if (!row) throw termNotFound();
  return row;
}

export async function editTerm(
  ctx: ShopContext,
  _id: string,
  input: z.output<typeof termEditBody>,
): Promise<ConsoleTermDetail> {
  await inTransaction(ctx, async (ctx) => {
    const current = await lockTerm(ctx, _id);
    if (current.updatedAt.getTime() !== new Date(input.updatedAt).getTime()) {
      throw conflict('STALE_EDIT', staleMemberEditMessage);
    }
    if (input.withdrawn && current.code === PROMOTER_TERM_CODE) {
      throw refused(
        'TERM_REQUIRED_BY_APPLICATION',
        '정회원 약관은 전환 신청에 필요하여 적용을 중단할 수 없습니다',
      );
    }
    const withdrawnAt = input.withdrawn ? (current.withdrawnAt ?? ctx.now) : null;
    const [row] = await ctx.db
      .update(terms)
      .set({
        subject: input.subject,
        necessary: input.necessary,
        order: input.order,
        withdrawnAt,
        updatedAt: new Date(Math.max(ctx.now.getTime(), current.updatedAt.getTime() + 1)),
      })
      .where(eq(terms._id, _id))
      .returning();
    await recordAudit(ctx, { ...termAudit(_id), before: termFields(current), after: termFields(row!) });
  });
  return getConsoleTerm(ctx, _id);
}

/** An amendment: refused when the effective day is inside the notice, or another is already announced. */
export async function addVersion(
  ctx: ShopContext,
  _id: string,
  input: z.output<typeof termVersionBody>,
): Promise<ConsoleTermDetail> {
  const content = cleanTermContent(input.content);
  if (!content) throw emptyContent();
  const { terms: notice } = await getShopSetting(ctx);
  const days = input.adverse ? notice.adverseNoticeDays : notice.noticeDays;
  if (input.effectiveAt < earliestDay(ctx, days)) {
    throw refused('TERM_NOTICE_TOO_SHORT', TERM_NOTICE_TOO_SHORT(days));
  }
  await inTransaction(ctx, async (ctx) => {
    await lockTerm(ctx, _id);
    const versions = await ctx.db.select().from(termVersions).where(eq(termVersions._term, _id));
    if (versions.some((v) => v.effectiveAt > ctx.now)) {
      throw conflict('TERM_VERSION_SCHEDULED', '시행 예정인 개정안이 있습니다. 취소한 뒤 다시 등록해주세요');
    }
    const version = Math.max(0, ...versions.map((v) => v.version)) + 1;
    const effectiveAt = seoulDayStart(input.effectiveAt);
    await ctx.db.insert(termVersions).values({
      _term: _id,
      version,
      content,
      effectiveAt,
      adverse: input.adverse,
      reason: input.reason,
      _by: ctx.actor?._user ?? null,
      createdAt: ctx.now,
    });
    await recordAudit(ctx, {
      ...termAudit(_id),
      before: null,
      after: { version, effectiveAt: input.effectiveAt, adverse: input.adverse },
      reason: input.reason,
    });
  });
  return getConsoleTerm(ctx, _id);
}

/** Withdraws an announced amendment before it takes effect. */
export async function cancelVersion(
  ctx: ShopContext,
  _id: string,
  version: number,
  reason: string,
): Promise<ConsoleTermDetail> {
  await inTransaction(ctx, async (ctx) => {
    await lockTerm(ctx, _id);
    const [row] = await ctx.db
      .select()
      .from(termVersions)
      .where(and(eq(termVersions._term, _id), eq(termVersions.version, version)));
    if (!row) throw notFound('TERM_VERSION_NOT_FOUND', '약관 버전을 찾을 수 없습니다');
    if (row.effectiveAt <= ctx.now) {
      throw conflict('TERM_VERSION_IN_EFFECT', '이미 시행된 약관은 취소할 수 없습니다');
    }
    await ctx.db.delete(termVersions).where(eq(termVersions._id, row._id));
    await recordAudit(ctx, {
      ...termAudit(_id),
      before: { version, effectiveAt: seoulDay(row.effectiveAt), adverse: row.adverse },
      after: null,
      reason,
    });
  });
  return getConsoleTerm(ctx, _id);
}

/** Deletes a term nobody agreed to (with its versions); an agreed one can only be withdrawn (409). */
export async function deleteTerm(ctx: ShopContext, _id: string, reason: string): Promise<void> {
  await inTransaction(ctx, async (ctx) => {
    const current = await lockTerm(ctx, _id);
    if (current.code === PROMOTER_TERM_CODE) {
      throw conflict('TERM_REQUIRED_BY_APPLICATION', '정회원 약관은 삭제할 수 없습니다');
    }
    const [agreed] = await ctx.db
      .select({ _term: termAgreements._term })
      .from(termAgreements)
      .where(eq(termAgreements._term, _id))
      .limit(1);
    if (agreed) throw conflict('TERM_AGREED', TERM_AGREED_DELETE);
    await ctx.db.delete(terms).where(eq(terms._id, _id));
    await recordAudit(ctx, { ...termAudit(_id), before: termFields(current), after: null, reason });
  });
}
