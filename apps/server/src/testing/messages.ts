import { and, eq, like } from 'drizzle-orm';
import { messages } from '../db/schema/index.ts';
import type { TestApp } from './app.ts';

/** The outbox rows of `event` whose dedupe key starts with `key` (an order's or a purchase's id). */
export const outboxRowsOf = (app: TestApp, event: string, key: string) =>
  app.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.event, event), like(messages.dedupeKey, `${event}:${key}%`)));
