import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusLedger, purchases } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { certifyMember } from '../../testing/applications.ts';
import { asOperator, asPromoter, asShopper } from '../../testing/members.ts';
import { serviceContext } from '../../testing/orders.ts';
import { creditBonus, givePayoutAccount, newPromoter } from '../../testing/promoters.ts';
import { bonusBalance } from './ledger.ts';

/** /api/console/users/bonuses (ledger, 조정) and /api/console/users/scores. */
let app: TestApp;
let operator: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  operator = (await asOperator(app)).headers;
});
afterAll(() => app.close());

const adjust = (payload: object, headers = operator) =>
  app.inject({ method: 'POST', url: '/api/console/users/bonuses', headers, payload });
const balanceOf = (_user: string) => bonusBalance(serviceContext(app), _user);

describe('POST /api/console/users/bonuses', () => {
  it('credits and debits a promoter with a reason (BONUS__ADMIN, MANUAL_PROMOTER, the operator recorded)', async () => {
    const p = await newPromoter(app);
    const credit = await adjust({ _user: p._user, amount: 15_000, reason: '이벤트 지급' });
    expect(credit.statusCode).toBe(201);
    expect(credit.json()).toMatchObject({
      balance: 15_000,
      bonus: {
        type: 'BONUS__ADMIN',
        typeLabel: '조정',
        source: 'MANUAL_PROMOTER',
        reason: '이벤트 지급',
        by: { name: expect.any(String) },
      },
    });
    const debit = await adjust({ _user: p._user, amount: -5_000, reason: '오지급 회수' });
    expect(debit.json().balance).toBe(10_000);
    expect(await balanceOf(p._user)).toBe(10_000);
  });

  it('refuses a debit below 0 (422) and a consumer (422)', async () => {
    const p = await newPromoter(app);
    const res = await adjust({ _user: p._user, amount: -1, reason: '회수' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('보유 수당을 초과하여 차감할 수 없습니다');
    const shopper = await asShopper(app);
    const consumer = JSON.parse(
      Buffer.from(shopper.accessToken.split('.')[1]!, 'base64url').toString(),
    )._user;
    expect((await adjust({ _user: consumer, amount: 1_000, reason: 'x' })).statusCode).toBe(422);
  });

  it('files a promotee purchase under MANUAL_PROMOTEE', async () => {
    const promoter = await asPromoter(app);
    const _promoter = JSON.parse(
      Buffer.from(promoter.accessToken.split('.')[1]!, 'base64url').toString(),
    )._user;
    // the demo shopper is the demo promoter's promotee; any of the seeded purchases will do, else skip
    const [purchase] = await app.database.db
      .select({ _id: purchases._id })
      .from(purchases)
      .where(sql`${purchases._user} in (select id from users where promoter_id = ${_promoter})`)
      .limit(1);
    if (!purchase) return;
    const res = await adjust({
      _user: _promoter,
      amount: 1_000,
      reason: '누락 수당',
      _purchase: purchase._id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().bonus).toMatchObject({ source: 'MANUAL_PROMOTEE', _purchase: purchase._id });
  });

  it.each([
    [{ amount: 1_000, reason: '' }, '변경 사유를 입력해주세요'],
    [{ amount: 0, reason: '사유' }, '0은 지급하거나 차감할 수 없습니다'],
    [{ amount: 1.5, reason: '사유' }, '금액은 정수로 입력해주세요'],
  ])('answers 400 with the Korean message for %o', async (body, message) => {
    const p = await newPromoter(app);
    const res = await adjust({ _user: p._user, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers 404 for an unknown member and 403 to a promoter', async () => {
    expect((await adjust({ _user: crypto.randomUUID(), amount: 1, reason: 'x' })).statusCode).toBe(404);
    const p = await newPromoter(app);
    expect((await adjust({ _user: p._user, amount: 1, reason: 'x' }, p.headers)).statusCode).toBe(403);
  });
});

describe('GET /api/console/users/bonuses', () => {
  it('filters by member, type and source, pages, and exports Excel', async () => {
    const p = await newPromoter(app);
    await creditBonus(app, p._user, 3_000);
    await adjust({ _user: p._user, amount: 2_000, reason: '지급' });
    const url = `/api/console/users/bonuses?searchValue=${encodeURIComponent(p.name)}`;
    const all = await app.inject({ method: 'GET', url, headers: operator });
    expect(all.json().summary.totalCount).toBe(2);
    const admin = await app.inject({ method: 'GET', url: `${url}&type=BONUS__ADMIN`, headers: operator });
    expect(admin.json().bonuses).toHaveLength(1);
    const paged = await app.inject({ method: 'GET', url, headers: { ...operator, limit: '1' } });
    expect(paged.json().bonuses).toHaveLength(1);
    const xlsx = await app.inject({ method: 'GET', url: `${url}&format=xlsx`, headers: operator });
    expect(xlsx.statusCode).toBe(200);
    const bad = await app.inject({ method: 'GET', url: `${url}&source=NOPE`, headers: operator });
    expect(bad.json().message).toBe('수당 내용이 올바르지 않습니다');
    const promoter = await asPromoter(app);
    expect((await app.inject({ method: 'GET', url, headers: promoter.headers })).statusCode).toBe(403);
  });
});

describe('/api/console/users/scores', () => {
  it('adjusts with a reason (MANUAL) and lists it', async () => {
    const p = await newPromoter(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/console/users/scores',
      headers: operator,
      payload: { _user: p._user, amount: 500, reason: '행사 가산' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      total: 500,
      score: { source: 'MANUAL', sourceLabel: '수동조정', amount: 500 },
    });
    const list = await app.inject({
      method: 'GET',
      url: `/api/console/users/scores?source=MANUAL&searchValue=${encodeURIComponent(p.name)}`,
      headers: operator,
    });
    expect(list.json()).toMatchObject({ summary: { totalCount: 1 }, scores: [{ reason: '행사 가산' }] });
  });

  it('answers 400 without a reason and 403 to a member', async () => {
    const p = await newPromoter(app);
    const payload = { _user: p._user, amount: 10, reason: '' };
    const res = await app.inject({
      method: 'POST',
      url: '/api/console/users/scores',
      headers: operator,
      payload,
    });
    expect(res.json().message).toBe('변경 사유를 입력해주세요');
    const denied = await app.inject({ method: 'GET', url: '/api/console/users/scores', headers: p.headers });
    expect(denied.statusCode).toBe(403);
  });
});

describe('random histories of credits, withdrawals and rejections', () => {
  it('keep the balance equal to the ledger sum, and no withdrawal exceeds the balance', async () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('credit' as const), amount: fc.integer({ min: 1, max: 40_000 }) }),
      fc.record({ kind: fc.constant('debit' as const), amount: fc.integer({ min: 1, max: 40_000 }) }),
      fc.record({ kind: fc.constant('withdraw' as const), amount: fc.integer({ min: 1, max: 60_000 }) }),
      fc.record({ kind: fc.constant('reject' as const) }),
      fc.record({ kind: fc.constant('approve' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const p = await newPromoter(app);
        await givePayoutAccount(app, p._user, p.name);
        let awaiting: string | null = null;
        for (const s of steps) {
          const before = await balanceOf(p._user);
          if (s.kind === 'credit') await creditBonus(app, p._user, s.amount);
          if (s.kind === 'debit') await adjust({ _user: p._user, amount: -s.amount, reason: '회수' });
          if (s.kind === 'withdraw') {
            const res = await app.inject({
              method: 'POST',
              url: '/api/v1/promoter/bonuses/withdraw',
              headers: p.headers,
              payload: {
                _certification: await certifyMember(app, p, 'WITHDRAWAL', { name: p.name, phone: p.phone }),
                type: 'BONUS__DEBIT',
                amount: s.amount,
              },
            });
            if (res.statusCode === 201) {
              expect(s.amount).toBeLessThanOrEqual(before);
              awaiting = res.json().withdrawal._id;
            } else expect([409, 422]).toContain(res.statusCode);
          }
          if ((s.kind === 'reject' || s.kind === 'approve') && awaiting) {
            const payload =
              s.kind === 'reject' ? { status: 'REJECTED', reason: '반려' } : { status: 'APPROVED' };
            const res = await app.inject({
              method: 'PUT',
              url: `/api/console/users/bonuses/withdrawals/${awaiting}`,
              headers: operator,
              payload,
            });
            expect(res.statusCode).toBe(200);
            awaiting = null;
          }
          const [sum] = await app.database.db
            .select({ total: sql<number>`coalesce(sum(${bonusLedger.amount}), 0)::int` })
            .from(bonusLedger)
            .where(eq(bonusLedger._user, p._user));
          const balance = await balanceOf(p._user);
          expect(balance).toBe(Number(sum!.total));
          expect(balance).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});
