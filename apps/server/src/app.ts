import { existsSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { authPlugin } from './http/auth.ts';
import type { ShopContext } from './http/context.ts';
import { errorEnvelopePlugin } from './http/errors.ts';
import type { Limiter } from './http/limiter.ts';
import {
  guardEveryRoute,
  openApiTransform,
  openApiTransformObject,
  securitySchemes,
} from './http/openapi.ts';
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
import { scheduleAutoConfirm } from './jobs/auto-confirm.ts';
import { scheduleCashReceipts } from './jobs/cash-receipts.ts';
import { scheduleExpireOrders } from './jobs/expire-orders.ts';
import { schedulePurge } from './jobs/purge.ts';
import { scheduleRateChanges } from './jobs/rate-changes.ts';
import { messageSender, scheduleMessageSender } from './jobs/send-messages.ts';
import { scheduleSettlement } from './jobs/settlement.ts';
import { scheduleStatisticsRollup } from './jobs/statistics-rollup.ts';
import { auditConsole } from './modules/audit/console.ts';
import { authRoutes } from './modules/auth/routes.ts';
import {
  memorySessionRevocations,
  recentRaisesIn,
  revocationMemorySeconds,
  type SessionRevocations,
} from './modules/auth/sessions.ts';
import { mySocialRoutes, socialAuthRoutes } from './modules/auth/social-routes.ts';
import { boardsConsole } from './modules/boards/console.ts';
import { boardRoutes } from './modules/boards/routes.ts';
import { bonusesConsole } from './modules/bonuses/console.ts';
import { scoresConsole } from './modules/bonuses/scores-console.ts';
import { cartConsole } from './modules/cart/console.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { cashReceiptConsole } from './modules/cash-receipts/console.ts';
import { type CatalogCache, catalogCache } from './modules/catalog/cache.ts';
import { editorRoutes } from './modules/catalog/console/images.ts';
import { catalogConsole } from './modules/catalog/console/index.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { centerConsole } from './modules/center/console.ts';
import { centerRoutes } from './modules/center/routes.ts';
import { claimConsole } from './modules/claims/console.ts';
import { claimRoutes } from './modules/claims/routes.ts';
import { codesConsole } from './modules/codes/console.ts';
import { contentConsole } from './modules/content/console/index.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { couponsConsole } from './modules/coupons/console.ts';
import { couponRoutes } from './modules/coupons/routes.ts';
import { dashboardConsole } from './modules/dashboard/console.ts';
import { filesConsole } from './modules/files/console.ts';
import { gradesConsole } from './modules/grades/console.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { inquiriesConsole } from './modules/inquiries/console.ts';
import { inquiriesRoutes } from './modules/inquiries/routes.ts';
import { likeRoutes } from './modules/likes/routes.ts';
import { memberRequestsConsole } from './modules/member-requests/console.ts';
import { memberRequestRoutes } from './modules/member-requests/routes.ts';
import { messagesConsoleRoutes } from './modules/messages/console.ts';
import { messageReportRoutes } from './modules/messages/routes.ts';
import { naverEpConsole, naverEpRoutes } from './modules/naver-ep/routes.ts';
import { orderConsole } from './modules/orders/console.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { pointsConsole } from './modules/points/console.ts';
import { pointRoutes } from './modules/points/routes.ts';
import { productQnaConsole } from './modules/product-qna/console.ts';
import { productQnaRoutes } from './modules/product-qna/routes.ts';
import { promoterBankRoutes } from './modules/promoter-bank/routes.ts';
import { promoterRoutes } from './modules/promoters/routes.ts';
import { reviewsConsole } from './modules/reviews/console.ts';
import { reviewRoutes } from './modules/reviews/routes.ts';
import { settingConsole } from './modules/settings/console.ts';
import { settingRoutes } from './modules/settings/routes.ts';
import { settlementsConsole } from './modules/settlements/console.ts';
import { settlementRoutes } from './modules/settlements/routes.ts';
import { statisticsConsole } from './modules/statistics/console.ts';
import { termsConsoleRoutes } from './modules/terms/console.ts';
import { termRoutes } from './modules/terms/routes.ts';
import { userConsole } from './modules/users/console.ts';
import { kcpReturnRoutes, recoveryRoutes } from './modules/users/recovery-routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { withdrawalsConsole } from './modules/withdrawals/console.ts';
import { withdrawalRoutes } from './modules/withdrawals/routes.ts';
import { resourceRoutes } from './storage/routes.ts';
import type { Storage } from './storage/storage.ts';
import { indexPage } from './web/index-page.ts';
import { requestOrigin, seoRoutes, seoSite } from './web/seo/index.ts';

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

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

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
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            serializers: { req: requestForLog },
            ...(logStream ? { stream: logStream } : {}),
          },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    // While closing (SIGTERM), a request that still arrives on an open connection is served, not
    // answered 503: the database closes only after it (main.ts, docs/decisions/0032).
    return503OnClosing: false,
    // Every route validates and serializes with zod: without these, Fastify would load its own Ajv
    // and fast-json-stringify compilers at every start (about a tenth of a second) and never use them.
    // (Fastify types the factories for Ajv's schemas; at run time a factory answers a compiler of
    // the route's schema, which the zod ones are.)
    schemaController: {
      compilersFactory: {
        buildValidator: (() => validatorCompiler) as unknown as CompilersFactory['buildValidator'],
        buildSerializer: (() => serializerCompiler) as unknown as CompilersFactory['buildSerializer'],
      },
    },
  }).withTypeProvider<ZodTypeProvider>();
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
  // The specification's client "encrypted" credentials with a key shipped to the browser; HTTPS and
  // a strict Content-Security-Policy protect them instead (docs/decisions/0002). Helmet's headers
  // are built once here (its Fastify plugin built them again for every request).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The two third-party scripts the order form loads on demand (INTEGRATIONS.md): the Kakao
        // postcode search (its loader pulls modules from both CDNs) and NICE Pay's payment window SDK.
        scriptSrc: [
          "'self'",
          'https://t1.kakaocdn.net',
          'https://t1.daumcdn.net',
          'https://pay.nicepay.co.kr',
        ],
        frameSrc: [
          "'self'",
          'https://postcode.map.kakao.com',
          'https://postcode.map.daum.net',
          'https://*.nicepay.co.kr',
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        // NHN KCP's 본인인증 window is opened by posting a form to it.
        formAction: ["'self'", 'https://*.kcp.co.kr'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // Only behind TLS: on a plain-HTTP LAN address it would send every asset to https.
        upgradeInsecureRequests: config.env === 'production' ? [] : null,
      },
    },
    // Product images and uploads are served to other origins' previews as well.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', (req, reply, done) =>
    securityHeaders(req.raw, reply.raw, (error) => done(error as Error)),
  );
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
  // A broad ceiling per address for the whole API; login has its own stricter failure counter. With
  // Redis every node counts into the same key, so N nodes do not let an address make N times as many.
  await app.register(fastifyRateLimit, {
    max: config.apiMaxRequestsPerMinute,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'limit:api:' } : {}),
    // Redis unreachable: serve the request uncounted rather than refuse every shopper.
    skipOnError: true,
    // The web app's own files (scripts, font subsets) are not API calls and must never be refused,
    // nor the health check that load balancers and `npm start`'s bench poll.
    allowList: (req) => config.env === 'test' || !rateLimited(req.url),
  });

  await app.register(uploadsPlugin);
  // API answers (product lists, category trees) and rendered pages shrink several times; the web
  // app's files are compressed once at build time and served as they are (preCompressed below).
  // Answers under 4 KB (an order, the payment window) are sent as they are: they fit in the first
  // round trip either way, and brotli cost a tenth of the server's time per checkout.
  await app.register(fastifyCompress, {
    threshold: 4096,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: '욕실 쇼핑몰 API',
        version: '1.0.0',
        description: '스토어프런트, 마이페이지, 추천인, 관리자 콘솔 API',
      },
      // Relative: the document is served by the API it describes, on whatever host that is.
      servers: [{ url: '/', description: '이 문서를 제공하는 서버' }],
      components: { securitySchemes },
    },
    // operationId, security and 4xx answers of every operation, derived (http/openapi.ts).
    transform: openApiTransform({ rateLimited }),
    transformObject: openApiTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });

  await app.register(healthRoutes(database.ping), { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  const socialProviders = social ?? createSocialProviders(config, app.log);
  await app.register(socialAuthRoutes(socialProviders), { prefix: '/api/auth' });
  // One gateway for payments and the refunds of claims (tests inject theirs).
  const gateway = payments ?? createPaymentGateway(config, app.log);
  const identity = certifier ?? createCertifier(config, app.log);
  const bankVerifier = bank ?? createBankVerifier(config, app.log);
  await app.register(
    async (v1) => {
      await v1.register(settingRoutes);
      await v1.register(termRoutes);
      await v1.register(userRoutes);
      await v1.register(recoveryRoutes(identity));
      await v1.register(catalogRoutes);
      await v1.register(likeRoutes);
      await v1.register(cartRoutes);
      await v1.register(orderRoutes);
      await v1.register(claimRoutes(gateway));
      await v1.register(contentRoutes);
      await v1.register(centerRoutes);
      await v1.register(inquiriesRoutes);
      await v1.register(pointRoutes);
      await v1.register(promoterRoutes);
      await v1.register(couponRoutes);
      await v1.register(productQnaRoutes);
      await v1.register(reviewRoutes);
      await v1.register(boardRoutes);
      await v1.register(mySocialRoutes(socialProviders));
      await v1.register(settlementRoutes);
      await v1.register(withdrawalRoutes);
      await v1.register(promoterBankRoutes(bankVerifier));
      await v1.register(memberRequestRoutes);
    },
    { prefix: '/api/v1' },
  );
  await app.register(paymentRoutes(gateway), {
    prefix: '/api/plugins/nice/pay',
  });
  await app.register(kcpReturnRoutes, { prefix: '/api/plugins/kcp/cert' });
  await app.register(messageReportRoutes(messageProvider), { prefix: '/api/plugins/solapi' });
  await app.register(
    async (operator) => {
      guardEveryRoute(operator, operator.requireOperator); // no console route can forget it
      // Unknown console paths pass the same guard, so a guest cannot map the console by its 404s.
      // A route, not only a not-found handler: the web app's GET /* would otherwise answer them first.
      for (const url of ['/', '/*']) {
        operator.all(url, { schema: { hide: true } }, (_req, reply) => reply.status(404).send(notFoundBody));
      }
      operator.setNotFoundHandler((_req, reply) => reply.status(404).send(notFoundBody));
      await operator.register(userConsole);
      await operator.register(catalogConsole);
      await operator.register(contentConsole);
      await operator.register(centerConsole);
      await operator.register(inquiriesConsole);
      await operator.register(productQnaConsole);
      await operator.register(settingConsole);
      await operator.register(filesConsole);
      await operator.register(cartConsole);
      await operator.register(orderConsole);
      await operator.register(claimConsole(gateway));
      await operator.register(cashReceiptConsole);
      await operator.register(codesConsole);
      await operator.register(pointsConsole);
      await operator.register(couponsConsole);
      await operator.register(reviewsConsole);
      await operator.register(boardsConsole);
      await operator.register(settlementsConsole);
      await operator.register(bonusesConsole);
      await operator.register(withdrawalsConsole);
      await operator.register(scoresConsole);
      await operator.register(gradesConsole);
      await operator.register(memberRequestsConsole);
      await operator.register(auditConsole);
      await operator.register(statisticsConsole);
      await operator.register(dashboardConsole);
      await operator.register(termsConsoleRoutes);
      await operator.register(naverEpConsole);
      await operator.register(messagesConsoleRoutes(messageProvider));
    },
    { prefix: '/api/console' },
  );

  // Unpaid orders expire and give their stock back, delivered purchases are confirmed after their
  // days (hourly), last month is settled from 01:00 on the 1st, records past their legal keeping
  // are purged daily (jobs/purge.ts); tests run the sweeps themselves.
  if (config.env !== 'test') {
    let stopExpiry = async () => {};
    let stopAutoConfirm = async () => {};
    let stopSettlement = async () => {};
    let stopRateChanges = async () => {};
    let stopPurge = async () => {};
    let stopStatistics = async () => {};
    let stopCashReceipts = async () => {};
    let stopMessages = async () => {};
    app.addHook('onReady', async () => {
      stopMessages = scheduleMessageSender(sender, () => contextOf(app.log));
      stopPurge = schedulePurge(() => contextOf(app.log));
      stopRateChanges = scheduleRateChanges(() => contextOf(app.log));
      stopExpiry = scheduleExpireOrders(() => contextOf(app.log));
      stopAutoConfirm = scheduleAutoConfirm(() => contextOf(app.log));
      stopSettlement = scheduleSettlement(() => contextOf(app.log));
      stopStatistics = scheduleStatisticsRollup(() => contextOf(app.log));
      stopCashReceipts = scheduleCashReceipts(() => contextOf(app.log), receiptGateway);
    });
    app.addHook('onClose', async () => {
      await Promise.all([
        stopExpiry(),
        stopAutoConfirm(),
        stopSettlement(),
        stopRateChanges(),
        stopPurge(),
        stopStatistics(),
        stopCashReceipts(),
        stopMessages(),
      ]);
    });
  }

  await app.register(editorRoutes);
  await app.register(resourceRoutes(storage));
  await app.register(naverEpRoutes, { prefix: '/ep/naver' });

  await registerWeb(app, config.webDist);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * The API's per-address ceiling covers these paths. The web app's own files (scripts, font subsets)
 * are not API calls and must never be refused, nor the health check that load balancers and
 * `npm start`'s bench poll.
 */
const rateLimited = (url: string) => url !== '/api/health' && /^\/(api|editor)(\/|$)/.test(url);

const notFoundBody = { message: '요청하신 주소를 찾을 수 없습니다', code: 'NOT_FOUND' };

/**
 * A request as its log line shows it (Fastify's default fields), with the secret path segment of
 * Solapi's delivery-report webhook hidden: whoever reads the logs must not be able to forge reports.
 */
function requestForLog(req: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}) {
  return {
    method: req.method,
    url: req.url.replace(/^(\/api\/plugins\/solapi\/report\/)[^/?#]+/, '$1***'),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/**
 * Serves the built single-page app; unknown non-API paths get index.html (history routing), each
 * page with its own head and status (web/seo). robots.txt and the sitemap are served with or
 * without a web build.
 */
async function registerWeb(app: FastifyInstance, webDist: string) {
  const index = path.join(webDist, 'index.html');
  const hasWeb = existsSync(index);
  const seo = seoSite();
  await app.register(seoRoutes(seo));
  const page = hasWeb
    ? indexPage(
        webDist,
        async (request) => {
          const res = await app.inject(request);
          return { statusCode: res.statusCode, headers: res.headers, rawPayload: res.rawPayload };
        },
        seo,
      )
    : null;
  const render = page?.render;
  if (page) app.addHook('onListen', async () => page.warm());
  // What an operator changes (content, products, settings) shows on the next page view.
  app.addHook('onResponse', async (req, reply) => {
    if (
      req.method !== 'GET' &&
      req.method !== 'HEAD' &&
      req.url.startsWith('/api/console') &&
      reply.statusCode < 400
    ) {
      page?.forget();
      seo.forget();
    }
  });
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Files are looked up per request, so a rebuild is served without a restart.
      wildcard: true,
      index: false,
      // Vite's build writes .br and .gz beside every text asset (apps/web/vite.config.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite puts a content hash in every asset name, so they never change.
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  if (render) {
    // The home page: the static handler would answer its directory with 403.
    app.get('/', { schema: { hide: true } }, async (req, reply) => {
      const { status, html } = await render('/', '', req.ctx, requestOrigin(req));
      return reply
        .status(status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    const apiPath = /^\/(api|res|editor)(\/|$)/.test(req.url);
    if (render && !apiPath && (req.method === 'GET' || req.method === 'HEAD')) {
      const url = new URL(req.url, 'http://localhost');
      const { status, html } = await render(url.pathname, url.search, req.ctx, requestOrigin(req));
      return reply
        .status(status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
    }
    return reply.status(404).send(notFoundBody);
  });
}
