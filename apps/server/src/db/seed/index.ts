import { LEGAL_CAP_BP, PROMOTER_TERM_CODE, type ShopSetting } from '@shop/contracts';
import { and, count, eq } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/passwords.ts';
import type { Db } from '../client.ts';
import {
  bankVerifications,
  promoterBankAccounts,
  settings,
  termAgreements,
  terms,
  termVersions,
  userHistories,
  users,
} from '../schema/index.ts';
import { seedQuestionBoards } from './boards.ts';
import { seedCenterPages } from './center.ts';
import { seedCoupons, seedDemoCoupons } from './coupons.ts';
import { seedCouriers } from './couriers.ts';
import { seedIslands } from './islands.ts';
import { insertTerms, promoterTerm, seedTerms } from './terms.ts';

export const demoAccounts = {
  operator: { username: 'admin', password: 'Admin123!' },
  promoter: { username: 'promoter', password: 'Promoter123!', promoterCode: 'WELCOME' },
  consumer: { username: 'shopper', password: 'Shopper123!' },
} as const;

export const defaultShopSetting: ShopSetting = {
  company: {
    name: '주식회사 바스하우스',
    ceo: '김도윤',
    businessNumber: '214-86-52731',
    mailOrderNumber: '제2026-서울강남-01234호',
    address: '서울특별시 강남구 테헤란로 123, 4층 (역삼동, 바스하우스빌딩)',
    privacyOfficer: '이서연 (privacy@bathhouse.example)',
    phone: '1600-1234',
    email: 'help@bathhouse.example',
    hostingProvider: '주식회사 바스하우스',
  },
  customerService: {
    phone: '1600-1234',
    weekdays: '평일 09:00-18:00',
    lunch: '점심 12:00-13:00',
    closed: '토·일·공휴일 휴무',
    chatUrl: 'https://pf.kakao.com/_bathhouse/chat',
  },
  bankAccount: { bank: '국민은행', accountNumber: '123456-01-234567', holder: '(주)바스하우스' },
  shipping: { baseFee: 3000, freeFrom: 50_000 },
  membership: { rootPromoterCode: 'BATHHOUSE', promoterMinimumAge: 19, bankVerificationsPerDay: 5 },
  orders: { cardPaymentMinutes: 30, bankTransferDays: 3, autoConfirmDays: 7, claimDays: 7 },
  points: { rateBp: 100, textReview: 500, photoReview: 1000, minimumToSpend: 1000, reviewDays: 90 },
  bonuses: { legalCapBp: LEGAL_CAP_BP, withdrawalMinimum: 10_000, transferFee: 0, yearShareWarningBp: 3000 },
  recovery: { attemptsPerHour: 5 },
  terms: { noticeDays: 7, adverseNoticeDays: 30 },
  audit: { retentionYears: 5 },
  seo: { baseUrl: '', naverVerification: '', googleVerification: '' },
  escrow: {
    provider: '나이스페이먼츠',
    confirmationUrl: 'https://pg.nicepay.co.kr/issue/IssueEscrow.jsp?Mid=nictest00m&CoNo=2148652731',
  },
  naverEp: { enabled: false, excludedCategories: [] },
};

/** Terms and settings every shop needs; written only into an empty database. */
export async function seedBase(db: Db, now = new Date()): Promise<void> {
  const [termCount] = await db.select({ value: count() }).from(terms);
  if (Number(termCount?.value) === 0) {
    await insertTerms(db, seedTerms, now);
  }
  const [promoter] = await db.select({ _id: terms._id }).from(terms).where(eq(terms.code, promoterTerm.code));
  if (!promoter) await insertTerms(db, [promoterTerm], now);
  await db
    .insert(settings)
    .values({ code: 'shop', value: defaultShopSetting, updatedAt: now })
    .onConflictDoNothing();
  await seedCenterPages(db, now);
  await seedIslands(db, now);
  await seedCouriers(db, now);
  await seedCoupons(db, now);
  await seedQuestionBoards(db, now);
}

/** Demo members of the README, written only when there are no members yet. */
export async function seedDemo(db: Db, now = new Date()): Promise<boolean> {
  const [userCount] = await db.select({ value: count() }).from(users);
  if (Number(userCount?.value) > 0) return false;
  const allTerms = await db
    .select({ _id: terms._id, code: terms.code, _version: termVersions._id })
    .from(terms)
    .innerJoin(termVersions, and(eq(termVersions._term, terms._id), eq(termVersions.version, 1)));
  await db.transaction(async (tx) => {
    const [operator] = await tx
      .insert(users)
      .values({
        username: demoAccounts.operator.username,
        passwordHash: await hashPassword(demoAccounts.operator.password),
        name: '운영관리자',
        email: 'admin@bathhouse.example',
        phone: '01000000001',
        type: 'OPERATOR',
      })
      .returning();
    const [promoter] = await tx
      .insert(users)
      .values({
        username: demoAccounts.promoter.username,
        passwordHash: await hashPassword(demoAccounts.promoter.password),
        name: '박정훈',
        email: 'promoter@bathhouse.example',
        phone: '01023456789',
        type: 'PROMOTER',
        promoterCode: demoAccounts.promoter.promoterCode,
      })
      .returning();
    const [shopper] = await tx
      .insert(users)
      .values({
        username: demoAccounts.consumer.username,
        passwordHash: await hashPassword(demoAccounts.consumer.password),
        name: '최민지',
        email: 'shopper@bathhouse.example',
        phone: '01098765432',
        type: 'CONSUMER',
        _promoter: promoter!._id,
      })
      .returning();
    for (const member of [operator!, promoter!, shopper!]) {
      // The 정회원 약관 is the promoter's alone; everyone agreed to the terms of joining.
      const agreed = allTerms.filter((t) => t.code !== PROMOTER_TERM_CODE || member.type === 'PROMOTER');
      if (agreed.length) {
        await tx
          .insert(termAgreements)
          .values(
            agreed.map((t) => ({ _user: member._id, _term: t._id, _version: t._version, agreedAt: now })),
          );
      }
      await tx
        .insert(userHistories)
        .values({ _user: member._id, action: 'JOIN', reason: '데모 데이터', createdAt: now });
    }
    // The demo promoter's payout account, as if 1원 입금 had passed: 수당 출금 can be tried at once.
    const account = { bankCode: '004', accountNumber: '94370200123456', accountHolder: promoter!.name };
    const [verification] = await tx
      .insert(bankVerifications)
      .values({ _user: promoter!._id, ...account, codeHash: 'demo', succeededAt: now, expiresAt: now })
      .returning({ _id: bankVerifications._id });
    await tx
      .insert(promoterBankAccounts)
      .values({ _user: promoter!._id, ...account, _verification: verification!._id });
  });
  await seedDemoCoupons(
    db,
    { shopper: demoAccounts.consumer.username, promoter: demoAccounts.promoter.username },
    now,
  );
  return true;
}

/**
 * True when any demo account (operator, promoter or shopper) still logs in with its published
 * password; production start-up refuses then. Every one of them must be changed or removed.
 */
export async function hasDemoCredentials(
  db: Db,
  verify: (hash: string | null, pw: string) => Promise<boolean>,
) {
  for (const account of Object.values(demoAccounts)) {
    const [row] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.username, account.username));
    if (row && (await verify(row.passwordHash, account.password))) return true;
  }
  return false;
}
