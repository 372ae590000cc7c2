import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  BANK_VERIFICATION_ATTEMPTS,
  bankNameOf,
  type HoldVerificationEnvelope,
  bankVerificationMessages as say,
  seoulDayStart,
} from '@shop/contracts';
import { and, count, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { bankVerifications, users } from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { notFound, refused, ShopError, tooManyRequests } from '../../http/errors.ts';
import { BankVerificationError, type BankVerifier } from '../../integrations/bank-verification/index.ts';
import { getShopSetting } from '../settings/service.ts';

/**
 * 1원 입금 인증 (DOMAIN.md "Withdrawal of bonuses"): the shop makes a 4-digit code, keeps only its
 * HMAC, and asks the bank provider to send 1 won whose sender name carries it. The member types it
 * back: at most 5 attempts (counted by a conditional UPDATE, so racing wrong codes cannot pass 5),
 * 10 minutes; a new request voids the earlier ones; at most N requests per member per Seoul day.
 */

export type VerificationRow = typeof bankVerifications.$inferSelect;

/** What the bank app shows as the sender: a short shop name and the code. */
export const SENDER_PREFIX = '바스';
const VALID_MINUTES = 10;
/** A verified account may be used (application, account change) this long after the code matched. */
export const USABLE_MINUTES = 30;

const hashOf = (ctx: ShopContext, _id: string, code: string) =>
  createHmac('sha256', ctx.config.tokenSecret).update(`bank-verification:${_id}:${code}`).digest('hex');

const isOutDated = (ctx: ShopContext, row: VerificationRow) =>
  !row.succeededAt && (row.voidedAt !== null || row.expiresAt.getTime() <= ctx.now.getTime());

export function toVerification(
  ctx: ShopContext,
  row: VerificationRow,
): HoldVerificationEnvelope['verification'] {
  return {
    _id: row._id,
    bank: {
      code: row.bankCode,
      name: bankNameOf(row.bankCode),
      accountNumber: row.accountNumber,
      accountHolder: row.accountHolder,
    },
    sendAmount: row.sendAmount,
    attemptCount: row.attemptCount,
    isSuccess: row.succeededAt !== null,
    isOutDated: isOutDated(ctx, row),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** POST /promoter/bank/hold-verifications: any logged-in member (a consumer needs it to apply). */
export async function requestVerification(
  ctx: ShopContext,
  bank: BankVerifier,
  input: { bank: { code: string; accountNumber: string; accountHolder: string } },
): Promise<HoldVerificationEnvelope> {
  const actor = actorOf(ctx);
  const setting = await getShopSetting(ctx);
  const _id = randomUUID();
  const code = String(randomInt(10_000)).padStart(4, '0');
  const row = await inTransaction(ctx, async (ctx) => {
    // The member's row serialises their requests, so the daily count cannot be raced past.
    await ctx.db.select({ _id: users._id }).from(users).where(eq(users._id, actor._user)).for('update');
    const [today] = await ctx.db
      .select({ value: count() })
      .from(bankVerifications)
      .where(
        and(
          eq(bankVerifications._user, actor._user),
          gte(bankVerifications.createdAt, seoulDayStart(ctx.now)),
        ),
      );
    const perDay = setting.membership.bankVerificationsPerDay;
    if (Number(today?.value ?? 0) >= perDay) {
      throw tooManyRequests(
        'BANK_VERIFICATION_DAILY_LIMIT',
        `계좌 인증은 하루 ${perDay}회까지 요청할 수 있습니다. 내일 다시 시도해주세요`,
      );
    }
    await ctx.db
      .update(bankVerifications)
      .set({ voidedAt: ctx.now })
      .where(and(eq(bankVerifications._user, actor._user), isNull(bankVerifications.voidedAt)));
    const [inserted] = await ctx.db
      .insert(bankVerifications)
      .values({
        _id,
        _user: actor._user,
        bankCode: input.bank.code,
        accountNumber: input.bank.accountNumber,
        accountHolder: input.bank.accountHolder,
        sendAmount: 1,
        codeHash: hashOf(ctx, _id, code),
        expiresAt: new Date(ctx.now.getTime() + VALID_MINUTES * 60_000),
        createdAt: ctx.now,
      })
      .returning();
    return inserted!;
  });

  // The deposit goes out after the row is committed, outside any transaction (STYLE.md).
  const senderName = `${SENDER_PREFIX}${code}`;
  let result: Awaited<ReturnType<BankVerifier['deposit']>>;
  try {
    result = await bank.deposit({
      requestId: _id,
      bankCode: row.bankCode,
      accountNumber: row.accountNumber,
      accountHolder: row.accountHolder,
      senderName,
    });
  } catch (error) {
    await voidVerification(ctx, _id);
    if (error instanceof BankVerificationError) {
      throw new ShopError(503, 'BANK_PROVIDER_DOWN', error.message);
    }
    throw error;
  }
  if (!result.ok) {
    await voidVerification(ctx, _id);
    ctx.log.info({ providerCode: result.code }, 'bank refused the 1-won deposit');
    throw refused('BANK_DEPOSIT_REFUSED', result.message);
  }
  const [sent] = await ctx.db
    .update(bankVerifications)
    .set({ providerReference: result.reference })
    .where(eq(bankVerifications._id, _id))
    .returning();
  return {
    verification: toVerification(ctx, sent ?? row),
    ...(bank.kind === 'sandbox' ? { sandbox: { label: bank.label, senderName, code } } : {}),
  };
}

async function voidVerification(ctx: ShopContext, _id: string) {
  await ctx.db.update(bankVerifications).set({ voidedAt: ctx.now }).where(eq(bankVerifications._id, _id));
}

async function ownVerification(ctx: ShopContext, _user: string, _id: string): Promise<VerificationRow> {
  const [row] = await ctx.db
    .select()
    .from(bankVerifications)
    .where(and(eq(bankVerifications._id, _id), eq(bankVerifications._user, _user)));
  if (!row) throw notFound('BANK_VERIFICATION_NOT_FOUND', '계좌 인증 요청을 찾을 수 없습니다');
  return row;
}

/** PUT /promoter/bank/hold-verifications/{_id}/verify: the member types the code they read. */
export async function verifyCode(
  ctx: ShopContext,
  _id: string,
  code: string,
): Promise<HoldVerificationEnvelope['verification']> {
  const actor = actorOf(ctx);
  const row = await ownVerification(ctx, actor._user, _id);
  if (row.succeededAt) return toVerification(ctx, row);
  if (isOutDated(ctx, row)) throw refused('BANK_VERIFICATION_EXPIRED', say.expired);
  const right = timingSafeEqual(Buffer.from(hashOf(ctx, row._id, code)), Buffer.from(row.codeHash));
  // One statement counts the attempt and, for the right code, marks success: it passes only while
  // fewer than 5 attempts were made, so six racing answers count at most five.
  const [counted] = await ctx.db
    .update(bankVerifications)
    .set({
      attemptCount: sql`${bankVerifications.attemptCount} + 1`,
      ...(right ? { succeededAt: ctx.now } : {}),
    })
    .where(
      and(
        eq(bankVerifications._id, row._id),
        lt(bankVerifications.attemptCount, BANK_VERIFICATION_ATTEMPTS),
        isNull(bankVerifications.succeededAt),
        isNull(bankVerifications.voidedAt),
        sql`${bankVerifications.expiresAt} > ${ctx.now.toISOString()}`,
      ),
    )
    .returning();
  if (!counted) {
    const now = await ownVerification(ctx, actor._user, _id);
    if (now.succeededAt) return toVerification(ctx, now);
    if (isOutDated(ctx, now)) throw refused('BANK_VERIFICATION_EXPIRED', say.expired);
    throw refused('BANK_VERIFICATION_TOO_MANY', say.tooManyAttempts);
  }
  if (!right) {
    throw refused(
      'BANK_VERIFICATION_MISMATCH',
      say.wrongCode(BANK_VERIFICATION_ATTEMPTS - counted.attemptCount),
    );
  }
  return toVerification(ctx, counted);
}

/**
 * A verification the member may use for an account (application, account change): their own,
 * SUCCESS, not voided by a newer request, within USABLE_MINUTES of the match, and not used by
 * another account or application (`usedBy` answers whether it was). Someone else's: 404.
 */
export async function usableVerification(
  ctx: ShopContext,
  _user: string,
  _id: string,
  usedBy: (ctx: ShopContext, _verification: string) => Promise<boolean>,
): Promise<VerificationRow> {
  const row = await ownVerification(ctx, _user, _id);
  const fresh =
    row.succeededAt !== null &&
    row.voidedAt === null &&
    row.succeededAt.getTime() + USABLE_MINUTES * 60_000 > ctx.now.getTime();
  if (!fresh || (await usedBy(ctx, row._id))) {
    throw refused('BANK_VERIFICATION_UNUSABLE', say.reverify);
  }
  return row;
}

/** The certified name and the account holder, compared with spaces ignored. */
export const sameHolder = (certifiedName: string, accountHolder: string) =>
  certifiedName.replace(/\s/g, '') === accountHolder.replace(/\s/g, '');
