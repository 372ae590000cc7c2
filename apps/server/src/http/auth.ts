import { authMessages } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { users } from '../db/schema/index.ts';
import type { SessionRevocations } from '../modules/auth/sessions.ts';
import { AccessTokens, parseBearer, type VerifiedAccessToken } from '../modules/auth/tokens.ts';
import type { ShopContext } from './context.ts';
import { forbidden, unauthorized } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalogCache: import('../modules/catalog/cache.ts').CatalogCache;
    accessTokens: AccessTokens;
    sessions: SessionRevocations;
    /**
     * Verifies an access token as every guard does: signature, expiry, and not revoked since it was
     * signed (left, suspended, type or password changed, logged out everywhere), from memory.
     * Throws 401 when expired or revoked; answers null for a token that is no token of ours.
     */
    verifyAccess(token: string, now: Date): Promise<VerifiedAccessToken | null>;
    /** onRequest guard: a valid access token; sets `req.ctx.actor`. */
    requireUser: onRequestHookHandler;
    /**
     * onRequest guard of the console: the `console` scope, and the member is still an active
     * operator now (a demoted operator's unexpired token stops working at once).
     */
    requireOperator: onRequestHookHandler;
  }
  interface FastifyRequest {
    ctx: ShopContext;
  }
}

/** The caller of a verified token, without the revocation check (the console's guard orders it). */
async function verified(app: FastifyInstance, req: FastifyRequest) {
  const token = parseBearer(req.headers.authorization);
  if (!token) throw unauthorized('LOGIN_REQUIRED', authMessages.loginRequired);
  const payload = await app.accessTokens.verify(token, req.ctx.now);
  if (payload === 'expired') throw unauthorized('ACCESS_TOKEN_EXPIRED', authMessages.sessionExpired);
  if (payload === 'invalid') throw unauthorized('INVALID_ACCESS_TOKEN', authMessages.loginRequired);
  return payload;
}

/** 401 when the member's sessions ended after the token was signed; answered from memory. */
function assertNotRevoked(sessions: SessionRevocations, payload: VerifiedAccessToken) {
  const refusal = sessions.refusal(payload._user, payload.sv);
  // The words `me/info` has always answered a member who left, on every route now.
  if (refusal === 'inactive') throw unauthorized('USER_NOT_ACTIVE', authMessages.loginRequired);
  if (refusal === 'revoked') throw unauthorized('SESSION_REVOKED', authMessages.sessionRevoked);
}

const actorOf = (payload: VerifiedAccessToken) => ({
  _user: payload._user,
  userType: payload.userType,
  scope: payload.scope,
});

export const authPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { secret: string; ttlSeconds: number; sessions: SessionRevocations },
  ) => {
    const accessTokens = new AccessTokens(opts.secret, opts.ttlSeconds);
    app.decorate('accessTokens', accessTokens);
    app.decorate('sessions', opts.sessions);
    app.decorate('verifyAccess', async (token: string, now: Date) => {
      const payload = await accessTokens.verify(token, now);
      if (payload === 'expired') throw unauthorized('ACCESS_TOKEN_EXPIRED', authMessages.sessionExpired);
      if (payload === 'invalid') return null;
      assertNotRevoked(opts.sessions, payload);
      return payload;
    });
    app.decorate('requireUser', async function requireUser(req: FastifyRequest) {
      const payload = await verified(app, req);
      assertNotRevoked(opts.sessions, payload);
      req.ctx.actor = actorOf(payload);
    });
    app.decorate('requireOperator', async function requireOperator(req: FastifyRequest) {
      const payload = await verified(app, req);
      if (!payload.scope.includes('console')) throw forbidden('FORBIDDEN', authMessages.forbidden);
      // The console reads the member's row on every request anyway: a demoted or suspended operator
      // is refused by it (403), before the revocation check that ends the sessions of an operator
      // who changed their password or logged out everywhere (401).
      const [still] = await req.ctx.db
        .select({ _id: users._id })
        .from(users)
        .where(and(eq(users._id, payload._user), eq(users.type, 'OPERATOR'), eq(users.state, 'ACTIVE')));
      if (!still) throw forbidden('FORBIDDEN', authMessages.forbidden);
      assertNotRevoked(opts.sessions, payload);
      req.ctx.actor = actorOf(payload);
    });
  },
);
