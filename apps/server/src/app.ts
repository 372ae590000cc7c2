import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { consoleApi, storefrontApi } from './api-routes.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { authPlugin } from './http/auth.ts';
import type { ShopContext } from './http/context.ts';
import { errorEnvelopePlugin } from './http/errors.ts';
import type { Limiter } from './http/limiter.ts';
import { registerRateLimit } from './http/rate-limit.ts';
import { addSecurityHeaders } from './http/security-headers.ts';
import { uploadsPlugin } from './http/uploads.ts';
import { validatorCompiler } from './http/validation.ts';
import { type BankVerifier, createBankVerifier } from './integrations/bank-verification/index.ts';
import { createCertifier, type IdentityCertifier } from './integrations/kcp/index.ts';
import { createMessageProvider, type MessageProvider } from './integrations/messaging/index.ts';
import {
  type CashReceiptGateway,
  createCashReceiptGateway,
  createPaymentGateway,
  type PaymentGateway,
} from './integrations/nicepay/index.ts';
import { createSocialProviders, type SocialProviders } from './integrations/oauth/index.ts';
import { messageSender } from './jobs/send-messages.ts';
import { scheduleSweeps } from './jobs/sweeps.ts';
import { authRoutes } from './modules/auth/routes.ts';
import {
  memorySessionRevocations,
  recentRaisesIn,
  revocationMemorySeconds,
  type SessionRevocations,
} from './modules/auth/sessions.ts';
import { socialAuthRoutes } from './modules/auth/social-routes.ts';
import { type CatalogCache, catalogCache } from './modules/catalog/cache.ts';
import { editorRoutes } from './modules/catalog/console/images.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { messageReportRoutes } from './modules/messages/routes.ts';
import { naverEpRoutes } from './modules/naver-ep/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { kcpReturnRoutes } from './modules/users/recovery-routes.ts';
import { registerOpenApiDocument } from './openapi-document.ts';
import { serverOptions } from './server-options.ts';
import { resourceRoutes } from './storage/routes.ts';
import type { Storage } from './storage/storage.ts';
import { registerWeb } from './web/serve-web.ts';

export type AppDeps = {
  config: Config;
  database: Database;
  limiter: Limiter;
  storage: Storage;
  /** defaults to an in-process cache */
  catalogCache?: CatalogCache;
  /** revoked access tokens; defaults to an in-process table (main.ts shares it through Redis) */
  sessions?: SessionRevocations;
  /** the clock; tests move it to expire tokens */
  now?: () => Date;
  /** the payment gateway; defaults to NICE Pay with keys, else the sandbox (tests inject their own) */
  payments?: PaymentGateway;
  /** NICE Pay's cash-receipt API; defaults to it with the payment keys, else the sandbox */
  cashReceipts?: CashReceiptGateway;
  /** 본인인증; defaults to NHN KCP with keys, else the sandbox (테스트 본인인증; tests inject their own) */
  certifier?: IdentityCertifier;
  /** 1원 입금 인증; defaults to KFTC Open Banking with keys, else the sandbox (테스트 입금) */
  bank?: BankVerifier;
  /** Kakao and Naver login; defaults to the real adapters with keys, else the sandbox (테스트 로그인) */
  social?: SocialProviders;
  /** order messages; defaults to Solapi with keys, else the sandbox that only records (tests inject theirs) */
  messaging?: MessageProvider;
  /** where the log goes instead of stdout (a test reads it to see what is never logged) */
  logStream?: { write(line: string): void };
  /** with REDIS_URL: the API rate limit counts each address across every app node */
  redis?: Redis | null;
};

