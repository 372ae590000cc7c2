import { authMessages } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { users } from '../db/schema/index.ts';
import { AccessTokens, parseBearer } from '../modules/auth/tokens.ts';
import type { ShopContext } from './context.ts';
import { forbidden, unauthorized } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalogCache: import('../modules/catalog/cache.ts').CatalogCache;
    accessTokens: AccessTokens;
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

async function authenticate(app: FastifyInstance, req: FastifyRequest) {
  const token = parseBearer(req.headers.authorization);
  if (!token) throw unauthorized('LOGIN_REQUIRED', authMessages.loginRequired);
  const payload = await app.accessTokens.verify(token, req.ctx.now);
  if (payload === 'expired') throw unauthorized('ACCESS_TOKEN_EXPIRED', authMessages.sessionExpired);
  if (payload === 'invalid') throw unauthorized('INVALID_ACCESS_TOKEN', authMessages.loginRequired);
  req.ctx.actor = { _user: payload._user, userType: payload.userType, scope: payload.scope };
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { secret: string; ttlSeconds: number }) => {
  app.decorate('accessTokens', new AccessTokens(opts.secret, opts.ttlSeconds));
  app.decorate('requireUser', async function requireUser(req: FastifyRequest) {
    await authenticate(app, req);
  });
  app.decorate('requireOperator', async function requireOperator(req: FastifyRequest) {
    await authenticate(app, req);
    const actor = req.ctx.actor!;
    if (!actor.scope.includes('console')) throw forbidden('FORBIDDEN', authMessages.forbidden);
    const [still] = await req.ctx.db
      .select({ _id: users._id })
      .from(users)
      .where(and(eq(users._id, actor._user), eq(users.type, 'OPERATOR'), eq(users.state, 'ACTIVE')));
    if (!still) throw forbidden('FORBIDDEN', authMessages.forbidden);
  });
});
