import type { inquiryAnswerInput, inquiryStateInput } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { inquiries, inquiryHistories } from '../../db/schema/index.ts';
import { actorOf, inTransaction, type ShopContext } from '../../http/context.ts';
import { recordAudit } from '../audit/record.ts';
import { inquiryAnsweredMessage } from '../messages/member-events.ts';
import { inquiryNotFound } from './listing.ts';

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
