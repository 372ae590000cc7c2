import {
  bankNameOf,
  bankVerificationMessages,
  type ConsoleMemberRequest,
  type MemberRequest,
  maskAccountNumber,
  type memberRequestBody,
  PROMOTER_TERM_CODE,
  RRN_MESSAGE,
  rrnBirthDay,
  seoulDay,
} from '@shop/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.ts';
import { bankVerifications, memberRequests, termAgreements, terms, users } from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { badRequest, conflict, notFound, refused } from '../../http/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { applicationDecidedMessage } from '../messages/member-events.ts';
import { savePayoutAccount, verificationUsed } from '../promoter-bank/service.ts';
import { sameHolder, usableVerification } from '../promoter-bank/verifications.ts';
import { getShopSetting } from '../settings/service.ts';
import { agreementsOf } from '../terms/versions.ts';
import { spendCertification } from '../users/member-certification.ts';
import { encryptRrn, maskRrn } from './rrn.ts';

/**
 * 정회원 전환 신청 (DOMAIN.md Members): a CONSUMER agrees to the promoter terms, certifies (KCP,
 * PROMOTER_APPLICATION), proves a bank account whose holder is the certified name, and gives a
 * resident registration number matching the certified birth date; one AWAITING request at a time.
 * An operator approves it through the member's type change (users/console-type-change.ts) or rejects it.
 */

type RequestRow = typeof memberRequests.$inferSelect;
type VerificationRow = typeof bankVerifications.$inferSelect;

const ALREADY_AWAITING = '처리 중인 정회원 전환 신청이 있습니다';

