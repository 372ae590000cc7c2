import path from 'node:path';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { seedDemoCatalog } from './db/seed/catalog.ts';
import { seedDemoCenter } from './db/seed/center.ts';
import { seedDemoContent } from './db/seed/content.ts';
import { hasDemoCredentials, seedBase, seedDemo } from './db/seed/index.ts';
import { seedDemoProductQuestions } from './db/seed/product-qna.ts';
import { seedDemoPromoterRewards } from './db/seed/promoters.ts';
import { seedDemoReviews } from './db/seed/reviews.ts';
import { memoryLimiter, redisLimiter } from './http/limiter.ts';
import { verifyPassword } from './modules/auth/passwords.ts';
import { recentRaisesIn, redisSessionRevocations } from './modules/auth/sessions.ts';
import { catalogCache } from './modules/catalog/cache.ts';
import { localStorage, type Storage } from './storage/storage.ts';

/**
 * `--prepare`: migrate and seed, then exit. `npm start` runs it beside the web build on a first
 * start, so the demo catalogue's images are drawn while the web app is being bundled.
 */
const prepareOnly = process.argv.includes('--prepare');

/** How long a stopping server still accepts, for connections already queued when the signal came. */
const ACCEPT_QUEUED_MS = 250;

/** Migrations, base data and (unless production) the demo data, each written once. */
async function prepare(config: Config, database: Database, storage: Storage) {
  await database.migrate();
  await seedBase(database.db);
  if (config.seedDemo && (await seedDemo(database.db))) {
    console.info('Demo data seeded: admin / Admin123!, promoter / Promoter123!, shopper / Shopper123!');
  }
  if (config.seedDemo) {
    const made = await seedDemoCatalog(database.db, storage);
    if (made) console.info(`Demo catalogue seeded: ${made} products`);
    const reviewed = await seedDemoReviews(database.db, storage);
    if (reviewed) console.info(`Demo reviews seeded: ${reviewed}`);
    const rewarded = await seedDemoPromoterRewards(database.db);
    if (rewarded) console.info(`Demo promotee purchases seeded: ${rewarded}`);
    if (await seedDemoContent(database.db, storage)) console.info('Demo shop content seeded');
    if (await seedDemoCenter(database.db)) console.info('Demo notices, FAQs and inquiries seeded');
    if (await seedDemoProductQuestions(database.db)) console.info('Demo product questions seeded');
  }
  if (config.env === 'production' && (await hasDemoCredentials(database.db, verifyPassword))) {
    throw new ConfigError(
      'Refusing to start: a demo account still has its published password. Change or remove it first.',
    );
  }
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  const storage = localStorage(path.join(config.dataDir, 'files'));
  await prepare(config, database, storage);
  if (prepareOnly) {
    await database.close();
    return;
  }
  // Loaded only when configured: ioredis alone took a seventh of a second of a start.
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, { lazyConnect: false })
    : null;
  const limiter = redis ? redisLimiter(redis) : memoryLimiter();
  // With several nodes, one node's revocation (a member left, was suspended …) reaches the others.
  const sessions = redis
    ? redisSessionRevocations(redis, config.accessTokenTtlSeconds, recentRaisesIn(database.db))
    : undefined;
  await sessions?.ready;
  const app = await buildApp({
    config,
    database,
    limiter,
    storage,
    catalogCache: catalogCache(redis),
    sessions,
    redis,
  });
  app.log.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined },
    `database: ${database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'}`,
  );

  // A rolling restart loses no request: stop accepting connections, finish the requests in flight
  // (and a sweep under way), and only then close the database pool (docs/decisions/0032).
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: no new connections; finishing the requests in flight`);
    const giveUp = setTimeout(() => {
      app.log.error(`requests still in flight after ${config.shutdownTimeoutSeconds} s: exiting anyway`);
      process.exit(1);
    }, config.shutdownTimeoutSeconds * 1000);
    giveUp.unref();
    try {
      // Connections the kernel queued before the signal are accepted and served before the
      // listening socket closes (closing it would reset them unanswered).
      await new Promise((resolve) => setTimeout(resolve, ACCEPT_QUEUED_MS));
      await app.close();
      await sessions?.close();
      await database.close();
      await redis?.quit();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
