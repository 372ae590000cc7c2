import type { ShopSetting } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { percentToBp, readSection, sectionToForm, tidyWon } from './setting-form.ts';

const setting: ShopSetting = {
  company: {
    name: '바스하우스',
    ceo: '김대표',
    businessNumber: '123-45-67890',
    mailOrderNumber: '2025-서울강남-0001',
    address: '서울특별시 강남구 테헤란로 1',
    privacyOfficer: '이보안',
    phone: '02-1234-5678',
    email: 'help@example.com',
    hostingProvider: '가비아',
  },
  customerService: { phone: '1588-1234', weekdays: '평일 09:00-18:00', lunch: '', closed: '', chatUrl: '' },
  bankAccount: { bank: '국민은행', accountNumber: '123-456-789', holder: '바스하우스' },
  shipping: { baseFee: 3000, freeFrom: 50_000 },
  membership: { rootPromoterCode: 'BATH0001', promoterMinimumAge: 19, bankVerificationsPerDay: 5 },
  orders: { cardPaymentMinutes: 30, bankTransferDays: 3, autoConfirmDays: 7, claimDays: 7 },
  points: { rateBp: 150, textReview: 500, photoReview: 1000, minimumToSpend: 1000, reviewDays: 90 },
  bonuses: { legalCapBp: 3500, withdrawalMinimum: 10_000, transferFee: 500, yearShareWarningBp: 3000 },
  recovery: { attemptsPerHour: 5 },
  terms: { noticeDays: 7, adverseNoticeDays: 30 },
  audit: { retentionYears: 5 },
  seo: { baseUrl: '', naverVerification: '', googleVerification: '' },
  escrow: {
    provider: '나이스페이먼츠',
    confirmationUrl: 'https://pg.nicepay.co.kr/issue/IssueEscrow.jsp?Mid=m',
  },
  naverEp: { enabled: false, excludedCategories: [] },
};

describe('percentToBp', () => {
  it('reads a percentage with up to two decimals as basis points', () => {
    expect(percentToBp('1')).toBe(100);
    expect(percentToBp('1.5')).toBe(150);
    expect(percentToBp('0.05')).toBe(5);
    expect(percentToBp('35%')).toBe(3500);
    expect(percentToBp('1.234')).toBeNull();
    expect(percentToBp('-1')).toBeNull();
    expect(percentToBp('')).toBeNull();
  });
});

