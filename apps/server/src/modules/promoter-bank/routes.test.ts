import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankVerifications, withdrawals } from '../../db/schema/index.ts';
import { defaultShopSetting } from '../../db/seed/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { bankOf, certifyMember, makeApprovedPromoter, verifyAccount } from '../../testing/applications.ts';
import { asOperator, makeMember } from '../../testing/members.ts';
import { newPromoter } from '../../testing/promoters.ts';
import { changeSetting } from '../../testing/settings.ts';

let app: TestApp;
let operator: Awaited<ReturnType<typeof asOperator>>;
beforeAll(async () => {
  app = await buildTestApp();
  operator = await asOperator(app);
});
afterAll(() => app.close());

type Member = Awaited<ReturnType<typeof makeMember>>;
const HOLD = '/api/v1/promoter/bank/hold-verifications';
const request = (member: Member, bank: object = bankOf('홍길동')) =>
  app.inject({ method: 'POST', url: HOLD, headers: member.headers, payload: { bank } });
const verify = (member: { headers: object }, _id: string, code: string) =>
  app.inject({
    method: 'PUT',
    url: `${HOLD}/${_id}/verify`,
    headers: member.headers as Record<string, string>,
    payload: { code },
  });
const wrongOf = (code: string) => (code === '0000' ? '1111' : '0000');

describe('POST /api/v1/promoter/bank/hold-verifications', () => {
  it("sends 1 won to a consumer's account and answers the verification, the code only in sandbox", async () => {
    const member = await makeMember(app);
    const res = await request(member, {
      code: '088',
      accountNumber: '110-123-456789',
      accountHolder: ' 홍길동 ',
    });
    expect(res.statusCode).toBe(201);
    const { verification, sandbox } = res.json();
    expect(verification).toEqual({
      _id: expect.any(String),
      bank: { code: '088', name: '신한은행', accountNumber: '110123456789', accountHolder: '홍길동' },
      sendAmount: 1,
      attemptCount: 0,
      isSuccess: false,
      isOutDated: false,
      expiresAt: new Date(app.clock.now.getTime() + 10 * 60_000).toISOString(),
    });
    expect(sandbox).toEqual({
      label: '테스트 입금',
      senderName: `바스${sandbox.code}`,
      code: expect.stringMatching(/^\d{4}$/),
    });
    expect(JSON.stringify(verification)).not.toContain(sandbox.code);
    const [row] = await app.database.db
      .select()
      .from(bankVerifications)
      .where(eq(bankVerifications._id, verification._id));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(sandbox.code);
    expect(row!.providerReference).toMatch(/^sandbox-/);
  });

  it.each([
    [{ code: '999', accountNumber: '1101234567', accountHolder: '홍길동' }, '은행을 선택해주세요'],
    [
      { code: '088', accountNumber: '12-34', accountHolder: '홍길동' },
      '계좌번호를 숫자로 6~16자리 입력해주세요',
    ],
    [
      { code: '088', accountNumber: '110-abc-4567', accountHolder: '홍길동' },
      '계좌번호를 숫자로 6~16자리 입력해주세요',
    ],
    [{ code: '088', accountNumber: '1101234567', accountHolder: '  ' }, '예금주를 입력해주세요'],
    [{ code: '088', accountNumber: '1101234567' }, '예금주를 입력해주세요'],
  ])('answers 400 with the Korean message for %o', async (bank, message) => {
    const member = await makeMember(app);
    const res = await request(member, bank);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers 401 without login and 422 when the bank refuses the account', async () => {
    const guest = await app.inject({ method: 'POST', url: HOLD, payload: { bank: bankOf('홍길동') } });
    expect(guest.statusCode).toBe(401);
    const member = await makeMember(app);
    const refused = await request(member, bankOf('홍길동', '0000000000'));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('BANK_DEPOSIT_REFUSED');
  });

  it('voids earlier requests, and allows 5 requests per Seoul day (429 after)', async () => {
    const member = await makeMember(app);
    const first = (await request(member)).json();
    const second = await request(member);
    expect(second.statusCode).toBe(201);
    const old = await verify(member, first.verification._id, first.sandbox.code);
    expect(old.statusCode).toBe(422);
    expect(old.json().message).toBe('인증시간이 만료되었습니다');
    for (let i = 0; i < 3; i++) expect((await request(member)).statusCode).toBe(201);
    const sixth = await request(member);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('계좌 인증은 하루 5회까지 요청할 수 있습니다. 내일 다시 시도해주세요');
  });

  it('allows as many requests a day as the operator saved (membership.bankVerificationsPerDay)', async () => {
    const member = await makeMember(app);
    await changeSetting(app, {
      membership: { ...defaultShopSetting.membership, bankVerificationsPerDay: 2 },
    });
    try {
      for (let i = 0; i < 2; i++) expect((await request(member)).statusCode).toBe(201);
      const third = await request(member);
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toBe(
        '계좌 인증은 하루 2회까지 요청할 수 있습니다. 내일 다시 시도해주세요',
      );
    } finally {
      await changeSetting(app, { membership: defaultShopSetting.membership });
    }
  });
});

