import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { messages } from '../../db/schema/index.ts';
import type { ShopContext } from '../../http/context.ts';
import type { MessageProvider } from '../../integrations/messaging/index.ts';

/**
 * Delivery reports (INTEGRATIONS.md i.1 "Delivery report"): Solapi's message-report webhook posts a
 * JSON array of messages. It carries no signature, so the route takes it only with the secret token
 * in its path, and each message is read back from Solapi before its state is trusted. A sent
 * message becomes DELIVERED (with the SMS/LMS that replaced 알림톡, if one did) or FAILED; a report
 * repeated (Solapi retries until it gets 200) changes nothing.
 */

/** The webhook's body: only the ids are read from it. */
export const reportBody = z.array(z.object({ messageId: z.string().min(1).max(100) }).loose()).max(10_000);

export async function applyReports(
  ctx: ShopContext,
  provider: MessageProvider,
  reported: z.output<typeof reportBody>,
): Promise<number> {
  const ids = [...new Set(reported.map((r) => r.messageId))];
  if (ids.length === 0) return 0;
  const rows = await ctx.db
    .select({ _id: messages._id, providerMessageId: messages.providerMessageId })
    .from(messages)
    .where(and(inArray(messages.providerMessageId, ids), eq(messages.state, 'SENT')));
  let changed = 0;
  for (const row of rows) {
    const report = await provider.lookup(row.providerMessageId!);
    if (!report || report.state === 'PENDING') continue;
    const moved = await ctx.db
      .update(messages)
      .set({
        state: report.state,
        statusCode: report.statusCode,
        replacedBy: report.replacedBy,
        error: report.state === 'FAILED' ? (report.statusMessage ?? report.statusCode) : null,
        finalAt: ctx.now,
        updatedAt: ctx.now,
      })
      .where(and(eq(messages._id, row._id), eq(messages.state, 'SENT')))
      .returning({ _id: messages._id });
    changed += moved.length;
  }
  return changed;
}
