import type { MessageEvent, MessageState } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { messages, messageTemplates, termAgreements, terms } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import { textChannel } from '../../integrations/messaging/types.ts';
import { getShopSetting } from '../settings/service.ts';
import { eventTemplates, fillTemplate } from './events.ts';

/**
 * The outbox's writing side: a service that changes an order, a claim, an inquiry … calls
 * `queueMessage` inside its own transaction, so the message exists exactly when the change does (a
 * rolled-back order writes none), and the sender (sender.ts) sends it after the commit.
 */

export type TemplateInUse = {
  event: MessageEvent;
  enabled: boolean;
  text: string;
  providerTemplateId: string | null;
  edited: boolean;
  updatedAt: Date | null;
};

/** The template an event sends now: the operator's edit, or the shop's default. */
export async function templateOf(ctx: ShopContext, event: MessageEvent): Promise<TemplateInUse> {
  const [row] = await ctx.db.select().from(messageTemplates).where(eq(messageTemplates.event, event));
  if (row) return { ...row, event, edited: true };
  return {
    event,
    enabled: true,
    text: eventTemplates[event].text,
    providerTemplateId: null,
    edited: false,
    updatedAt: null,
  };
}

const MARKETING_TERM_CODE = 'marketing';

/** Whether the member agreed to marketing (the 'marketing' term, withdrawn by leaving it). */
async function agreedToMarketing(ctx: ShopContext, _user: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ _user: termAgreements._user })
    .from(termAgreements)
    .innerJoin(terms, eq(terms._id, termAgreements._term))
    .where(and(eq(termAgreements._user, _user), eq(terms.code, MARKETING_TERM_CODE)));
  return row !== undefined;
}

/**
 * Why a message is not sent, or null: the event switched off, or a marketing message to someone
 * who did not agree to marketing. Transaction messages always go (INTEGRATIONS.md i.3).
 */
export function skipReason(
  template: { enabled: boolean },
  kind: 'TRANSACTION' | 'MARKETING',
  marketingAgreed: boolean,
): 'DISABLED' | 'OPTED_OUT' | null {
  if (!template.enabled) return 'DISABLED';
  if (kind === 'MARKETING' && !marketingAgreed) return 'OPTED_OUT';
  return null;
}

export type QueuedMessage = {
  event: MessageEvent;
  /** the record the event is about (an order, a purchase and its invoice …): one message per key */
  key: string;
  /** the recipient's phone; none (or not a number) → nothing is queued */
  to: string | null | undefined;
  _user?: string | null;
  /** the event's variables except 쇼핑몰명, which comes from the settings */
  variables: Record<string, string>;
};

/**
 * Queues one message in the caller's transaction. The same event for the same key twice (a webhook
 * repeated, an invoice entered again) queues one. Answers the row's state, or null when nothing was
 * written.
 */
export async function queueMessage(ctx: ShopContext, input: QueuedMessage): Promise<MessageState | null> {
  const recipient = (input.to ?? '').replace(/\D/g, '');
  if (recipient.length < 8) return null;
  const template = await templateOf(ctx, input.event);
  const { kind } = eventTemplates[input.event];
  const agreed = kind === 'MARKETING' && input._user ? await agreedToMarketing(ctx, input._user) : false;
  const skip = skipReason(template, kind, agreed);
  const setting = await getShopSetting(ctx);
  const variables = { 쇼핑몰명: setting.company?.name ?? '', ...input.variables };
  const text = fillTemplate(template.text, variables);
  const state: MessageState = skip ? 'SKIPPED' : 'QUEUED';
  const inserted = await ctx.db
    .insert(messages)
    .values({
      event: input.event,
      dedupeKey: `${input.event}:${input.key}`,
      _user: input._user ?? null,
      recipient,
      channel: template.providerTemplateId ? 'ATA' : textChannel(text),
      providerTemplateId: template.providerTemplateId,
      variables,
      text,
      state,
      statusCode: skip,
      nextAttemptAt: ctx.now,
      createdAt: ctx.now,
      finalAt: skip ? ctx.now : null,
      updatedAt: ctx.now,
    })
    .onConflictDoNothing({ target: messages.dedupeKey })
    .returning({ _id: messages._id });
  if (inserted.length === 0) return null;
  if (state === 'QUEUED' && ctx.outbox) ctx.outbox.queued += 1;
  return state;
}
