import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointLedger, users } from '../../db/schema/index.ts';
import type { ShopError } from '../../http/errors.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeBuyers, serviceContext } from '../../testing/orders.ts';
import { pointBalance } from './ledger.ts';
import { adjustPoints } from './service.ts';

let app: TestApp;
let operatorId: string;

beforeAll(async () => {
  app = await buildTestApp();
  const [op] = await app.database.db.select({ _id: users._id }).from(users).where(eq(users.type, 'OPERATOR'));
  operatorId = op!._id;
});
afterAll(() => app.close());

describe('balance = ledger sum', () => {
  it('holds over any sequence of grants and deductions, and a deduction never takes it below zero', async () => {
    const ctx = () => serviceContext(app, { _user: operatorId, userType: 'OPERATOR', scope: [] });
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.integer({ min: -5_000, max: 5_000 }).filter((n) => n !== 0),
          { minLength: 1, maxLength: 12 },
        ),
        async (amounts) => {
          const [buyer] = await makeBuyers(app, 1);
          let model = 0;
          for (const amount of amounts) {
            const refusedHere = amount < 0 && model + amount < 0;
            try {
              const { balance } = await adjustPoints(ctx(), {
                _user: buyer!._user,
                amount,
                reason: '테스트',
              });
              expect(refusedHere).toBe(false);
              model += amount;
              expect(balance).toBe(model);
            } catch (error) {
              expect(refusedHere).toBe(true);
              expect((error as ShopError).statusCode).toBe(422);
            }
          }
          const [sum] = await app.database.db
            .select({ value: sql<string>`coalesce(sum(${pointLedger.amount}), 0)` })
            .from(pointLedger)
            .where(eq(pointLedger._user, buyer!._user));
          const balance = await pointBalance(serviceContext(app), buyer!._user);
          expect(balance).toBe(model);
          expect(Number(sum!.value)).toBe(balance);
          expect(balance).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 30 },
    );
  });
});