/** Builds the whole application without listening: a readable table of its modules. */
export async function buildApp({
  config,
  database,
  limiter,
  storage,
  catalogCache: cache = catalogCache(),
  now = () => new Date(),
  payments,
  cashReceipts,
  certifier,
  bank,
  social,
  messaging,
  sessions = memorySessionRevocations(config.accessTokenTtlSeconds),
  redis = null,
  logStream,
}: AppDeps) {
  const app = Fastify(serverOptions(config, logStream)).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  /** What services get: the database, the clock, the caller (set by the auth guard) and tools. */
  const contextOf = (log: ShopContext['log']): ShopContext => ({
    db: database.db,
    actor: null,
    now: now(),
    config,
    limiter,
    storage,
    catalogCache: cache,
    sessions,
    log,
  });

  // Once closing, every answer ends its connection, so a keep-alive client opens its next request
  // elsewhere and close() does not wait for idle connections to time out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_req, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  app.decorate('catalogCache', cache);
  // 현금영수증 (modules/cash-receipts): the console's deposit and refund routes issue and cancel them.
  const receiptGateway = cashReceipts ?? createCashReceiptGateway(config);
  app.decorate('cashReceipts', receiptGateway);
  app.decorateRequest('ctx', null as never);
  app.addHook('onRequest', async (req) => {
    req.ctx = { ...contextOf(req.log), request: { id: String(req.id), ip: req.ip }, outbox: { queued: 0 } };
  });

  // Order messages: queued in the services' transactions, sent after commit. A request that queued
  // some has committed by the time it answers, so the sender is kicked then (jobs/send-messages.ts).
  const messageProvider = messaging ?? createMessageProvider(config, app.log);
  const sender = messageSender(messageProvider, () => contextOf(app.log));
  app.decorate('messages', sender);
  app.addHook('onResponse', async (req) => {
    if (req.ctx?.outbox && req.ctx.outbox.queued > 0) sender.kick();
  });
  app.addHook('onClose', async () => sender.idle());

  await app.register(errorEnvelopePlugin);
  addSecurityHeaders(app, config);
  await app.register(authPlugin, {
    secret: config.tokenSecret,
    ttlSeconds: config.accessTokenTtlSeconds,
    sessions,
  });
  // A node that starts learns the revocations of tokens still alive (another node's, or its own
  // before a restart) before it answers anyone.
  app.addHook('onReady', async () => {
    sessions.learn(
      await recentRaisesIn(database.db, now)(revocationMemorySeconds(config.accessTokenTtlSeconds)),
    );
  });
  await registerRateLimit(app, config, redis);

  await app.register(uploadsPlugin);
  // API answers (product lists, category trees) and rendered pages shrink several times; the web
  // app's files are compressed once at build time and served as they are (preCompressed, web/serve-web.ts).
  // Answers under 4 KB (an order, the payment window) are sent as they are: they fit in the first
  // round trip either way, and brotli cost a tenth of the server's time per checkout.
  await app.register(fastifyCompress, {
    threshold: 4096,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  await registerOpenApiDocument(app);

  await app.register(healthRoutes(database.ping), { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  const socialProviders = social ?? createSocialProviders(config, app.log);
  await app.register(socialAuthRoutes(socialProviders), { prefix: '/api/auth' });
  // One gateway for payments and the refunds of claims (tests inject theirs).
  const gateway = payments ?? createPaymentGateway(config, app.log);
  const identity = certifier ?? createCertifier(config, app.log);
  const bankVerifier = bank ?? createBankVerifier(config, app.log);
  await app.register(storefrontApi({ gateway, identity, bankVerifier, socialProviders }), {
    prefix: '/api/v1',
  });
  await app.register(paymentRoutes(gateway), {
    prefix: '/api/plugins/nice/pay',
  });
  await app.register(kcpReturnRoutes, { prefix: '/api/plugins/kcp/cert' });
  await app.register(messageReportRoutes(messageProvider), { prefix: '/api/plugins/solapi' });
  await app.register(consoleApi({ gateway, messageProvider }), { prefix: '/api/console' });

  if (config.env !== 'test') scheduleSweeps(app, () => contextOf(app.log), sender, receiptGateway);

  await app.register(editorRoutes);
  await app.register(resourceRoutes(storage));
  await app.register(naverEpRoutes, { prefix: '/ep/naver' });

  await registerWeb(app, config.webDist);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
