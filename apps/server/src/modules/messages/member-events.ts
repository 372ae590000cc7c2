import { bankNameOf, formatNumber } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import { queueMessage } from './outbox.ts';

/**
 * The messages of a member's own events (INTEGRATIONS.md i), queued in the transaction of the
 * change: a 1:1 inquiry answered, a promoter application decided, a bonus withdrawal paid.
 */

async function member(ctx: ShopContext, _user: string) {
  const [row] = await ctx.db
    .select({ name: users.name, phone: users.phone })
    .from(users)
    .where(eq(users._id, _user));
  return row;
}

/** 1:1 문의 답변: the first answer of an inquiry, to the number the inquiry left. */
export async function inquiryAnsweredMessage(
  ctx: ShopContext,
  inquiry: { _id: string; name: string; contact: string; _user: string | null; title: string | null },
): Promise<void> {
  await queueMessage(ctx, {
    event: 'INQUIRY_ANSWERED',
    key: inquiry._id,
    to: inquiry.contact,
    _user: inquiry._user,
    variables: { 고객명: inquiry.name, 문의제목: inquiry.title ?? '1:1 문의' },
  });
}

/** 정회원 신청 결과: approved, or rejected with the reason the member sees. */
export async function applicationDecidedMessage(
  ctx: ShopContext,
  input: { _request: string; _user: string; approved: boolean; reason: string | null },
): Promise<void> {
  const who = await member(ctx, input._user);
  if (!who) return;
  await queueMessage(ctx, {
    event: 'APPLICATION_DECIDED',
    key: input._request,
    to: who.phone,
    _user: input._user,
    variables: {
      고객명: who.name,
      처리결과: input.approved ? '승인' : '반려',
      사유: input.approved ? '' : `반려 사유: ${input.reason ?? ''}`,
    },
  });
}

/** 수당 출금 완료: the net amount that reached the member's account. */
export async function withdrawalPaidMessage(
  ctx: ShopContext,
  withdrawal: { _id: string; _user: string; net: number; bankCode: string; accountNumber: string },
): Promise<void> {
  const who = await member(ctx, withdrawal._user);
  if (!who) return;
  await queueMessage(ctx, {
    event: 'WITHDRAWAL_PAID',
    key: withdrawal._id,
    to: who.phone,
    _user: withdrawal._user,
    variables: {
      고객명: who.name,
      출금금액: formatNumber(withdrawal.net),
      입금계좌: `${bankNameOf(withdrawal.bankCode)} ${withdrawal.accountNumber}`.trim(),
    },
  });
}
