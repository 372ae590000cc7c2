import { maskPhone } from '@shop/contracts';
import { and, eq, lt, sql } from 'drizzle-orm';
import { messages } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import type { MessageChannel, MessageProvider, SendOutcome } from '../../integrations/messaging/index.ts';

/**
 * The outbox's sending side (INTEGRATIONS.md i, docs/decisions/0055). A batch of due QUEUED rows is
 * claimed in one statement (`FOR UPDATE SKIP LOCKED`: two senders never take the same row; on PGlite,
 * one connection, the statements simply run one after the other) and marked SENDING with a lease;
 * each is then sent outside any transaction and written back: SENT, FAILED, or QUEUED again with a
 * backoff. A sender that dies mid-send leaves its rows SENDING; when the lease lapses they are
 * queued again, so a restart loses nothing.
 */

export const MAX_ATTEMPTS = 6;
/** long enough for a send to finish (the adapter times out after 10 s) */
export const LEASE_MS = 120_000;

/** 30 s, 1, 2, 4, 8 min … capped at an hour: the wait after the given failed attempt. */
export const backoffMs = (attempt: number): number =>
  Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);

type Claimed = {
  _id: string;
  recipient: string;
  channel: MessageChannel;
  text: string;
  providerTemplateId: string | null;
  variables: Record<string, string>;
  attempts: number;
  event: string;
};

/** Claims up to `limit` due messages for this sender: SENDING, leased, one more attempt counted. */
async function claim(ctx: ShopContext, limit: number): Promise<Claimed[]> {
  const now = ctx.now.toISOString();
  const lease = new Date(ctx.now.getTime() + LEASE_MS).toISOString();
  const result = await ctx.db.execute<{
    id: string;
    recipient: string;
    channel: MessageChannel;
    text: string;
    provider_template_id: string | null;
    variables: Record<string, string>;
    attempts: number;
    event: string;
  }>(sql`
    update ${messages}
       set state = 'SENDING', lease_until = ${lease}, attempts = attempts + 1, updated_at = ${now}
     where id in (
       select id from ${messages}
        where state = 'QUEUED' and next_attempt_at <= ${now}
        order by next_attempt_at, created_at
        limit ${limit}
        for update skip locked)
       and state = 'QUEUED'
    returning id, recipient, channel, text, provider_template_id, variables, attempts, event`);
  return result.rows.map((r) => ({
    _id: r.id,
    recipient: r.recipient,
    channel: r.channel,
    text: r.text,
    providerTemplateId: r.provider_template_id,
    variables: r.variables,
    attempts: r.attempts,
    event: r.event,
  }));
}

/** SENDING rows whose sender died (the lease lapsed) go back to the queue. */
async function releaseLapsed(ctx: ShopContext): Promise<number> {
  const released = await ctx.db
    .update(messages)
    .set({ state: 'QUEUED', leaseUntil: null, nextAttemptAt: ctx.now, updatedAt: ctx.now })
    .where(and(eq(messages.state, 'SENDING'), lt(messages.leaseUntil, ctx.now)))
    .returning({ _id: messages._id });
  if (released.length > 0)
    ctx.log.warn({ released: released.length }, 'message sends left unfinished queued again');
  return released.length;
}

/** Writes one send's outcome, only over this sender's own claim (still SENDING). */
async function settle(
  ctx: ShopContext,
  m: Claimed,
  outcome: SendOutcome,
): Promise<'SENT' | 'FAILED' | 'QUEUED'> {
  const mine = and(eq(messages._id, m._id), eq(messages.state, 'SENDING'));
  const at = ctx.now;
  if (outcome.result === 'accepted') {
    await ctx.db
      .update(messages)
      .set({
        state: 'SENT',
        providerMessageId: outcome.providerMessageId,
        providerGroupId: outcome.groupId,
        statusCode: outcome.statusCode,
        error: null,
        leaseUntil: null,
        sentAt: at,
        updatedAt: at,
      })
      .where(mine);
    return 'SENT';
  }
  const retry = outcome.result === 'unavailable' || outcome.retry;
  const code = outcome.result === 'refused' ? outcome.statusCode : 'UNAVAILABLE';
  const last = m.attempts >= MAX_ATTEMPTS;
  const state = retry && !last ? 'QUEUED' : 'FAILED';
  ctx.log.warn(
    { message: m._id, event: m.event, to: maskPhone(m.recipient), code, attempt: m.attempts, state },
    `message not sent: ${outcome.message}`,
  );
  await ctx.db
    .update(messages)
    .set({
      state,
      statusCode: code,
      error: outcome.message.slice(0, 500),
      leaseUntil: null,
      nextAttemptAt: new Date(at.getTime() + backoffMs(m.attempts)),
      finalAt: state === 'FAILED' ? at : null,
      updatedAt: at,
    })
    .where(mine);
  return state;
}

export type SendReport = { sent: number; failed: number; retrying: number };

/**
 * Sends what is due, batch after batch, until nothing is due. Safe on several nodes at once and to
 * repeat: each row is claimed by one sender only.
 */
export async function sendDueMessages(
  ctx: ShopContext,
  provider: MessageProvider,
  { batch = 20, maxBatches = 50 }: { batch?: number; maxBatches?: number } = {},
): Promise<SendReport> {
  const report: SendReport = { sent: 0, failed: 0, retrying: 0 };
  await releaseLapsed(ctx);
  for (let n = 0; n < maxBatches; n += 1) {
    const claimed = await claim(ctx, batch);
    for (const m of claimed) {
      let outcome: SendOutcome;
      try {
        outcome = await provider.send({
          _id: m._id,
          to: m.recipient,
          channel: m.channel,
          text: m.text,
          templateId: m.providerTemplateId,
          variables: m.variables,
        });
      } catch (error) {
        outcome = { result: 'unavailable', message: error instanceof Error ? error.message : String(error) };
      }
      const state = await settle(ctx, m, outcome);
      if (state === 'SENT') report.sent += 1;
      else if (state === 'FAILED') report.failed += 1;
      else report.retrying += 1;
    }
    if (claimed.length < batch) break;
  }
  return report;
}
