import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../modules/auth/passwords.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { users } from '../schema/index.ts';
import { demoAccounts, hasDemoCredentials, seedBase, seedDemo } from './index.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const setPassword = async (username: string, password: string) =>
  app.database.db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.username, username));

describe('hasDemoCredentials (production start-up refuses while it is true)', () => {
  it('is true on a freshly seeded database', async () => {
    expect(await hasDemoCredentials(app.database.db, verifyPassword)).toBe(true);
  });

  it("stays true while any demo account keeps its published password, even after the operator's changes", async () => {
    await setPassword(demoAccounts.operator.username, 'Changed-Admin-1!');
    expect(await hasDemoCredentials(app.database.db, verifyPassword)).toBe(true);
    await setPassword(demoAccounts.promoter.username, 'Changed-Promoter-1!');
    expect(await hasDemoCredentials(app.database.db, verifyPassword)).toBe(true);
  });

  it('is false once every demo account has a new password', async () => {
    await setPassword(demoAccounts.consumer.username, 'Changed-Shopper-1!');
    expect(await hasDemoCredentials(app.database.db, verifyPassword)).toBe(false);
  });
});

describe('seeding', () => {
  it('writes demo members only into an empty database, and base data only once', async () => {
    expect(await seedDemo(app.database.db)).toBe(false);
    await seedBase(app.database.db);
    const terms = await app.inject({ method: 'GET', url: '/api/v1/terms' });
    expect(terms.json().terms).toHaveLength(3);
  });
});