describe('PUT /api/v1/promoter/bank/hold-verifications/{_id}/verify', () => {
  it('succeeds with the right code and counts the attempt', async () => {
    const member = await makeMember(app);
    const { verification, sandbox } = (await request(member)).json();
    const res = await verify(member, verification._id, sandbox.code);
    expect(res.statusCode).toBe(200);
    expect(res.json().verification).toMatchObject({ isSuccess: true, attemptCount: 1, isOutDated: false });
    expect(res.json().sandbox).toBeUndefined();
  });

  it('answers the remaining attempts for a wrong code, then refuses the sixth even with the right one', async () => {
    const member = await makeMember(app);
    const { verification, sandbox } = (await request(member)).json();
    for (let left = 4; left >= 0; left--) {
      const res = await verify(member, verification._id, wrongOf(sandbox.code));
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(`인증번호가 일치하지 않습니다 (남은 횟수 ${left}회)`);
    }
    const last = await verify(member, verification._id, sandbox.code);
    expect(last.statusCode).toBe(422);
    expect(last.json().message).toBe('인증 시도 횟수를 초과했습니다');
  });

  it('counts at most 5 attempts when 6 wrong codes race', async () => {
    const member = await makeMember(app);
    const { verification, sandbox } = (await request(member)).json();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => verify(member, verification._id, wrongOf(sandbox.code))),
    );
    expect(results.every((r) => r.statusCode === 422)).toBe(true);
    const [row] = await app.database.db
      .select()
      .from(bankVerifications)
      .where(eq(bankVerifications._id, verification._id));
    expect(row!.attemptCount).toBe(5);
    expect(results.filter((r) => r.json().message === '인증 시도 횟수를 초과했습니다')).toHaveLength(1);
  });

  it('expires after 10 minutes', async () => {
    const member = await makeMember(app);
    const { verification, sandbox } = (await request(member)).json();
    app.clock.advance(10 * 60_000 + 1);
    const res = await verify(member, verification._id, sandbox.code);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('인증시간이 만료되었습니다');
  });

  it("answers 404 for another member's verification and 400 for a malformed code", async () => {
    const owner = await makeMember(app);
    const other = await makeMember(app);
    const { verification, sandbox } = (await request(owner)).json();
    const res = await verify(other, verification._id, sandbox.code);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('계좌 인증 요청을 찾을 수 없습니다');
    const bad = await verify(owner, verification._id, '12a');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('인증번호 4자리를 입력해주세요');
  });
});

describe('GET and PUT /api/v1/promoter/bank', () => {
  it('answers 403 to a consumer on both', async () => {
    const member = await makeMember(app);
    const get = await app.inject({ method: 'GET', url: '/api/v1/promoter/bank', headers: member.headers });
    expect(get.statusCode).toBe(403);
    const put = await app.inject({
      method: 'PUT',
      url: '/api/v1/promoter/bank',
      headers: member.headers,
      payload: { _verification: crypto.randomUUID(), _certification: crypto.randomUUID() },
    });
    expect(put.statusCode).toBe(403);
  });

  it("shows the approved applicant's account masked; null for a promoter without one", async () => {
    const promoter = await makeApprovedPromoter(app, operator, '김정회');
    const res = await app.inject({ method: 'GET', url: '/api/v1/promoter/bank', headers: promoter.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().account).toEqual({
      bank: { code: '088', name: '신한은행', accountNumber: '********6789', accountHolder: '김정회' },
      updatedAt: expect.any(String),
    });
    const fresh = await newPromoter(app);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/promoter/bank', headers: fresh.headers })).json(),
    ).toEqual({
      account: null,
    });
  });

  it('changes the account with a fresh verification and a BANK_CHANGE certification, each once', async () => {
    const promoter = await makeApprovedPromoter(app, operator, '이계좌');
    const _verification = await verifyAccount(app, promoter, '이 계좌');
    const _certification = await certifyMember(app, promoter, 'BANK_CHANGE', { name: '이계좌' });
    const put = (payload: object) =>
      app.inject({ method: 'PUT', url: '/api/v1/promoter/bank', headers: promoter.headers, payload });
    const res = await put({ _verification, _certification });
    expect(res.statusCode).toBe(200);
    expect(res.json().account.bank.accountHolder).toBe('이 계좌');
    const again = await put({
      _verification,
      _certification: await certifyMember(app, promoter, 'BANK_CHANGE', { name: '이계좌' }),
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('계좌 인증을 다시 진행해주세요');
  });

  it('refuses a holder other than the certified name (422), a wrong purpose (422) and a withdrawal waiting (409)', async () => {
    const promoter = await makeApprovedPromoter(app, operator, '박출금');
    const put = (payload: object) =>
      app.inject({ method: 'PUT', url: '/api/v1/promoter/bank', headers: promoter.headers, payload });
    const mismatch = await put({
      _verification: await verifyAccount(app, promoter, '박다른'),
      _certification: await certifyMember(app, promoter, 'BANK_CHANGE', { name: '박출금' }),
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().message).toBe('예금주명이 본인인증 정보와 일치하지 않습니다');
    const purpose = await put({
      _verification: await verifyAccount(app, promoter, '박출금'),
      _certification: await certifyMember(app, promoter, 'WITHDRAWAL', { name: '박출금' }),
    });
    expect(purpose.statusCode).toBe(422);
    expect(purpose.json().message).toBe('본인인증을 다시 진행해주세요');

    const certification = await certifyMember(app, promoter, 'WITHDRAWAL', { name: '박출금' });
    await app.database.db.insert(withdrawals).values({
      _user: promoter.user._id,
      amount: 10_000,
      incomeTax: 300,
      localTax: 30,
      transferFee: 0,
      charge: 330,
      net: 9_670,
      remain: 0,
      bankCode: '088',
      accountNumber: '110123456789',
      accountHolder: '박출금',
      _certification: certification,
    });
    const waiting = await put({
      _verification: await verifyAccount(app, promoter, '박출금'),
      _certification: await certifyMember(app, promoter, 'BANK_CHANGE', { name: '박출금' }),
    });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe('처리 중인 출금 신청이 있습니다');
  });
});
