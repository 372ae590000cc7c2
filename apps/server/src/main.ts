import path from 'node:path';
import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoCatalog } from './db/seed/catalog.ts';
import { seedDemoCenter } from './db/seed/center.ts';
import { seedDemoContent } from './db/seed/content.ts';
import { hasDemoCredentials, seedBase, seedDemo } from './db/seed/index.ts';
import { memoryLimiter, redisLimiter } from './http/limiter.ts';
import { verifyPassword } from './modules/auth/passwords.ts';
import { recentRaisesIn, redisSessionRevocations } from './modules/auth/sessions.ts';
import { catalogCache } from './modules/catalog/cache.ts';
import { localStorage } from './storage/storage.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  await seedBase(database.db);
  const storage = localStorage(path.join(config.dataDir, 'files'));
  if (config.seedDemo && (await seedDemo(database.db))) {
    console.info('Demo data seeded: admin / Admin123!, promoter / Promoter123!, shopper / Shopper123!');
  }
  if (config.seedDemo) {
    const made = await seedDemoCatalog(database.db, storage);
    if (made) console.info(`Demo catalogue seeded: ${made} products`);
    if (await seedDemoContent(database.db, storage)) console.info('Demo shop content seeded');
    if (await seedDemoCenter(database.db)) console.info('Demo notices, FAQs and inquiries seeded');
  }
  if (config.env === 'production' && (await hasDemoCredentials(database.db, verifyPassword))) {
    throw new ConfigError(
      'Refusing to start: a demo account still has its published password. Change or remove it first.',
    );
  }
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false }) : null;
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
  });
  app.log.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined },
    `database: ${database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'}`,
  );

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await sessions?.close();
    await database.close();
    redis?.disconnect();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

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
