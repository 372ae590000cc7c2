import { gt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/**
 * Which access tokens were revoked before they expired: a member's every session ends when they
 * leave, are suspended, change type or password, or log out everywhere. The database raises
 * `users.session_version`; tokens carry the version they were signed with. Every node keeps in
 * memory the raises younger than an access token's life (older ones can only concern expired
 * tokens), so the guard answers from memory without a database read (docs/decisions/0030).
 */
export interface SessionRevocations {
  /**
   * null when a token signed with `version` for this member still stands; `'inactive'` when it was
   * revoked because the account left or was suspended; `'revoked'` for the other reasons.
   */
  refusal(_user: string, version: number): 'inactive' | 'revoked' | null;
  /** Records a raise committed to the database, here and (with Redis) on every other node. */
  revoked(raise: SessionRaise): Promise<void>;
  /** Records raises read from the database (at start, and when Redis reconnects). */
  learn(raises: readonly SessionRaise[]): void;
  close(): Promise<void>;
}

/** A raise of a member's session version; `inactive` when the account left or was suspended. */
export type SessionRaise = { _user: string; version: number; inactive: boolean };

/** Reads the raises of the last `seconds` from the database. */
export type RecentRaises = (seconds: number) => Promise<SessionRaise[]>;

const CHANNEL = 'sessions:revoked';
/** A raise is kept this much longer than an access token lives, for clocks that differ a little. */
const MARGIN_SECONDS = 60;

/** How far back a node must know the raises: an access token's life and the margin. */
export const revocationMemorySeconds = (tokenTtlSeconds: number) => tokenTtlSeconds + MARGIN_SECONDS;

/** The raises of the last `seconds`, from the database (an index on `sessions_revoked_at`). */
export function recentRaisesIn(db: Db, now: () => Date = () => new Date()): RecentRaises {
  return async (seconds) =>
    db
      .select({
        _user: users._id,
        version: users.sessionVersion,
        inactive: sql<boolean>`${users.state} <> 'ACTIVE'`.mapWith(Boolean),
      })
      .from(users)
      .where(gt(users.sessionsRevokedAt, new Date(now().getTime() - seconds * 1000)));
}

/** The in-process table: enough for one node, and the local part of every node. */
export function memorySessionRevocations(
  tokenTtlSeconds: number,
  now: () => number = Date.now,
): SessionRevocations {
  const raises = new Map<string, { version: number; inactive: boolean; at: number }>();
  const keepMs = revocationMemorySeconds(tokenTtlSeconds) * 1000;
  let sweptAt = now();
  const sweep = () => {
    const t = now();
    if (t - sweptAt < 60_000) return;
    sweptAt = t;
    for (const [key, raise] of raises) if (t - raise.at > keepMs) raises.delete(key);
  };
  const record = ({ _user, version, inactive }: SessionRaise) => {
    const known = raises.get(_user);
    if (!known || known.version < version) raises.set(_user, { version, inactive, at: now() });
  };
  return {
    refusal(_user, version) {
      const raise = raises.get(_user);
      if (!raise || version >= raise.version) return null;
      return raise.inactive ? 'inactive' : 'revoked';
    },
    async revoked(raise) {
      sweep();
      record(raise);
    },
    learn(list) {
      sweep();
      for (const raise of list) record(raise);
    },
    async close() {},
  };
}

/**
 * The in-process table, kept in step with the other nodes through Redis pub/sub: a raise is
 * published after its commit and every subscribed node records it within a round trip. A node
 * that was not subscribed (starting, or Redis gone for a while) reads the recent raises from the
 * database whenever its subscription becomes ready, so no raise is missed for longer than the
 * outage. `ready` settles once subscribed.
 */
export function redisSessionRevocations(
  redis: Redis,
  tokenTtlSeconds: number,
  recentRaises: RecentRaises,
  log: { warn(obj: object, msg: string): void } = console,
): SessionRevocations & { ready: Promise<void> } {
  const local = memorySessionRevocations(tokenTtlSeconds);
  const subscriber = redis.duplicate();
  const catchUp = () =>
    recentRaises(revocationMemorySeconds(tokenTtlSeconds)).then(
      (list) => local.learn(list),
      (error) => log.warn({ err: error }, 'could not read recent session revocations'),
    );
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== CHANNEL) return;
    const [_user, version, inactive] = message.split(' ');
    if (_user && Number.isSafeInteger(Number(version))) {
      local.learn([{ _user, version: Number(version), inactive: inactive === '1' }]);
    }
  });
  let first = true;
  subscriber.on('ready', () => {
    // ioredis subscribes again by itself after a reconnect; what was published meanwhile is lost.
    if (!first) void catchUp();
    first = false;
  });
  // Subscribed before the app reads the recent raises at start (buildApp's onReady), so a raise
  // published in between is heard rather than lost.
  const ready = subscriber.subscribe(CHANNEL).then(
    () => {},
    (error) => log.warn({ err: error }, 'could not subscribe to session revocations'),
  );
  return {
    ready,
    refusal: local.refusal,
    learn: local.learn,
    async revoked(raise) {
      await local.revoked(raise);
      try {
        await redis.publish(CHANNEL, `${raise._user} ${raise.version} ${raise.inactive ? 1 : 0}`);
      } catch (error) {
        // The raise is committed; the other nodes read it from the database when Redis is back.
        log.warn({ err: error, _user: raise._user }, 'could not publish a session revocation');
      }
    },
    async close() {
      subscriber.disconnect();
    },
  };
}
