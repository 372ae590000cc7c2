import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusLedger, promoterBankAccounts, withdrawals } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { certifyMember, makeApplicant, makeApprovedPromoter } from '../../testing/applications.ts';
import { asOperator, asPromoter, makeMember } from '../../testing/members.ts';

let app: TestApp;
let operator: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  operator = (await asOperator(app)).headers;
});
afterAll(() => app.close());

const changeType = (_id: string, type: string, reason = '정회원 전환 승인') =>
  app.inject({
    method: 'PUT',
    url: `/api/console/users/${_id}/type`,
    headers: operator,
    payload: { type, reason },
  });
const reject = (_id: string, _request: string, payload: object, headers = operator) =>
  app.inject({ method: 'PUT', url: `/api/console/users/${_id}/requests/${_request}`, headers, payload });
const myRequests = (member: { headers: object }) =>
  app.inject({
    method: 'GET',
    url: '/api/v1/me/requests',
    headers: member.headers as Record<string, string>,
  });

describe('PUT /api/console/users/{_id}/type to PROMOTER (승인)', () => {
  it('answers 422 정회원 전환 신청이 없습니다 without an AWAITING application', async () => {
    const member = await makeMember(app);
    const res = await changeType(member.user._id, 'PROMOTER');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: '정회원 전환 신청이 없습니다', code: 'NO_PROMOTER_REQUEST' });
  });

  it('approves the application in the same change and copies its account to the payout account', async () => {
    const applicant = await makeApplicant(app, '최승인');
    const res = await changeType(applicant.user._id, 'PROMOTER');
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user.type).toBe('PROMOTER');
    expect(user.requests[0]).toMatchObject({
      _id: applicant.request._id,
      status: 'APPROVED',
      reason: '정회원 전환 승인',
      residentRegistrationNumber: '900101-1******',
      certified: { name: '최승인', phone: '01012345678', birthDay: '19900101' },
      decidedBy: { _id: expect.any(String) },
    });
    const [account] = await app.database.db
      .select()
      .from(promoterBankAccounts)
      .where(eq(promoterBankAccounts._user, applicant.user._id));
    expect(account).toMatchObject({
      bankCode: '088',
      accountNumber: '110123456789',
      accountHolder: '최승인',
    });
    const mine = (await myRequests(applicant)).json().requests[0];
    expect(mine).toMatchObject({ status: 'APPROVED', decidedAt: expect.any(String) });
  });
});

describe('PUT /api/console/users/{_id}/type to CONSUMER (demotion)', () => {
  it('is refused with a bonus balance or a withdrawal waiting, allowed at zero', async () => {
    const promoter = await makeApprovedPromoter(app, { headers: operator }, '강해지');
    await app.database.db.insert(bonusLedger).values({
      _user: promoter.user._id,
      amount: 5_000,
      type: 'BONUS__ADMIN',
      source: 'MANUAL_PROMOTER',
      reference: randomUUID(),
      reason: '테스트 적립',
    });
    const balance = await changeType(promoter.user._id, 'CONSUMER', '해지');
    expect(balance.statusCode).toBe(422);
    expect(balance.json().message).toBe('수당 잔액이 남아 있어 회원 유형을 변경할 수 없습니다');

    const other = await makeApprovedPromoter(app, { headers: operator }, '강출금');
    await app.database.db.insert(withdrawals).values({
      _user: other.user._id,
      amount: 10_000,
      incomeTax: 300,
      localTax: 30,
      transferFee: 0,
      charge: 330,
      net: 9_670,
      remain: 0,
      bankCode: '088',
      accountNumber: '110123456789',
      accountHolder: '강출금',
      _certification: await certifyMember(app, other, 'WITHDRAWAL', { name: '강출금' }),
    });
    const waiting = await changeType(other.user._id, 'CONSUMER', '해지');
    expect(waiting.statusCode).toBe(422);
    expect(waiting.json().message).toBe('처리 중인 출금 신청이 있어 회원 유형을 변경할 수 없습니다');

    const clean = await makeApprovedPromoter(app, { headers: operator }, '강깨끗');
    expect((await changeType(clean.user._id, 'CONSUMER', '해지')).statusCode).toBe(200);
  });
});

describe('PUT /api/console/users/{_id}/requests/{_request} (반려)', () => {
  it('rejects with a reason the member sees; the member may apply again', async () => {
    const applicant = await makeApplicant(app);
    const res = await reject(applicant.user._id, applicant.request._id, {
      status: 'REJECTED',
      reason: ' 예금주 확인 필요 ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().request).toMatchObject({ status: 'REJECTED', reason: '예금주 확인 필요' });
    const mine = (await myRequests(applicant)).json().requests[0];
    expect(mine).toMatchObject({ status: 'REJECTED', reason: '예금주 확인 필요' });
    const again = await reject(applicant.user._id, applicant.request._id, {
      status: 'REJECTED',
      reason: '다시',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('이미 처리된 신청입니다');
    expect((await changeType(applicant.user._id, 'PROMOTER')).statusCode).toBe(422);
  });

  it.each([
    [{ status: 'REJECTED' }, '변경 사유를 입력해주세요'],
    [{ status: 'REJECTED', reason: '  ' }, '변경 사유를 입력해주세요'],
    [{ status: 'APPROVED', reason: '승인' }, '반려만 선택할 수 있습니다. 승인은 회원 유형 변경으로 합니다'],
  ])('answers 400 for %o', async (payload, message) => {
    const applicant = await makeApplicant(app);
    const res = await reject(applicant.user._id, applicant.request._id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("answers 404 for another member's request, 401 to a guest and 403 to a shopper or promoter", async () => {
    const applicant = await makeApplicant(app);
    const other = await makeMember(app);
    const body = { status: 'REJECTED', reason: '반려' };
    expect((await reject(other.user._id, applicant.request._id, body)).statusCode).toBe(404);
    expect((await reject(applicant.user._id, applicant.request._id, body, {})).statusCode).toBe(401);
    expect(
      (await reject(applicant.user._id, applicant.request._id, body, applicant.headers)).statusCode,
    ).toBe(403);
    const promoter = await asPromoter(app);
    expect((await reject(applicant.user._id, applicant.request._id, body, promoter.headers)).statusCode).toBe(
      403,
    );
  });
});

describe('GET /api/console/users?request=AWAITING (전환신청 대기)', () => {
  it('lists only members whose application waits', async () => {
    const applicant = await makeApplicant(app);
    const member = await makeMember(app);
    const res = await app.inject({
      method: 'GET',
      url: '/api/console/users?request=AWAITING&limit=100',
      headers: operator,
    });
    expect(res.statusCode).toBe(200);
    const ids = res.json().users.map((u: { _id: string }) => u._id);
    expect(ids).toContain(applicant.user._id);
    expect(ids).not.toContain(member.user._id);
    const detail = await app.inject({
      method: 'GET',
      url: `/api/console/users/${applicant.user._id}`,
      headers: operator,
    });
    expect(detail.json().user.requests[0]).toMatchObject({
      status: 'AWAITING',
      residentRegistrationNumber: '900101-1******',
    });
    expect(detail.body).not.toContain('1357913');
  });
});
