import type { CertificationPurpose } from '@shop/contracts';
import { recoveryMessages } from '@shop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { certifications } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import { conflict, refused } from '../../http/errors.ts';

export type CertifiedPersonRow = typeof certifications.$inferSelect;

/**
 * Spends a member's 본인인증 for one purpose (정회원 전환 신청, 수당 출금, 계좌 변경), inside the caller's
 * transaction: it must be the member's own, of that purpose, certified, unexpired (10 minutes) and
 * unused; it becomes USED in the same statement, so two requests racing with one certification get
 * one row back. Used already: 409; anything else (someone else's, stale, another purpose): 422.
 */
export async function spendCertification(
  ctx: ShopContext,
  input: { _certification: string; purpose: CertificationPurpose; _user: string },
): Promise<CertifiedPersonRow> {
  const [spent] = await ctx.db
    .update(certifications)
    .set({ state: 'USED', usedAt: ctx.now })
    .where(
      and(
        eq(certifications._id, input._certification),
        eq(certifications.purpose, input.purpose),
        eq(certifications._user, input._user),
        eq(certifications.state, 'CERTIFIED'),
        sql`${certifications.expiresAt} > ${ctx.now.toISOString()}`,
      ),
    )
    .returning();
  if (spent) return spent;
  const [row] = await ctx.db
    .select({ state: certifications.state, _user: certifications._user })
    .from(certifications)
    .where(eq(certifications._id, input._certification));
  if (row?.state === 'USED' && row._user === input._user) {
    throw conflict('CERTIFICATION_USED', '이미 사용된 본인인증입니다. 본인인증을 다시 진행해주세요');
  }
  throw refused('CERTIFICATION_INVALID', recoveryMessages.recertify);
}
