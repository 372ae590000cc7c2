import { seoulDay } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_RRN_KEY } from '../../config.ts';
import { certifications, memberRequests, termAgreements } from '../../db/schema/index.ts';
import { defaultShopSetting } from '../../db/seed/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import {
  applicationFor,
  certifyMember,
  makeApplicant,
  promoterTermIds,
  verifyAccount,
} from '../../testing/applications.ts';
import { asPromoter, makeMember, termIds } from '../../testing/members.ts';
import { changeSetting } from '../../testing/settings.ts';
import { decryptRrn } from './rrn.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Member = Awaited<ReturnType<typeof makeMember>>;
const apply = (member: { headers: object }, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/me/requests',
    headers: member.headers as Record<string, string>,
    payload,
  });

describe('POST /api/v1/me/requests', () => {
  it("takes a consumer's application: masked number, encrypted at rest, terms agreed, certification spent", async () => {
    const member = await makeMember(app, { name: '홍길동' });
    const body = await applicationFor(app, member);
    const res = await apply(member, { ...body, residentRegistrationNumber: '9001011234567' });
    expect(res.statusCode).toBe(201);
    expect(res.json().request).toEqual({
      _id: expect.any(String),
      type: 'PROMOTER_APPROVAL',
      status: 'AWAITING',
      reason: null,
      bank: { code: '088', name: '신한은행', accountNumber: '********6789', accountHolder: '홍길동' },
      residentRegistrationNumber: '900101-1******',
      createdAt: expect.any(String),
      decidedAt: null,
    });
    expect(res.body).not.toContain('1234567');
    const [row] = await app.database.db
      .select()
      .from(memberRequests)
      .where(eq(memberRequests._id, res.json().request._id));
    expect(row!.rrnCipher).not.toContain('900101');
    expect(decryptRrn(DEMO_RRN_KEY, row!.rrnCipher)).toBe('9001011234567');
    expect(row).toMatchObject({ certifiedName: '홍길동', certifiedBirthDay: '19900101' });
    const [cert] = await app.database.db
      .select()
      .from(certifications)
      .where(eq(certifications._id, body._certification));
    expect(cert!.state).toBe('USED');
    const agreed = await app.database.db
      .select()
      .from(termAgreements)
      .where(eq(termAgreements._user, member.user._id));
    expect(agreed.map((a) => a._term)).toContain(body._terms[0]);
  });

  it.each([
    ['900101-9234567', 'a seventh digit of 9'],
    ['900231-1234567', 'a day that does not exist'],
    ['90010112345', 'too few digits'],
    ['900101_1234567', 'another separator'],
    ['900102-1234567', 'another birth date than the certified one'],
    ['900101-3234567', 'a 2000s number for someone born in 1990'],
  ])('answers 400 주민등록번호를 확인해주세요 for %s (%s), and keeps the certification', async (rrn) => {
    const member = await makeMember(app, { name: '홍길동' });
    const body = await applicationFor(app, member);
    const res = await apply(member, { ...body, residentRegistrationNumber: rrn });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('주민등록번호를 확인해주세요');
    // A refused step keeps what was done: the same certification and account still apply.
    expect((await apply(member, body)).statusCode).toBe(201);
  });

  it('answers 400 for missing promoter terms, certification and verification', async () => {
    const member = await makeMember(app, { name: '홍길동' });
    const body = await applicationFor(app, member);
    const noTerms = await apply(member, { ...body, _terms: [] });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().message).toBe('정회원 약관에 동의해주세요');
    const joinTerms = await apply(member, { ...body, _terms: [...body._terms, ...(await termIds(app))] });
    expect(joinTerms.statusCode).toBe(400);
    expect(joinTerms.json().message).toBe('존재하지 않는 약관입니다');
    const { _certification: _c, ...withoutCertification } = body;
    expect((await apply(member, withoutCertification)).json().message).toBe('본인인증을 진행해주세요');
    const { _verification: _v, ...withoutVerification } = body;
    expect((await apply(member, withoutVerification)).json().message).toBe('계좌 인증을 다시 진행해주세요');
    const type = await apply(member, { ...body, type: 'OTHER' });
    expect(type.statusCode).toBe(400);
    expect(type.json().message).toBe('신청 종류가 올바르지 않습니다');
  });

  it("refuses a holder other than the certified name (422) and another member's verification (404)", async () => {
    const member = await makeMember(app, { name: '홍길동' });
    const other = await makeMember(app, { name: '홍길동' });
    const base = {
      type: 'PROMOTER_APPROVAL',
      _terms: await promoterTermIds(app),
      residentRegistrationNumber: '900101-1234567',
    };
    const mismatch = await apply(member, {
      ...base,
      _certification: await certifyMember(app, member, 'PROMOTER_APPLICATION', { name: '홍길동' }),
      _verification: await verifyAccount(app, member, '홍길순'),
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().message).toBe('예금주명이 본인인증 정보와 일치하지 않습니다');
    const stolen = await apply(member, {
      ...base,
      _certification: await certifyMember(app, member, 'PROMOTER_APPLICATION', { name: '홍길동' }),
      _verification: await verifyAccount(app, other, '홍길동'),
    });
    expect(stolen.statusCode).toBe(404);
  });

  it('refuses an unverified account, a certification of another purpose and a stale verification (422)', async () => {
    const member = await makeMember(app, { name: '홍길동' });
    const body = await applicationFor(app, member);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/v1/promoter/bank/hold-verifications',
      headers: member.headers,
      payload: { bank: { code: '088', accountNumber: '1101234567', accountHolder: '홍길동' } },
    });
    // the new request voided the verified one; its own is not verified yet
    for (const _verification of [body._verification, sent.json().verification._id]) {
      const res = await apply(member, { ...body, _verification });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('계좌 인증을 다시 진행해주세요');
    }
    const purpose = await apply(member, {
      ...body,
      _verification: await verifyAccount(app, member, '홍길동'),
      _certification: await certifyMember(app, member, 'WITHDRAWAL', { name: '홍길동' }),
    });
    expect(purpose.statusCode).toBe(422);
    expect(purpose.json().message).toBe('본인인증을 다시 진행해주세요');
  });

  it('refuses an applicant under 19 (422) and a certification without a birth date', async () => {
    const member = await makeMember(app, { name: '김어림' });
    const year = Number(seoulDay(app.clock.now).slice(0, 4)) - 18;
    const young = await apply(member, {
      type: 'PROMOTER_APPROVAL',
      _terms: await promoterTermIds(app),
      _certification: await certifyMember(app, member, 'PROMOTER_APPLICATION', {
        name: '김어림',
        birthDay: `${year}0101`,
      }),
      _verification: await verifyAccount(app, member, '김어림'),
      residentRegistrationNumber: `${String(year).slice(2)}0101-3234567`,
    });
    expect(young.statusCode).toBe(422);
    expect(young.json().message).toBe('만 19세 이상만 정회원으로 전환할 수 있습니다');
  });

  it('refuses by the minimum age the operator saved (membership.promoterMinimumAge)', async () => {
    const member = await makeMember(app, { name: '이청년' });
    // 22 on every day of this Seoul year: old enough by the law's 19, too young for a setting of 25
    const year = Number(seoulDay(app.clock.now).slice(0, 4)) - 22;
    await changeSetting(app, { membership: { ...defaultShopSetting.membership, promoterMinimumAge: 25 } });
    try {
      const res = await apply(member, {
        type: 'PROMOTER_APPROVAL',
        _terms: await promoterTermIds(app),
        _certification: await certifyMember(app, member, 'PROMOTER_APPLICATION', {
          name: '이청년',
          birthDay: `${year}0101`,
        }),
        _verification: await verifyAccount(app, member, '이청년'),
        residentRegistrationNumber: `${String(year).slice(2)}0101-3234567`,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('만 25세 이상만 정회원으로 전환할 수 있습니다');
    } finally {
      await changeSetting(app, { membership: defaultShopSetting.membership });
    }
  });

  it('answers 409 to a second application while one waits, and to a promoter', async () => {
    const applicant = await makeApplicant(app);
    const again = await apply(applicant, await applicationFor(app, applicant));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('처리 중인 정회원 전환 신청이 있습니다');
    const promoter = await asPromoter(app);
    const res = await apply(promoter, {
      type: 'PROMOTER_APPROVAL',
      _terms: await promoterTermIds(app),
      _certification: crypto.randomUUID(),
      _verification: crypto.randomUUID(),
      residentRegistrationNumber: '900101-1234567',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('이미 정회원입니다');
  });

  it('gives one 201 and one 409 when two applications race', async () => {
    const member = await makeMember(app, { name: '홍길동' });
    const first = await applicationFor(app, member);
    // two certifications, one verification: both requests pass every check up to the insert
    const second = {
      ...first,
      _certification: await certifyMember(app, member, 'PROMOTER_APPLICATION', { name: '홍길동' }),
    };
    const results = await Promise.all([apply(member, first), apply(member, second)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const rows = await app.database.db
      .select()
      .from(memberRequests)
      .where(eq(memberRequests._user, member.user._id));
    expect(rows).toHaveLength(1);
  });

  it('answers 401 to a guest', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/me/requests', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/v1/me/requests', () => {
  it("lists only the member's own requests, masked", async () => {
    const applicant = await makeApplicant(app);
    const other: Member = await makeMember(app);
    const mine = await app.inject({ method: 'GET', url: '/api/v1/me/requests', headers: applicant.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().summary).toEqual({ totalCount: 1 });
    expect(mine.json().requests[0]).toMatchObject({
      _id: applicant.request._id,
      status: 'AWAITING',
      residentRegistrationNumber: '900101-1******',
    });
    const theirs = await app.inject({ method: 'GET', url: '/api/v1/me/requests', headers: other.headers });
    expect(theirs.json()).toEqual({ summary: { totalCount: 0 }, requests: [] });
  });
});
