import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grades, levels } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { serviceContext } from '../../testing/orders.ts';
import { gradeLadderAt, levelReached, levelsAt, rungOf } from './ladder.ts';

let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const at = (iso: string) => new Date(iso);
const base = { criterion: 'SCORE__ACCUMULATED' as const, threshold: 0, pointRateBp: 100, bonusRateBp: 0 };

describe('the grade ladder at a moment', () => {
  it('takes per code the latest version that has come; future ones wait, retired ones leave', async () => {
    await app.database.db.insert(grades).values([
      { ...base, code: 'T_A', name: 'A1', rank: 10, effectiveFrom: at('2030-01-01T00:00:00Z') },
      {
        ...base,
        code: 'T_A',
        name: 'A2',
        rank: 10,
        pointRateBp: 300,
        effectiveFrom: at('2030-06-01T00:00:00Z'),
      },
      { ...base, code: 'T_B', name: 'B1', rank: 11, effectiveFrom: at('2030-01-01T00:00:00Z') },
      {
        ...base,
        code: 'T_B',
        name: 'B1',
        rank: 11,
        retired: true,
        effectiveFrom: at('2030-03-01T00:00:00Z'),
      },
      { ...base, code: 'T_B', name: 'B2', rank: 11, effectiveFrom: at('2030-09-01T00:00:00Z') },
    ]);
    const ctx = serviceContext(app);
    const names = async (iso: string) =>
      (await gradeLadderAt(ctx, at(iso))).filter((g) => g.code.startsWith('T_')).map((g) => g.name);
    expect(await names('2029-12-31T23:59:59Z')).toEqual([]);
    expect(await names('2030-01-01T00:00:00Z')).toEqual(['A1', 'B1']); // from the instant on
    expect(await names('2030-04-01T00:00:00Z')).toEqual(['A1']); // B retired
    expect(await names('2030-07-01T00:00:00Z')).toEqual(['A2']); // A superseded
    expect(await names('2030-10-01T00:00:00Z')).toEqual(['A2', 'B2']); // B back, ranks in order
    const ladder = await gradeLadderAt(ctx, at('2030-07-01T00:00:00Z'));
    expect(ladder[0]!.code).toBe('NORMAL'); // lowest rank first
    expect(rungOf(ladder, 'T_A')!.pointRateBp).toBe(300);
    expect(rungOf(ladder, 'T_B')!.code).toBe('NORMAL'); // off the ladder: the lowest
  });

  it('answers the sales tiers in effect, lowest threshold first, and only the highest reached pays', async () => {
    await app.database.db.insert(levels).values([
      {
        code: 'T_TOP',
        name: '탑',
        threshold: 50_000_000,
        amount: 1_000_000,
        effectiveFrom: at('2031-01-01T00:00:00Z'),
      },
    ]);
    const ctx = serviceContext(app);
    const before = await levelsAt(ctx, at('2030-12-31T00:00:00Z'));
    expect(before.map((l) => l.code)).toEqual(['BRONZE', 'SILVER', 'GOLD']);
    const after = await levelsAt(ctx, at('2031-01-01T00:00:00Z'));
    expect(after.map((l) => l.code)).toEqual(['BRONZE', 'SILVER', 'GOLD', 'T_TOP']);
    expect(levelReached(after, 12_000_000)?.code).toBe('SILVER');
    expect(levelReached(after, 2_999_999)).toBeUndefined();
  });
});
