import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusLedger, withdrawals } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { certifyMember } from '../../testing/applications.ts';
import { asShopper } from '../../testing/members.ts';
import { serviceContext } from '../../testing/orders.ts';
import { creditBonus, givePayoutAccount, newPromoter } from '../../testing/promoters.ts';
import { bonusBalance } from '../bonuses/ledger.ts';

/** 수당 출금 by the promoter (DOMAIN.md "Withdrawal of bonuses"). */
let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const WITHDRAW = '/api/v1/promoter/bonuses/withdraw';
type Promoter = Awaited<ReturnType<typeof newPromoter>>;

/** A promoter with a payout account in their own name and `balance` won of bonuses. */
async function readyPromoter(balance: number) {
  const p = await newPromoter(app);
  await givePayoutAccount(app, p._user, p.name);
  if (balance) await creditBonus(app, p._user, balance);
  return p;
}

const withdraw = async (p: Promoter, amount: number, _certification?: string) =>
  app.inject({
    method: 'POST',
    url: WITHDRAW,
    headers: p.headers,
    payload: {
      _certification:
        _certification ?? (await certifyMember(app, p, 'WITHDRAWAL', { name: p.name, phone: p.phone })),
      type: 'BONUS__DEBIT',
      amount,
    },
  });

const debitRows = (_user: string) =>
  app.database.db
    .select()
    .from(bonusLedger)
    .where(and(eq(bonusLedger._user, _user), eq(bonusLedger.type, 'BONUS__DEBIT')));

