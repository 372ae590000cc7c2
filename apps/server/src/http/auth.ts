import { type AccessTokenPayload, authMessages } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { users } from '../db/schema/index.ts';
import type { SessionRevocations } from '../modules/auth/sessions.ts';
import { AccessTokens, parseBearer, type VerifiedAccessToken } from '../modules/auth/tokens.ts';
import type { ShopContext } from './context.ts';
import { forbidden, unauthorized } from './errors.ts';
import { documentedGuard } from './openapi.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalogCache: import('../modules/catalog/cache.ts').CatalogCache;
    /** NICE Pay's cash-receipt API or its sandbox (integrations/nicepay) */
    cashReceipts: import('../integrations/nicepay/receipt-types.ts').CashReceiptGateway;
    accessTokens: AccessTokens;
    sessions: SessionRevocations;
    /**
     * Verifies an access token as every guard does: signature, expiry, and not revoked since it was
     * signed (left, suspended, type or password changed, logged out everywhere), from memory.
     * Throws 401 when expired or revoked; answers null for a token that is no token of ours.
     */
    verifyAccess(token: string, now: Date): Promise<AccessTokenPayload | null>;
    /** onRequest guard: a valid access token; sets `req.ctx.actor`. */
    requireUser: onRequestHookHandler;
    /**
     * onRequest guard of the console: the `console` scope, and the member is still an active
     * operator now (a demoted operator's unexpired token stops working at once).
     */
    requireOperator: onRequestHookHandler;
    /** onRequest guard of `/api/v1/promoter/*`: a token with the `promoter` scope (403 otherwise). */
    requirePromoter: onRequestHookHandler;
  }
  interface FastifyRequest {
    ctx: ShopContext;
  }
}

/** The caller of a verified token, without the revocation check (the console's guard orders it). */
async function verified(app: FastifyInstance, req: FastifyRequest) {
  const token = parseBearer(req.headers.authorization);
  if (!token) throw unauthorized('LOGIN_REQUIRED', authMessages.loginRequired);
  const verified = await app.accessTokens.verifySession(token, req.ctx.now);
  if (verified === 'expired') throw unauthorized('ACCESS_TOKEN_EXPIRED', authMessages.sessionExpired);
  if (verified === 'invalid') throw unauthorized('INVALID_ACCESS_TOKEN', authMessages.loginRequired);
  return verified;
}

/** 401 when the member's sessions ended after the token was signed; answered from memory. */
function assertNotRevoked(sessions: SessionRevocations, { payload, version }: VerifiedAccessToken) {
  const refusal = sessions.refusal(payload._user, version);
  // The words `me/info` has always answered a member who left, on every route now.
  if (refusal === 'inactive') throw unauthorized('USER_NOT_ACTIVE', authMessages.loginRequired);
  if (refusal === 'revoked') throw unauthorized('SESSION_REVOKED', authMessages.sessionRevoked);
}

const actorOf = ({ payload }: VerifiedAccessToken) => ({
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
      const verified = await accessTokens.verifySession(token, now);
      if (verified === 'expired') throw unauthorized('ACCESS_TOKEN_EXPIRED', authMessages.sessionExpired);
      if (verified === 'invalid') return null;
      assertNotRevoked(opts.sessions, verified);
      return verified.payload;
    });
    app.decorate('requireUser', async function requireUser(req: FastifyRequest) {
      const token = await verified(app, req);
      assertNotRevoked(opts.sessions, token);
      req.ctx.actor = actorOf(token);
    });
    app.decorate('requireOperator', async function requireOperator(req: FastifyRequest) {
      const token = await verified(app, req);
      const { payload } = token;
      if (!payload.scope.includes('console')) throw forbidden('FORBIDDEN', authMessages.forbidden);
      // The console reads the member's row on every request anyway: a demoted or suspended operator
      // is refused by it (403), before the revocation check that ends the sessions of an operator
      // who changed their password or logged out everywhere (401).
      const [still] = await req.ctx.db
        .select({ _id: users._id })
        .from(users)
        .where(and(eq(users._id, payload._user), eq(users.type, 'OPERATOR'), eq(users.state, 'ACTIVE')));
      if (!still) throw forbidden('FORBIDDEN', authMessages.forbidden);
      assertNotRevoked(opts.sessions, token);
      req.ctx.actor = actorOf(token);
    });
    app.decorate('requirePromoter', async function requirePromoter(req: FastifyRequest) {
      const token = await verified(app, req);
      assertNotRevoked(opts.sessions, token);
      // A demotion raises the session version, so a former promoter's token is refused above.
      if (!token.payload.scope.includes('promoter')) throw forbidden('FORBIDDEN', authMessages.forbidden);
      req.ctx.actor = actorOf(token);
    });
    // What the OpenAPI document declares as each guarded route's security (http/openapi.ts).
    documentedGuard(app.requireUser, 'member');
    documentedGuard(app.requireOperator, 'operator');
    documentedGuard(app.requirePromoter, 'promoter');
  },
);
