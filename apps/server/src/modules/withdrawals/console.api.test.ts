import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankVerifications,
  bonusLedger,
  certifications,
  consoleExports,
  memberRequests,
} from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { certifyMember } from '../../testing/applications.ts';
import { readSheet, XLSX_TYPE } from '../../testing/desk.ts';
import { asOperator, asPromoter, asShopper } from '../../testing/members.ts';
import { serviceContext } from '../../testing/orders.ts';
import { creditBonus, givePayoutAccount, newPromoter } from '../../testing/promoters.ts';
import { bonusBalance } from '../bonuses/ledger.ts';
import { encryptRrn, maskRrn } from '../member-requests/rrn.ts';

/** The operator's side of 수당 출금 in /console/user-bonuses. */
let app: TestApp;
let operator: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  operator = (await asOperator(app)).headers;
});
afterAll(() => app.close());

const BASE = '/api/console/users/bonuses/withdrawals';

async function awaitingWithdrawal(amount = 20_000) {
  const p = await newPromoter(app);
  await givePayoutAccount(app, p._user, p.name);
  await creditBonus(app, p._user, amount);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/promoter/bonuses/withdraw',
    headers: p.headers,
    payload: {
      _certification: await certifyMember(app, p, 'WITHDRAWAL', { name: p.name, phone: p.phone }),
      type: 'BONUS__DEBIT',
      amount,
    },
  });
  expect(res.statusCode).toBe(201);
  return { p, withdrawal: res.json().withdrawal as { _id: string } };
}

const decide = (_id: string, payload: object, headers = operator) =>
  app.inject({ method: 'PUT', url: `${BASE}/${_id}`, headers, payload });

const rejectedRows = (reference: string) =>
  app.database.db
    .select()
    .from(bonusLedger)
    .where(and(eq(bonusLedger.source, 'WITHDRAWAL_REJECTED'), eq(bonusLedger.reference, reference)));

