import type { AccessTokenPayload, PublicSetting, Term, User } from '@shop/contracts';

const base64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** An unsigned JWT carrying `payload`: the browser only reads it, the server verifies it. */
export function fakeAccessToken(payload: AccessTokenPayload, tag = 'sig'): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.${tag}`;
}

export const consumerPayload: AccessTokenPayload = {
  scope: [],
  userType: 'CONSUMER',
  _user: '7b3f4f5e-0c1a-4d55-9c1e-2f9a4f4b1a01',
};
export const operatorPayload: AccessTokenPayload = {
  scope: ['console'],
  userType: 'OPERATOR',
  _user: '7b3f4f5e-0c1a-4d55-9c1e-2f9a4f4b1a02',
};
export const promoterPayload: AccessTokenPayload = {
  scope: ['promoter'],
  userType: 'PROMOTER',
  _user: '7b3f4f5e-0c1a-4d55-9c1e-2f9a4f4b1a03',
};

export const shopperUser: User = {
  _id: consumerPayload._user,
  username: 'shopper',
  name: '최민지',
  email: 'shopper@bathhouse.example',
  phone: '01098765432',
  type: 'CONSUMER',
  promoterCode: null,
  point: 1200,
  createdAt: '2026-01-02T03:04:05.000Z',
};

export const terms: Term[] = [
  {
    _id: '0d8f3c1e-8a3b-4c2d-9e1f-000000000001',
    code: 'service',
    subject: '이용약관',
    content: '<p>제1조 (목적)<br>이 약관은 …</p>',
    necessary: true,
    order: 1,
    _version: '0d8f3c1e-8a3b-4c2d-9e1f-000000000101',
    version: 1,
    effectiveAt: '2026-01-01T00:00:00.000Z',
    state: 'CURRENT',
    withdrawn: false,
  },
  {
    _id: '0d8f3c1e-8a3b-4c2d-9e1f-000000000002',
    code: 'privacy',
    subject: '개인정보 수집 및 이용 동의',
    content: '<p>수집 항목: 아이디, 이름 …</p>',
    necessary: true,
    order: 2,
    _version: '0d8f3c1e-8a3b-4c2d-9e1f-000000000102',
    version: 1,
    effectiveAt: '2026-01-01T00:00:00.000Z',
    state: 'CURRENT',
    withdrawn: false,
  },
  {
    _id: '0d8f3c1e-8a3b-4c2d-9e1f-000000000003',
    code: 'marketing',
    subject: '마케팅 정보 수신 동의',
    content: '<p>이벤트와 혜택 안내를 받습니다.</p>',
    necessary: false,
    order: 3,
    _version: '0d8f3c1e-8a3b-4c2d-9e1f-000000000103',
    version: 1,
    effectiveAt: '2026-01-01T00:00:00.000Z',
    state: 'CURRENT',
    withdrawn: false,
  },
];

/** A JSON Response as the server sends it. */
export function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The Authorization header a stubbed fetch received. */
export function authorizationOf(init: RequestInit | undefined): string | undefined {
  const headers = (init?.headers ?? {}) as Record<string, string>;
  return headers.authorization ?? headers.Authorization;
}

/** GET /api/v1/setting: the public settings. */
export const publicSettingFixture: PublicSetting = {
  company: {
    name: '(주)바스하우스',
    ceo: '김대표',
    businessNumber: '123-45-67890',
    mailOrderNumber: '2026-서울강남-0001',
    address: '서울 강남구 테헤란로 1',
    privacyOfficer: '김보호',
    phone: '1588-0000',
    email: 'help@example.com',
    hostingProvider: '호스팅',
  },
  customerService: { phone: '1588-0000', weekdays: '평일 09:00-18:00', lunch: '', closed: '', chatUrl: '' },
  bankAccount: { bank: '국민은행', accountNumber: '123-45-678901', holder: '(주)바스하우스' },
  shipping: { baseFee: 3000, freeFrom: 50000 },
  escrow: {
    provider: '나이스페이먼츠',
    confirmationUrl: 'https://pg.nicepay.co.kr/issue/IssueEscrow.jsp?Mid=nictest00m&CoNo=1234567890',
  },
  points: { minimumToSpend: 1000 },
};
