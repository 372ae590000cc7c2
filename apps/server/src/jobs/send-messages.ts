import type { ShopContext } from '../http/context.ts';
import type { MessageProvider } from '../integrations/messaging/index.ts';
import { type SendReport, sendDueMessages } from '../modules/messages/sender.ts';
import { scheduleSweep } from './schedule.ts';

/**
 * The message sender on this node: kicked right after a request that queued messages has answered
 * (its transaction committed), and swept every few seconds for what jobs queued, retries that came
 * due and sends a dead node left unfinished. Runs on one node never overlap; a kick during a run
 * makes one more run after it. Several nodes may run at once (sendDueMessages claims each row once).
 */
export type MessageSender = {
  /** sends soon, after the current run if one is under way */
  kick(): void;
  /** one run now (after the current one): tests and the sweep */
  run(): Promise<SendReport>;
  /** answers when no run is under way or asked for */
  idle(): Promise<void>;
};

export function messageSender(provider: MessageProvider, context: () => ShopContext): MessageSender {
  let running: Promise<SendReport> | null = null;
  let again = false;
  const start = (): Promise<SendReport> => {
    const ctx = context();
    const run = sendDueMessages(ctx, provider)
      .catch((error: unknown) => {
        ctx.log.error({ err: error }, 'message sender failed');
        return { sent: 0, failed: 0, retrying: 0 };
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          running = start();
        }
      });
    running = run;
    return run;
  };
  const sender: MessageSender = {
    kick() {
      if (running) again = true;
      else start();
    },
    async run() {
      while (running) await running;
      return start();
    },
    async idle() {
      while (running) await running;
    },
  };
  return sender;
}

/** The sweep every 5 seconds, until stopped (see scheduleSweep). */
export function scheduleMessageSender(
  sender: MessageSender,
  context: () => ShopContext,
  { everyMs = 5_000 }: { everyMs?: number } = {},
): () => Promise<void> {
  return scheduleSweep('message sender', () => sender.run(), context, everyMs);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the order-message sender of this node (tests run it and wait for it) */
    messages: MessageSender;
  }
}
