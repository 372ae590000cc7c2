import {
  type ConsoleInquiryInput,
  editableInquiryStates,
  type inquiryEditInput,
  type inquiryInput,
  inquiryKindLabel,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { inquiries, inquiryHistories } from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { conflict, refused } from '../../http/errors.ts';
import { removeInquiryFiles } from './files.ts';
import { inquiryNotFound } from './listing.ts';
import { isRequest } from './request-fields.ts';

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