describe('GET /api/console/users/bonuses/withdrawals', () => {
  it('lists withdrawals by status with the whole account number', async () => {
    const { p, withdrawal } = await awaitingWithdrawal();
    const res = await app.inject({
      method: 'GET',
      url: `${BASE}?status=AWAITING&searchValue=${encodeURIComponent(p.name)}`,
      headers: operator,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().summary.totalCount).toBe(1);
    expect(res.json().withdrawals[0]).toMatchObject({
      _id: withdrawal._id,
      user: { _id: p._user },
      meta: { bank: { accountNumber: '12345678901234' } },
    });
  });

  it('gives the bank-transfer sheet of the AWAITING withdrawals', async () => {
    const { p } = await awaitingWithdrawal(50_000);
    const res = await app.inject({
      method: 'GET',
      url: `${BASE}?format=xlsx&searchValue=${encodeURIComponent(p.name)}`,
      headers: operator,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    const rows = await readSheet(res.rawPayload);
    expect(rows[0]).toContain('이체금액');
    expect(rows[1]).toEqual(expect.arrayContaining(['12345678901234', p.name, 50_000, 48_350]));
  });

  it('answers 400 for an unknown status, 403 to a member and 401 without a token', async () => {
    expect(
      (await app.inject({ method: 'GET', url: `${BASE}?status=NOPE`, headers: operator })).json().message,
    ).toBe('상태가 올바르지 않습니다');
    const promoter = await asPromoter(app);
    expect((await app.inject({ method: 'GET', url: BASE, headers: promoter.headers })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: BASE })).statusCode).toBe(401);
  });
});

describe('PUT /api/console/users/bonuses/withdrawals/:_id', () => {
  it('marks the deposit done with its date; the promoter sees it', async () => {
    const { p, withdrawal } = await awaitingWithdrawal();
    const res = await decide(withdrawal._id, { status: 'APPROVED' });
    expect(res.statusCode).toBe(200);
    expect(res.json().withdrawal).toMatchObject({ status: 'APPROVED', paidAt: app.clock.now.toISOString() });
    const mine = await app.inject({ method: 'GET', url: '/api/v1/promoter/withdrawals', headers: p.headers });
    expect(mine.json()).toMatchObject({ awaiting: null, withdrawals: [{ status: 'APPROVED' }] });
    expect((await decide(withdrawal._id, { status: 'REJECTED', reason: '늦게' })).statusCode).toBe(409);
  });

  it('refuses a deposit date in the future (422)', async () => {
    const { withdrawal } = await awaitingWithdrawal();
    const res = await decide(withdrawal._id, { status: 'APPROVED', paidAt: '2999-01-01' });
    expect(res.statusCode).toBe(422);
  });

  it('rejects with a reason and credits the amount back once, even when sent twice at once', async () => {
    const { p, withdrawal } = await awaitingWithdrawal(30_000);
    const results = await Promise.all([
      decide(withdrawal._id, { status: 'REJECTED', reason: '예금주 불일치' }),
      decide(withdrawal._id, { status: 'REJECTED', reason: '예금주 불일치' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await rejectedRows(withdrawal._id)).toHaveLength(1);
    expect(await bonusBalance(serviceContext(app), p._user)).toBe(30_000);
    const mine = await app.inject({ method: 'GET', url: '/api/v1/promoter/withdrawals', headers: p.headers });
    expect(mine.json().withdrawals[0]).toMatchObject({ status: 'REJECTED', reason: '예금주 불일치' });
  });

  it('answers 400 without a reason, 404 for an unknown withdrawal, 403 to a member', async () => {
    const { withdrawal } = await awaitingWithdrawal();
    const noReason = await decide(withdrawal._id, { status: 'REJECTED', reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('반려 사유를 입력해주세요');
    expect((await decide(crypto.randomUUID(), { status: 'APPROVED' })).statusCode).toBe(404);
    const shopper = await asShopper(app);
    expect((await decide(withdrawal._id, { status: 'APPROVED' }, shopper.headers)).statusCode).toBe(403);
  });
});

describe('GET /api/console/users/bonuses/tax-report', () => {
  it("lists the month's paid withdrawals per promoter with the decrypted number, and records the download", async () => {
    const { p, withdrawal } = await awaitingWithdrawal(100_000);
    const [verification] = await app.database.db
      .select({ _id: bankVerifications._id })
      .from(bankVerifications)
      .where(eq(bankVerifications._user, p._user));
    const [cert] = await app.database.db
      .select({ _id: certifications._id })
      .from(certifications)
      .where(eq(certifications._user, p._user));
    await app.database.db.insert(memberRequests).values({
      _user: p._user,
      type: 'PROMOTER_APPROVAL',
      status: 'APPROVED',
      _certification: cert!._id,
      _verification: verification!._id,
      certifiedName: p.name,
      certifiedPhone: p.phone,
      certifiedBirthDay: '19900101',
      rrnCipher: encryptRrn(serviceContext(app).config.rrnKey, '9001011234567'),
      rrnMasked: maskRrn('9001011234567'),
      decidedAt: app.clock.now,
    });
    await decide(withdrawal._id, { status: 'APPROVED' });
    const month = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' })
      .format(app.clock.now)
      .slice(0, 7);
    const noReason = await app.inject({
      method: 'GET',
      url: `/api/console/users/bonuses/tax-report?month=${month}`,
      headers: operator,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('다운로드 사유를 입력해주세요');
    const res = await app.inject({
      method: 'GET',
      url: `/api/console/users/bonuses/tax-report?month=${month}&reason=${encodeURIComponent('원천세 신고')}`,
      headers: operator,
    });
    expect(res.statusCode).toBe(200);
    const rows = await readSheet(res.rawPayload);
    expect(rows[0]).toEqual([
      '성명',
      '주민등록번호',
      '아이디',
      '지급건수',
      '지급총액',
      '소득세',
      '지방소득세',
    ]);
    expect(rows.find((r) => r[0] === p.name)).toEqual([
      p.name,
      '900101-1234567',
      expect.any(String),
      1,
      100_000,
      3_000,
      300,
    ]);
    const recorded = await app.database.db.select().from(consoleExports);
    expect(recorded.at(-1)).toMatchObject({ kind: 'TAX_REPORT', reason: '원천세 신고', params: { month } });
  });

  it('answers 403 to a member', async () => {
    const promoter = await asPromoter(app);
    const res = await app.inject({
      method: 'GET',
      url: '/api/console/users/bonuses/tax-report?month=2026-01&reason=x',
      headers: promoter.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});
