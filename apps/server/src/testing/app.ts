import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { demoAccounts } from '../db/seed/index.ts';
import { memoryLimiter } from '../http/limiter.ts';
import { localStorage, type Storage } from '../storage/storage.ts';
import { copyOfTemplate } from './template-database.ts';

export { demoAccounts };

export type TestApp = Awaited<ReturnType<typeof buildApp>> & {
  database: Database;
  clock: { now: Date; advance(ms: number): void };
  /** the app's file storage (a fresh folder per app), for tests that look at what was stored */
  storage: Storage;
};

/**
 * A fresh application on a fresh database with the base data and demo accounts: in-memory PGlite by
 * default, or, when TEST_DATABASE_URL is set, a new PostgreSQL database dropped at close. Both are
 * copies of the template the API project's global setup migrated and seeded once.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  deps: Pick<
    AppDeps,
    'payments' | 'cashReceipts' | 'sessions' | 'redis' | 'bank' | 'logStream' | 'messaging'
  > = {},
): Promise<TestApp> {
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    ...overrides,
  };
  // A test may close the database itself (to see the app without it); closing twice is harmless.
  const { database, release } = await copyOfTemplate(inject('databaseTemplate'));
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const filesDir = await mkdtemp(path.join(tmpdir(), 'shop-files-'));
  const storage = localStorage(filesDir);
  const app = await buildApp({
    config,
    database,
    limiter: memoryLimiter(() => clock.now.getTime()),
    storage,
    now: () => clock.now,
    ...deps,
  });
  app.addHook('onClose', async () => {
    await release();
    await rm(filesDir, { recursive: true, force: true });
  });
  await app.ready();
  return Object.assign(app, { database, clock, storage });
}