describe('POST /api/v1/promoter/bonuses/withdraw', () => {
  it('debits the balance once and answers the charge, the masked account and the remain', async () => {
    const p = await readyPromoter(50_000);
    const res = await withdraw(p, 30_000);
    expect(res.statusCode).toBe(201);
    expect(res.json().withdrawal).toMatchObject({
      amount: 30_000,
      remain: 20_000,
      status: 'AWAITING',
      meta: {
        bank: { code: '004', name: 'KB국민은행', accountNumber: '**********1234', accountHolder: p.name },
        charge: { incomeTax: 900, localTax: 90, transferFee: 0, total: 990 },
        net: 29_010,
      },
    });
    const rows = await debitRows(p._user);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amount: -30_000,
      source: 'WITHDRAWAL',
      reference: res.json().withdrawal._id,
    });
    expect(await bonusBalance(serviceContext(app), p._user)).toBe(20_000);
  });

  it('takes the whole balance when it is below the minimum', async () => {
    const p = await readyPromoter(7_000);
    const res = await withdraw(p, 7_000);
    expect(res.statusCode).toBe(201);
    expect(res.json().withdrawal).toMatchObject({ amount: 7_000, remain: 0 });
  });

  it('refuses less than the minimum (422 with the setting figure) and keeps the certification', async () => {
    const p = await readyPromoter(50_000);
    const cert = await certifyMember(app, p, 'WITHDRAWAL', { name: p.name, phone: p.phone });
    const res = await withdraw(p, 9_990, cert);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('최소 출금 금액은 10,000원입니다');
    expect((await withdraw(p, 10_000, cert)).statusCode).toBe(201);
  });

  it('refuses more than the balance (422)', async () => {
    const p = await readyPromoter(12_000);
    const res = await withdraw(p, 12_001);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('출금 가능 금액을 초과했습니다');
  });

  it('refuses a zero or negative balance (422)', async () => {
    const p = await readyPromoter(0);
    const res = await withdraw(p, 10_000);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('출금 가능한 수당이 없습니다');
  });

  it('refuses without a payout account (422 pointing to /promoter/bank)', async () => {
    const p = await newPromoter(app);
    await creditBonus(app, p._user, 20_000);
    const res = await withdraw(p, 10_000);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('/promoter/bank');
  });

  it('refuses a second request while one is AWAITING (409)', async () => {
    const p = await readyPromoter(40_000);
    expect((await withdraw(p, 10_000)).statusCode).toBe(201);
    const res = await withdraw(p, 10_000);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('처리 중인 출금 신청이 있습니다');
  });

  it('refuses a certification used already (409) and one of someone else (422)', async () => {
    const p = await readyPromoter(40_000);
    const cert = await certifyMember(app, p, 'WITHDRAWAL', { name: p.name, phone: p.phone });
    expect((await withdraw(p, 10_000, cert)).statusCode).toBe(201);
    await app.database.db
      .update(withdrawals)
      .set({ status: 'REJECTED', reason: 'x', decidedAt: app.clock.now })
      .where(eq(withdrawals._user, p._user));
    expect((await withdraw(p, 10_000, cert)).statusCode).toBe(409);
    const other = await readyPromoter(0);
    const theirs = await certifyMember(app, other, 'WITHDRAWAL', { name: other.name, phone: other.phone });
    expect((await withdraw(p, 10_000, theirs)).statusCode).toBe(422);
  });

  it('refuses a certification of someone other than the account holder (422)', async () => {
    const p = await readyPromoter(40_000);
    const cert = await certifyMember(app, p, 'WITHDRAWAL', { name: '김다른', phone: p.phone });
    const res = await withdraw(p, 10_000, cert);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('본인인증 정보가 정산 계좌의 예금주와 일치하지 않습니다');
  });

  it.each([
    [{ type: 'BONUS__DEBIT', amount: 10_000 }, '본인인증을 진행해주세요'],
    [
      { _certification: crypto.randomUUID(), type: 'BONUS__GOODS', amount: 10_000 },
      '출금 구분이 올바르지 않습니다',
    ],
    [{ _certification: crypto.randomUUID(), type: 'BONUS__DEBIT' }, '출금할 금액을 입력해주세요'],
    [
      { _certification: crypto.randomUUID(), type: 'BONUS__DEBIT', amount: 10.5 },
      '출금 금액은 원 단위 정수로 입력해주세요',
    ],
    [
      { _certification: crypto.randomUUID(), type: 'BONUS__DEBIT', amount: -1 },
      '출금 금액은 1원 이상이어야 합니다',
    ],
  ])('answers 400 with the Korean message for %o', async (payload, message) => {
    const p = await readyPromoter(0);
    const res = await app.inject({ method: 'POST', url: WITHDRAW, headers: p.headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers 403 to a consumer and 401 without a token', async () => {
    const shopper = await asShopper(app);
    const payload = { _certification: crypto.randomUUID(), type: 'BONUS__DEBIT', amount: 10_000 };
    expect(
      (await app.inject({ method: 'POST', url: WITHDRAW, headers: shopper.headers, payload })).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: WITHDRAW, headers: shopper.headers })).statusCode).toBe(
      403,
    );
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/promoter/withdrawals', headers: shopper.headers }))
        .statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'POST', url: WITHDRAW, payload })).statusCode).toBe(401);
  });

  it('gives one 201 and one 409 to two requests racing for one balance, and one debit row', async () => {
    const p = await readyPromoter(30_000);
    const [a, b] = await Promise.all([
      certifyMember(app, p, 'WITHDRAWAL', { name: p.name, phone: p.phone }),
      certifyMember(app, p, 'WITHDRAWAL', { name: p.name, phone: p.phone }),
    ]);
    const results = await Promise.all([withdraw(p, 30_000, a), withdraw(p, 30_000, b)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await debitRows(p._user)).toHaveLength(1);
    expect(await bonusBalance(serviceContext(app), p._user)).toBe(0);
  });
});

describe('GET /api/v1/promoter/bonuses/withdraw', () => {
  it('answers the balance, the minimum, the masked account and the charge of ?amount', async () => {
    const p = await readyPromoter(25_000);
    const res = await app.inject({ method: 'GET', url: `${WITHDRAW}?amount=20000`, headers: p.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().preview).toMatchObject({
      balance: 25_000,
      minimum: 10_000,
      minimumSetting: 10_000,
      amount: 20_000,
      account: { accountNumber: '**********1234', accountHolder: p.name },
      charge: { incomeTax: 600, localTax: 60, total: 660 },
      net: 19_340,
      awaiting: null,
    });
  });

  it('answers 400 for an amount that is no number', async () => {
    const p = await readyPromoter(0);
    const res = await app.inject({ method: 'GET', url: `${WITHDRAW}?amount=abc`, headers: p.headers });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/v1/promoter/withdrawals', () => {
  it("lists only the caller's withdrawals, with the one AWAITING", async () => {
    const p = await readyPromoter(30_000);
    const other = await readyPromoter(30_000);
    const mine = (await withdraw(p, 10_000)).json().withdrawal;
    await withdraw(other, 10_000);
    const res = await app.inject({ method: 'GET', url: '/api/v1/promoter/withdrawals', headers: p.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ summary: { totalCount: 1 }, awaiting: { _id: mine._id } });
    expect(res.json().withdrawals.map((w: { _id: string }) => w._id)).toEqual([mine._id]);
  });
});
