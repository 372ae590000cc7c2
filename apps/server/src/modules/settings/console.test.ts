import type { ShopSetting } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultShopSetting } from '../../db/seed/index.ts';
import { buildTestApp, type TestApp } from '../../testing/app.ts';
import { asOperator, asPromoter, asShopper } from '../../testing/members.ts';

type Headers = Record<string, string>;

let app: TestApp;
let operator: Headers;
let shopper: Headers;
let promoter: Headers;
beforeAll(async () => {
  app = await buildTestApp();
  [operator, shopper, promoter] = [
    (await asOperator(app)).headers,
    (await asShopper(app)).headers,
    (await asPromoter(app)).headers,
  ];
});
afterAll(() => app.close());

const read = async (): Promise<ShopSetting> => {
  const res = await app.inject({ method: 'GET', url: '/api/console/setting', headers: operator });
  expect(res.statusCode).toBe(200);
  return res.json().setting;
};
const save = (payload: object, headers: Headers = operator) =>
  app.inject({ method: 'PUT', url: '/api/console/setting', headers, payload });

describe('the setting console guard', () => {
  it.each([['GET'], ['PUT']] as ['GET' | 'PUT'][])(
    'answers 401 to a guest and 403 to members on %s',
    async (method) => {
      const payload = method === 'PUT' ? { shipping: { baseFee: 0, freeFrom: 0 } } : undefined;
      const guest = await app.inject({
        method,
        url: '/api/console/setting',
        ...(payload ? { payload } : {}),
      });
      expect(guest.statusCode).toBe(401);
      for (const headers of [shopper, promoter]) {
        const res = await app.inject({
          method,
          url: '/api/console/setting',
          headers,
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode).toBe(403);
      }
      expect((await read()).shipping).toEqual(defaultShopSetting.shipping);
    },
  );
});

describe('GET /api/console/setting', () => {
  it('answers the whole setting, private sections included', async () => {
    expect(await read()).toEqual(defaultShopSetting);
  });

  it("starts the sections #22 added at the issue's values", async () => {
    const setting = await read();
    expect({
      reviewWindowDays: setting.points.reviewDays,
      promoterMinimumAge: setting.membership.promoterMinimumAge,
      bankVerificationsPerDay: setting.membership.bankVerificationsPerDay,
      recovery: setting.recovery,
      terms: setting.terms,
      audit: setting.audit,
    }).toEqual({
      reviewWindowDays: 90,
      promoterMinimumAge: 19,
      bankVerificationsPerDay: 5,
      recovery: { attemptsPerHour: 5 },
      terms: { noticeDays: 7, adverseNoticeDays: 30 },
      audit: { retentionYears: 5 },
    });
  });
});

describe('PUT /api/console/setting', () => {
  it('replaces the sections it is given and leaves the others as they are', async () => {
    const orders = { ...defaultShopSetting.orders, claimDays: 14, autoConfirmDays: 10 };
    expect((await save({ orders })).statusCode).toBe(200);
    const shipping = { baseFee: 2500, freeFrom: 70_000 };
    const res = await save({ shipping });
    expect(res.statusCode).toBe(200);
    // a section left out keeps the operator's last values, not the defaults
    expect(res.json().setting).toEqual({ ...defaultShopSetting, orders, shipping });
    expect(await read()).toEqual({ ...defaultShopSetting, orders, shipping });
  });

  it('saves the recovery, terms and audit sections and keeps them private', async () => {
    const sections = {
      recovery: { attemptsPerHour: 3 },
      terms: { noticeDays: 14, adverseNoticeDays: 45 },
      audit: { retentionYears: 7 },
    };
    const res = await save(sections);
    expect(res.statusCode).toBe(200);
    expect(res.json().setting).toMatchObject(sections);
    expect(await read()).toMatchObject(sections);
    const shop = await app.inject({ method: 'GET', url: '/api/v1/setting' });
    for (const key of Object.keys(sections)) expect(shop.json().setting[key]).toBeUndefined();
  });

  it('shows footer readers a company change at once', async () => {
    const company = { ...defaultShopSetting.company, name: '주식회사 새바스' };
    await app.inject({ method: 'GET', url: '/api/v1/setting' }); // cached before the change
    expect((await save({ company })).statusCode).toBe(200);
    const shop = await app.inject({ method: 'GET', url: '/api/v1/setting' });
    expect(shop.json().setting.company.name).toBe('주식회사 새바스');
  });

  it('shows shoppers the new public values and still hides the private ones', async () => {
    const customerService = { ...defaultShopSetting.customerService, phone: '1588-7777', chatUrl: '' };
    await save({ customerService, membership: { rootPromoterCode: 'BATH2026' } });
    const res = await app.inject({ method: 'GET', url: '/api/v1/setting' });
    expect(res.json().setting.customerService).toEqual(customerService);
    expect(res.body).not.toContain('BATH2026');
    expect(res.json().setting.orders).toBeUndefined();
    expect((await read()).membership.rootPromoterCode).toBe('BATH2026');
  });

  it.each([
    [{ shipping: { baseFee: -1, freeFrom: 50_000 } }, '기본 배송비는 0원 이상이어야 합니다'],
    [{ shipping: { baseFee: 3000.5, freeFrom: 50_000 } }, '기본 배송비는 원 단위 정수로 입력해주세요'],
    [{ orders: { ...defaultShopSetting.orders, claimDays: 3 } }, '전자상거래법상 7일 이상이어야 합니다'],
    [{ bonuses: { ...defaultShopSetting.bonuses, legalCapBp: 4000 } }, '법정 한도 35% 이하로 입력해주세요'],
    [
      { company: { ...defaultShopSetting.company, businessNumber: '1234567890' } },
      '사업자등록번호를 000-00-00000 형식으로 입력해주세요',
    ],
    [{ company: { ...defaultShopSetting.company, name: ' ' } }, '상호를 입력해주세요'],
    [
      { customerService: { ...defaultShopSetting.customerService, chatUrl: 'javascript:alert(1)' } },
      '채팅 상담 주소는 https://로 시작해야 합니다',
    ],
    [
      { bankAccount: { ...defaultShopSetting.bankAccount, accountNumber: '국민 123' } },
      '계좌번호를 숫자와 -로 입력해주세요',
    ],
    [{ membership: { rootPromoterCode: 'root' } }, '추천인코드는 영문 대문자와 숫자 4~20자로 입력해주세요'],
    [{ points: { rateBp: 100 } }, '텍스트 리뷰 적립금을 숫자로 입력해주세요'],
    [{ recovery: { attemptsPerHour: 0 } }, '계정 찾기 시간당 시도 횟수는 1회 이상이어야 합니다'],
    [{ recovery: { attemptsPerHour: 2.5 } }, '계정 찾기 시간당 시도 횟수는 정수로 입력해주세요'],
    [{ terms: { noticeDays: 6, adverseNoticeDays: 30 } }, '약관 변경 예고 기간은 7일 이상이어야 합니다'],
    [
      { terms: { noticeDays: 7, adverseNoticeDays: 29 } },
      '불리한 약관 변경 예고 기간은 30일 이상이어야 합니다',
    ],
    [
      { terms: { noticeDays: 60, adverseNoticeDays: 30 } },
      '불리한 약관 변경 예고 기간은 약관 변경 예고 기간 이상이어야 합니다',
    ],
    [{ terms: { noticeDays: 7 } }, '불리한 약관 변경 예고 기간을 숫자로 입력해주세요'],
    [{ audit: { retentionYears: 4 } }, '감사 로그 보관 기간은 5년 이상이어야 합니다'],
    [{ audit: { retentionYears: '5' } }, '감사 로그 보관 기간을 숫자로 입력해주세요'],
    [
      { membership: { ...defaultShopSetting.membership, promoterMinimumAge: 18 } },
      '정회원 최소 나이는 19세 이상이어야 합니다',
    ],
    [
      { membership: { ...defaultShopSetting.membership, bankVerificationsPerDay: 0 } },
      '계좌 인증 일일 횟수는 1회 이상이어야 합니다',
    ],
    [
      { membership: { ...defaultShopSetting.membership, bankVerificationsPerDay: 1.5 } },
      '계좌 인증 일일 횟수는 정수로 입력해주세요',
    ],
    [{ points: { ...defaultShopSetting.points, reviewDays: 0 } }, '리뷰 작성 기간은 1일 이상이어야 합니다'],
    [{ points: { ...defaultShopSetting.points, reviewDays: 366 } }, '리뷰 작성 기간은 365일 이하여야 합니다'],
    [{}, '변경할 설정을 입력해주세요'],
  ])('refuses %j with a Korean message and changes nothing', async (payload, message) => {
    const before = await read();
    const res = await save(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await read()).toEqual(before);
  });
});
