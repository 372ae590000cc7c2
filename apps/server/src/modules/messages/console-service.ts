import {
  type ConsoleMessage,
  type consoleMessagesQuery,
  type MessageEvent,
  type MessageState,
  type MessageTemplate,
  maskPhone,
  messageEventLabel,
  messageEvents,
  messageStateLabel,
  type messageTemplateBody,
  templateVariables,
} from '@shop/contracts';
import { and, count, desc, eq, gte, like, lt } from 'drizzle-orm';
import type { z } from 'zod';
import { messages, messageTemplates } from '../../db/schema/index.ts';
import { inTransaction, type ShopContext } from '../../http/context.ts';
import { badRequest } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import { recordAudit } from '../audit/record.ts';
import { seoulPeriod } from '../orders/amounts.ts';
import { eventTemplates } from './events.ts';
import { type TemplateInUse, templateOf } from './outbox.ts';

/**
 * /console/messages: the outbox as operators read it (the recipient masked, 010-****-1234, never in
 * full) and the template of each event, edited with its variables shown and switched on or off.
 * Every template change is a MESSAGE_TEMPLATE_CHANGE audit row.
 */

type MessageRow = typeof messages.$inferSelect;

const toConsoleMessage = (row: MessageRow): ConsoleMessage => ({
  _id: row._id,
  event: row.event as MessageEvent,
  eventLabel: messageEventLabel[row.event as MessageEvent] ?? row.event,
  recipient: maskPhone(row.recipient),
  channel: row.channel as ConsoleMessage['channel'],
  text: row.text,
  state: row.state as MessageState,
  stateLabel: messageStateLabel[row.state as MessageState] ?? row.state,
  attempts: row.attempts,
  statusCode: row.statusCode,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  finalAt: row.finalAt?.toISOString() ?? null,
});

/** The outbox, newest first: state, event, the recipient's digits (a part), Seoul-day period. */
export async function listMessages(
  ctx: ShopContext,
  query: z.output<typeof consoleMessagesQuery>,
  paging: Paging,
): Promise<{ totalCount: number; messages: ConsoleMessage[] }> {
  const { start, end } = seoulPeriod(query.from, query.to);
  const digits = query.phone?.replace(/\D/g, '');
  const where = and(
    query.state ? eq(messages.state, query.state) : undefined,
    query.event ? eq(messages.event, query.event) : undefined,
    digits ? like(messages.recipient, `%${digits}%`) : undefined,
    start ? gte(messages.createdAt, start) : undefined,
    end ? lt(messages.createdAt, end) : undefined,
  );
  const [total] = await ctx.db.select({ value: count() }).from(messages).where(where);
  const rows = await ctx.db
    .select()
    .from(messages)
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages._id))
    .offset(paging.skip)
    .limit(paging.limit);
  return { totalCount: Number(total?.value ?? 0), messages: rows.map(toConsoleMessage) };
}

const toTemplate = (t: TemplateInUse): MessageTemplate => {
  const { kind, variables } = eventTemplates[t.event];
  return {
    event: t.event,
    eventLabel: messageEventLabel[t.event],
    kind,
    enabled: t.enabled,
    text: t.text,
    providerTemplateId: t.providerTemplateId,
    variables: Object.entries(variables).map(([name, description]) => ({ name, description })),
    edited: t.edited,
    updatedAt: t.updatedAt?.toISOString() ?? null,
  };
};

export async function listTemplates(ctx: ShopContext): Promise<MessageTemplate[]> {
  return Promise.all(messageEvents.map(async (event) => toTemplate(await templateOf(ctx, event))));
}

/**
 * PUT /console/messages/templates/{event}: the text may use only the event's variables (400 naming
 * the unknown one); the change is audited with what it changed.
 */
export async function updateTemplate(
  ctx: ShopContext,
  event: MessageEvent,
  input: z.output<typeof messageTemplateBody>,
): Promise<MessageTemplate> {
  const known = eventTemplates[event].variables;
  const unknown = templateVariables(input.text).filter((name) => !(name in known));
  if (unknown.length > 0) {
    const message = `사용할 수 없는 변수입니다: ${unknown.map((n) => `#{${n}}`).join(', ')}`;
    throw badRequest('VALIDATION_FAILED', message, [{ path: 'text', message }]);
  }
  return inTransaction(ctx, async (ctx) => {
    const before = await templateOf(ctx, event);
    const values = {
      enabled: input.enabled,
      text: input.text,
      providerTemplateId: input.providerTemplateId ?? null,
      updatedAt: ctx.now,
    };
    await ctx.db
      .insert(messageTemplates)
      .values({ event, ...values })
      .onConflictDoUpdate({ target: messageTemplates.event, set: values });
    const pick = (t: { enabled: boolean; text: string; providerTemplateId: string | null }) => ({
      enabled: t.enabled,
      text: t.text,
      providerTemplateId: t.providerTemplateId,
    });
    await recordAudit(ctx, {
      action: 'MESSAGE_TEMPLATE_CHANGE',
      targetKind: 'MESSAGE_TEMPLATE',
      _target: event,
      before: pick(before),
      after: pick(values),
    });
    return toTemplate(await templateOf(ctx, event));
  });
}
