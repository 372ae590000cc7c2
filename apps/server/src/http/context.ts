import type { UserType } from '@shop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db, Tx } from '../db/client.ts';
import type { SessionRevocations } from '../modules/auth/sessions.ts';
import type { CatalogCache } from '../modules/catalog/cache.ts';
import type { Storage } from '../storage/storage.ts';
import type { Limiter } from './limiter.ts';

/** Who is calling: from a verified access token. */
export type Actor = { _user: string; userType: UserType; scope: string[] };

/** Everything a service needs, built per request (`req.ctx`) and by jobs. */
export type ShopContext = {
  db: Db | Tx;
  actor: Actor | null;
  now: Date;
  config: Config;
  limiter: Limiter;
  storage: Storage;
  catalogCache: CatalogCache;
  /** revoked access tokens (left, suspended, type or password changed, logged out everywhere) */
  sessions: SessionRevocations;
  log: FastifyBaseLogger;
  /** the HTTP request being served (absent in jobs): the audit log records its id and address */
  request?: { id: string; ip: string };
  /**
   * Messages queued while serving this request (modules/messages/outbox.ts): once the request has
   * answered, its transaction is committed and the app kicks the sender. Shared by reference with
   * the contexts of its transactions.
   */
  outbox?: { queued: number };
};

/** Runs `work` in one transaction; a nested call becomes a savepoint. */
export function inTransaction<T>(ctx: ShopContext, work: (ctx: ShopContext) => Promise<T>): Promise<T> {
  return ctx.db.transaction((tx) => work({ ...ctx, db: tx }));
}

/** The caller of a route guarded by `requireUser`. */
export function actorOf(ctx: ShopContext): Actor {
  if (!ctx.actor) throw new Error('route is missing its requireUser guard');
  return ctx.actor;
}