function toRequest(row: RequestRow, verification: VerificationRow): MemberRequest {
  return {
    _id: row._id,
    type: row.type,
    status: row.status,
    reason: row.reason,
    bank: {
      code: verification.bankCode,
      name: bankNameOf(verification.bankCode),
      accountNumber: maskAccountNumber(verification.accountNumber),
      accountHolder: verification.accountHolder,
    },
    residentRegistrationNumber: row.rrnMasked,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** Full years from a YYYYMMDD birth date to the Seoul day of `now`. */
export function ageOn(birthDay: string, now: Date): number {
  const today = seoulDay(now).replaceAll('-', '');
  const years = Number(today.slice(0, 4)) - Number(birthDay.slice(0, 4));
  return today.slice(4) < birthDay.slice(4) ? years - 1 : years;
}

export async function applyForPromoter(
  ctx: ShopContext,
  input: z.output<typeof memberRequestBody>,
): Promise<MemberRequest> {
  const actor = actorOf(ctx);
  const setting = await getShopSetting(ctx);
  try {
    return await inTransaction(ctx, async (ctx) => {
      const [member] = await ctx.db.select().from(users).where(eq(users._id, actor._user)).for('update');
      if (!member) throw notFound('USER_NOT_FOUND', '회원을 찾을 수 없습니다');
      if (member.type === 'PROMOTER') throw conflict('ALREADY_PROMOTER', '이미 정회원입니다');
      if (member.type !== 'CONSUMER') {
        throw refused('NOT_CONSUMER', '준회원만 정회원 전환을 신청할 수 있습니다');
      }
      const [awaiting] = await ctx.db
        .select({ _id: memberRequests._id })
        .from(memberRequests)
        .where(and(eq(memberRequests._user, member._id), eq(memberRequests.status, 'AWAITING')));
      if (awaiting) throw conflict('REQUEST_AWAITING', ALREADY_AWAITING);

      const promoterTerms = await ctx.db
        .select({ _id: terms._id, necessary: terms.necessary })
        .from(terms)
        .where(eq(terms.code, PROMOTER_TERM_CODE));
      const agreed = new Set(input._terms);
      if (promoterTerms.some((t) => t.necessary && !agreed.has(t._id))) {
        throw badRequest('TERMS_REQUIRED', '정회원 약관에 동의해주세요');
      }
      if ([...agreed].some((id) => !promoterTerms.some((t) => t._id === id))) {
        throw badRequest('UNKNOWN_TERM', '존재하지 않는 약관입니다');
      }

      const verification = await usableVerification(ctx, member._id, input._verification, verificationUsed);
      const person = await spendCertification(ctx, {
        _certification: input._certification,
        purpose: 'PROMOTER_APPLICATION',
        _user: member._id,
      });
      if (!sameHolder(person.name ?? '', verification.accountHolder)) {
        throw refused('ACCOUNT_HOLDER_MISMATCH', bankVerificationMessages.holderMismatch);
      }
      // The number's birth date must be the certified one; the provider answers it, the body never.
      if (!person.birthDay) {
        throw refused(
          'CERTIFICATION_WITHOUT_BIRTHDAY',
          '본인인증 정보에 생년월일이 없습니다. 본인인증을 다시 진행해주세요',
        );
      }
      if (rrnBirthDay(input.residentRegistrationNumber) !== person.birthDay) {
        throw badRequest('RRN_INVALID', RRN_MESSAGE);
      }
      const minimumAge = setting.membership.promoterMinimumAge;
      if (ageOn(person.birthDay, ctx.now) < minimumAge) {
        throw refused('TOO_YOUNG', `만 ${minimumAge}세 이상만 정회원으로 전환할 수 있습니다`);
      }

      if (input._terms.length) {
        await ctx.db
          .insert(termAgreements)
          .values(await agreementsOf(ctx, member._id, input._terms))
          .onConflictDoUpdate({
            target: [termAgreements._user, termAgreements._term],
            // A second application agrees to the text in effect now.
            set: { _version: sql`excluded.term_version_id`, agreedAt: ctx.now },
          });
      }
      const [row] = await ctx.db
        .insert(memberRequests)
        .values({
          _user: member._id,
          type: 'PROMOTER_APPROVAL',
          _terms: input._terms,
          _certification: person._id,
          _verification: verification._id,
          certifiedName: person.name ?? '',
          certifiedPhone: person.phone ?? '',
          certifiedBirthDay: person.birthDay,
          rrnCipher: encryptRrn(ctx.config.rrnKey, input.residentRegistrationNumber),
          rrnMasked: maskRrn(input.residentRegistrationNumber),
          createdAt: ctx.now,
        })
        .returning();
      return toRequest(row!, verification);
    });
  } catch (error) {
    // Two applications racing past the check meet the one-AWAITING index.
    if (isUniqueViolation(error)) throw conflict('REQUEST_AWAITING', ALREADY_AWAITING);
    throw error;
  }
}

async function requestRows(ctx: ShopContext, _user: string) {
  const decidedBy = alias(users, 'decided_by');
  return ctx.db
    .select({
      request: memberRequests,
      verification: bankVerifications,
      decidedBy: { _id: decidedBy._id, username: decidedBy.username },
    })
    .from(memberRequests)
    .innerJoin(bankVerifications, eq(bankVerifications._id, memberRequests._verification))
    .leftJoin(decidedBy, eq(decidedBy._id, memberRequests._decidedBy))
    .where(eq(memberRequests._user, _user))
    .orderBy(desc(memberRequests.createdAt), desc(memberRequests._id));
}

/** GET /me/requests: the member's own, newest first. */
export async function listMyRequests(ctx: ShopContext): Promise<MemberRequest[]> {
  const rows = await requestRows(ctx, actorOf(ctx)._user);
  return rows.map((r) => toRequest(r.request, r.verification));
}

/** The applications on the console's member page, with the certified identity. */
export async function requestsForConsole(ctx: ShopContext, _user: string): Promise<ConsoleMemberRequest[]> {
  const rows = await requestRows(ctx, _user);
  return rows.map((r) => ({
    ...toRequest(r.request, r.verification),
    certified: {
      name: r.request.certifiedName,
      phone: r.request.certifiedPhone,
      birthDay: r.request.certifiedBirthDay,
    },
    decidedBy: r.decidedBy?._id ? r.decidedBy : null,
  }));
}

/**
 * 승인, inside the type change's transaction: the member's AWAITING application becomes APPROVED and
 * its verified account becomes the payout account. None waiting: 422.
 */
export async function approveAwaiting(ctx: ShopContext, _user: string, reason: string): Promise<void> {
  const actor = actorOf(ctx);
  const [request] = await ctx.db
    .select()
    .from(memberRequests)
    .where(
      and(
        eq(memberRequests._user, _user),
        eq(memberRequests.type, 'PROMOTER_APPROVAL'),
        eq(memberRequests.status, 'AWAITING'),
      ),
    )
    .for('update');
  if (!request) throw refused('NO_PROMOTER_REQUEST', '정회원 전환 신청이 없습니다');
  await ctx.db
    .update(memberRequests)
    .set({ status: 'APPROVED', reason, decidedAt: ctx.now, _decidedBy: actor._user })
    .where(eq(memberRequests._id, request._id));
  const [verification] = await ctx.db
    .select()
    .from(bankVerifications)
    .where(eq(bankVerifications._id, request._verification));
  await savePayoutAccount(ctx, _user, verification!);
  await applicationDecidedMessage(ctx, { _request: request._id, _user, approved: true, reason: null });
}

/** 반려 with a reason the member sees; only an AWAITING application (else 409). */
export async function rejectRequest(
  ctx: ShopContext,
  input: { _user: string; _request: string; reason: string },
): Promise<ConsoleMemberRequest> {
  const actor = actorOf(ctx);
  const updated = await inTransaction(ctx, async (ctx) => {
    const [updated] = await ctx.db
      .update(memberRequests)
      .set({ status: 'REJECTED', reason: input.reason, decidedAt: ctx.now, _decidedBy: actor._user })
      .where(
        and(
          eq(memberRequests._id, input._request),
          eq(memberRequests._user, input._user),
          eq(memberRequests.status, 'AWAITING'),
        ),
      )
      .returning({ _id: memberRequests._id });
    if (updated) {
      await recordAudit(ctx, {
        action: 'APPLICATION_DECIDE',
        targetKind: 'APPLICATION',
        _target: updated._id,
        before: { status: 'AWAITING' },
        after: { status: 'REJECTED' },
        reason: input.reason,
      });
      await applicationDecidedMessage(ctx, {
        _request: updated._id,
        _user: input._user,
        approved: false,
        reason: input.reason,
      });
    }
    return updated;
  });
  const all = await requestsForConsole(ctx, input._user);
  const request = all.find((r) => r._id === input._request);
  if (!request) throw notFound('REQUEST_NOT_FOUND', '신청을 찾을 수 없습니다');
  if (!updated) throw conflict('REQUEST_DECIDED', '이미 처리된 신청입니다');
  return request;
}
