import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AppDeps, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openPglite, openScratchPostgres } from '../db/client.ts';
import { demoAccounts, seedBase, seedDemo } from '../db/seed/index.ts';
import { memoryLimiter } from '../http/limiter.ts';
import { localStorage } from '../storage/storage.ts';

export { demoAccounts };

export type TestApp = Awaited<ReturnType<typeof buildApp>> & {
  database: Database;
  clock: { now: Date; advance(ms: number): void };
};

/**
 * A fresh application on a fresh database: in-memory PGlite by default, or, when
 * TEST_DATABASE_URL is set, a new PostgreSQL database created for this app and dropped at close.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  deps: Pick<AppDeps, 'payments'> = {},
): Promise<TestApp> {
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    ...overrides,
  };
  const { database: opened, drop } = await freshDatabase();
  // A test may close the database itself (to see the app without it); closing twice is harmless.
  let closing: Promise<void> | null = null;
  const database: Database = { ...opened, close: () => (closing ??= opened.close()) };
  await database.migrate();
  await seedBase(database.db);
  await seedDemo(database.db);
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const filesDir = await mkdtemp(path.join(tmpdir(), 'shop-files-'));
  const app = await buildApp({
    config,
    database,
    limiter: memoryLimiter(() => clock.now.getTime()),
    storage: localStorage(filesDir),
    now: () => clock.now,
    ...deps,
  });
  app.addHook('onClose', async () => {
    await database.close();
    await drop();
    await rm(filesDir, { recursive: true, force: true });
  });
  await app.ready();
  return Object.assign(app, { database, clock });
}

async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { database: await openPglite(null), drop: async () => {} };
  return openScratchPostgres(url, 'shop_test', { max: 20 });
}
