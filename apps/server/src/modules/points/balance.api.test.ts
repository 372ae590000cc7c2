import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointBalances, pointLedger, users } from '../../db/schema/index.ts';
import type { ShopError } from '../../http/errors.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { makeBuyers, serviceContext } from '../../testing/orders.ts';
import { appendPoints, appendPointsMany, pointBalance } from './ledger.ts';
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
          const { summed, kept } = await keptAndSummed(buyer!._user);
          expect(kept).toEqual(summed);
          expect(balance).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 30 },
    );
  });
});

/** The ledger's sum and count for a member, and what the database keeps beside it (decision 0039). */
async function keptAndSummed(_user: string) {
  const [summed] = await app.database.db
    .select({
      balance: sql<number>`coalesce(sum(${pointLedger.amount}), 0)::int`,
      entries: sql<number>`count(*)::int`,
    })
    .from(pointLedger)
    .where(eq(pointLedger._user, _user));
  const [kept] = await app.database.db.select().from(pointBalances).where(eq(pointBalances._user, _user));
  return { summed, kept: { balance: kept?.balance ?? 0, entries: kept?.entries ?? 0 } };
}

describe('the balance the database keeps', () => {
  it('is the ledger’s sum and count after any writes, repeated and racing ones included', async () => {
    const types = ['EARN', 'USE', 'RESTORE', 'REVERSAL', 'ADMIN'] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            amount: fc.integer({ min: -5_000, max: 5_000 }).filter((n) => n !== 0),
            type: fc.constantFrom(...types),
            // few references, so the same (type, source, reference) comes again and is not written twice
            reference: fc.integer({ min: 1, max: 6 }),
            member: fc.integer({ min: 0, max: 1 }),
          }),
          { minLength: 1, maxLength: 16 },
        ),
        async (entries) => {
          const members = await makeBuyers(app, 2);
          const run = crypto.randomUUID();
          // Written all at once: each its own statement on its own connection where the pool allows.
          const written = await Promise.all(
            entries.map((e) =>
              appendPoints(serviceContext(app), {
                _user: members[e.member]!._user,
                amount: e.amount,
                type: e.type,
                source: 'OPERATOR',
                reference: `${run}-${e.reference}`,
              }),
            ),
          );
          const unique = new Set(entries.map((e) => `${e.type}-${e.reference}`));
          expect(written.filter(Boolean)).toHaveLength(unique.size);
          for (const member of members) {
            const { summed, kept } = await keptAndSummed(member._user);
            expect(kept).toEqual(summed);
            expect(await pointBalance(serviceContext(app), member._user)).toBe(summed!.balance);
          }
        },
      ),
      { numRuns: 20 },
    );
  });

  it('is the ledger’s sum and count after batched writes racing single ones, each key written once', async () => {
    const entry = fc.record({
      amount: fc.integer({ min: -5_000, max: 5_000 }).filter((n) => n !== 0),
      type: fc.constantFrom('EARN' as const, 'ADMIN' as const),
      reference: fc.integer({ min: 1, max: 8 }),
      member: fc.integer({ min: 0, max: 1 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(entry, { maxLength: 6 }), { minLength: 1, maxLength: 6 }),
        async (batches) => {
          const members = await makeBuyers(app, 2);
          const run = crypto.randomUUID();
          const toEntry = (e: {
            amount: number;
            type: 'EARN' | 'ADMIN';
            reference: number;
            member: number;
          }) => ({
            _user: members[e.member]!._user,
            amount: e.amount,
            type: e.type,
            source: 'OPERATOR' as const,
            reference: `${run}-${e.reference}`,
          });
          // Batches (one insert each) and single writes race; a repeated key, in a batch or across, goes in once.
          const written = await Promise.all(
            batches.map(async (b, i) =>
              i % 2 === 0
                ? appendPointsMany(serviceContext(app), b.map(toEntry))
                : (await Promise.all(b.map((e) => appendPoints(serviceContext(app), toEntry(e))))).filter(
                    Boolean,
                  ).length,
            ),
          );
          const unique = new Set(batches.flat().map((e) => `${e.type}-${e.reference}`));
          expect(written.reduce((a, b) => a + b, 0)).toBe(unique.size);
          for (const member of members) {
            const { summed, kept } = await keptAndSummed(member._user);
            expect(kept).toEqual(summed);
          }
        },
      ),
      { numRuns: 20 },
    );
  });

  it('gives 0 for a member without rows', async () => {
    const [member] = await makeBuyers(app, 1);
    expect(await pointBalance(serviceContext(app), member!._user)).toBe(0);
    expect((await keptAndSummed(member!._user)).kept).toEqual({ balance: 0, entries: 0 });
  });
});