describe('setting sections', () => {
  it('shows basis points as a percentage and reads it back', () => {
    const form = sectionToForm('points', setting);
    expect(form).toEqual({
      rateBp: '1.5',
      minimumToSpend: '1,000',
      textReview: '500',
      photoReview: '1,000',
      reviewDays: '90',
    });
    expect(
      readSection('points', { ...form, rateBp: '2.25', textReview: '1,000', reviewDays: '30' }).input,
    ).toEqual({ rateBp: 225, minimumToSpend: 1000, textReview: 1000, photoReview: 1000, reviewDays: 30 });
    expect(sectionToForm('bonuses', setting).legalCapBp).toBe('35');
  });

  it('shows won with comma grouping and sends it as integers', () => {
    expect(sectionToForm('shipping', setting)).toEqual({ baseFee: '3,000', freeFrom: '50,000' });
    expect(tidyWon('70000')).toBe('70,000');
    expect(tidyWon('7만')).toBe('7만');
    expect(readSection('shipping', { baseFee: '3,500', freeFrom: '70,000' }).input).toEqual({
      baseFee: 3500,
      freeFrom: 70_000,
    });
  });

  it('reads the 구매안전서비스 section: both or neither, an https address', () => {
    expect(sectionToForm('escrow', setting)).toEqual(setting.escrow);
    expect(readSection('escrow', { provider: '', confirmationUrl: '' }).input).toEqual({
      provider: '',
      confirmationUrl: '',
    });
    expect(readSection('escrow', { provider: '나이스페이먼츠', confirmationUrl: '' }).issues).toEqual([
      { path: 'confirmationUrl', message: '가입사실 확인 주소를 입력해주세요' },
    ]);
    expect(
      readSection('escrow', { provider: '나이스페이먼츠', confirmationUrl: 'http://pg.example/escrow' })
        .issues,
    ).toEqual([{ path: 'confirmationUrl', message: '가입사실 확인 주소는 https://로 시작해야 합니다' }]);
  });

  it('names each field with its problem in Korean', () => {
    const read = readSection('bonuses', {
      legalCapBp: '40',
      withdrawalMinimum: '',
      transferFee: '5백',
      yearShareWarningBp: '30',
    });
    expect(Object.fromEntries(read.issues.map((i) => [i.path, i.message]))).toEqual({
      legalCapBp: '법정 한도 35% 이하로 입력해주세요',
      withdrawalMinimum: '최소 출금액을 입력해주세요',
      transferFee: '이체 수수료는 원 단위 숫자로 입력해주세요',
    });
    const orders = readSection('orders', {
      cardPaymentMinutes: '30',
      bankTransferDays: '3',
      autoConfirmDays: '7',
      claimDays: '5',
    });
    expect(orders.issues).toEqual([{ path: 'claimDays', message: '전자상거래법상 7일 이상이어야 합니다' }]);
  });

  it('sends the whole membership section, minimum age and daily verifications included', () => {
    // a membership form without them would reset both to their defaults on save
    const form = sectionToForm('membership', setting);
    expect(form).toEqual({
      rootPromoterCode: 'BATH0001',
      promoterMinimumAge: '19',
      bankVerificationsPerDay: '5',
    });
    expect(readSection('membership', { ...form, promoterMinimumAge: '20' }).input).toEqual({
      ...setting.membership,
      promoterMinimumAge: 20,
    });
    expect(readSection('membership', { ...form, promoterMinimumAge: '18' }).issues).toEqual([
      { path: 'promoterMinimumAge', message: '정회원 최소 나이는 19세 이상이어야 합니다' },
    ]);
  });

  it('reads the recovery, terms and audit sections and names each problem', () => {
    expect(sectionToForm('terms', setting)).toEqual({ noticeDays: '7', adverseNoticeDays: '30' });
    expect(readSection('recovery', { attemptsPerHour: '3' }).input).toEqual({ attemptsPerHour: 3 });
    expect(readSection('audit', { retentionYears: '10' }).input).toEqual({ retentionYears: 10 });
    expect(readSection('audit', { retentionYears: '3' }).issues).toEqual([
      { path: 'retentionYears', message: '감사 로그 보관 기간은 5년 이상이어야 합니다' },
    ]);
    expect(readSection('recovery', { attemptsPerHour: '' }).issues).toEqual([
      { path: 'attemptsPerHour', message: '시간당 시도 횟수를 입력해주세요' },
    ]);
    expect(readSection('terms', { noticeDays: '40', adverseNoticeDays: '30' }).issues).toEqual([
      {
        path: 'adverseNoticeDays',
        message: '불리한 약관 변경 예고 기간은 약관 변경 예고 기간 이상이어야 합니다',
      },
    ]);
  });

  it('keeps text sections as typed and checks them with the contract', () => {
    const form = sectionToForm('company', setting);
    expect(readSection('company', form).input).toEqual(setting.company);
    const bad = readSection('company', { ...form, businessNumber: '1234567890', email: 'nope' });
    expect(bad.issues.map((i) => i.path).sort()).toEqual(['businessNumber', 'email']);
  });

  it('reads the search-engine section: the base URL without its trailing slash, and names a path', () => {
    expect(sectionToForm('seo', setting)).toEqual({
      baseUrl: '',
      naverVerification: '',
      googleVerification: '',
    });
    expect(
      readSection('seo', {
        baseUrl: ' https://www.bathhouse.example/ ',
        naverVerification: 'abc123',
        googleVerification: 'G-xyz_9',
      }).input,
    ).toEqual({
      baseUrl: 'https://www.bathhouse.example',
      naverVerification: 'abc123',
      googleVerification: 'G-xyz_9',
    });
    expect(
      readSection('seo', {
        baseUrl: 'https://shop.example/store',
        naverVerification: '',
        googleVerification: '',
      }).issues,
    ).toEqual([
      { path: 'baseUrl', message: '쇼핑몰 대표 주소는 https://www.example.com처럼 경로 없이 입력해주세요' },
    ]);
  });
});
