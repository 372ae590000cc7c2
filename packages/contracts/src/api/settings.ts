import { z } from 'zod';
import { josa } from '../josa.ts';

const won = (label: string) =>
  z
    .number({ error: `${label}${josa(label, '을')} 숫자로 입력해주세요` })
    .int(`${label}${josa(label, '은')} 원 단위 정수로 입력해주세요`)
    .min(0, `${label}${josa(label, '은')} 0원 이상이어야 합니다`)
    .max(100_000_000, `${label}${josa(label, '이')} 너무 큽니다`);

const required = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${max}자 이하로 입력해주세요`);

/**
 * The sections are named so that `settingInput` can take each one whole without its default: a
 * PUT of one section must leave the others as they are, not reset them to the defaults.
 */
export const companySection = z.object({
  name: required('상호를 입력해주세요', 100),
  ceo: required('대표자를 입력해주세요', 50),
  businessNumber: z
    .string({ error: '사업자등록번호를 입력해주세요' })
    .trim()
    .regex(/^\d{3}-\d{2}-\d{5}$/, '사업자등록번호를 000-00-00000 형식으로 입력해주세요'),
  mailOrderNumber: required('통신판매업 신고번호를 입력해주세요', 100),
  address: required('사업장 주소를 입력해주세요'),
  privacyOfficer: required('개인정보보호책임자를 입력해주세요', 100),
  phone: required('대표 전화번호를 입력해주세요', 20),
  email: z
    .string({ error: '대표 이메일을 입력해주세요' })
    .trim()
    .max(100, '대표 이메일을 입력해주세요')
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, '대표 이메일을 입력해주세요'),
  hostingProvider: required('호스팅 제공자를 입력해주세요', 100),
});
export const customerServiceSection = z.object({
  phone: required('고객센터 전화번호를 입력해주세요', 20),
  weekdays: required('운영시간을 입력해주세요', 100),
  lunch: z.string().trim().max(100, '100자 이하로 입력해주세요'),
  closed: z.string().trim().max(100, '100자 이하로 입력해주세요'),
  /** the chat link of the side panel (for example a KakaoTalk channel); empty hides it */
  chatUrl: z
    .string()
    .trim()
    .max(500, '500자 이하로 입력해주세요')
    .refine((v) => v === '' || /^https:\/\/[^\s]+$/.test(v), '채팅 상담 주소는 https://로 시작해야 합니다')
    .default(''),
});
export const bankAccountSection = z.object({
  bank: required('은행을 입력해주세요', 30),
  accountNumber: z
    .string({ error: '계좌번호를 입력해주세요' })
    .trim()
    .regex(/^[0-9][0-9-]{5,29}$/, '계좌번호를 숫자와 -로 입력해주세요'),
  holder: required('예금주를 입력해주세요', 50),
});
/** DOMAIN.md shipping policy; remote-area surcharges come from the islands table */
export const shippingSection = z.object({ baseFee: won('기본 배송비'), freeFrom: won('무료배송 기준금액') });

/**
 * 구매안전서비스 (INTEGRATIONS.md k): the footer names the escrow provider and links its 가입사실 확인
 * page. Both empty = not shown (a card-only shop is exempt); one without the other is refused.
 */
export const escrowSection = z
  .object({
    provider: z.string().trim().max(50, '50자 이하로 입력해주세요'),
    confirmationUrl: z
      .string()
      .trim()
      .max(500, '500자 이하로 입력해주세요')
      .refine(
        (v) => v === '' || /^https:\/\/[^\s/]+\.[^\s]+$/.test(v),
        '가입사실 확인 주소는 https://로 시작해야 합니다',
      ),
  })
  .superRefine((e, ctx) => {
    if (e.provider !== '' && e.confirmationUrl === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmationUrl'],
        message: '가입사실 확인 주소를 입력해주세요',
      });
    }
    if (e.provider === '' && e.confirmationUrl !== '') {
      ctx.addIssue({ code: 'custom', path: ['provider'], message: '구매안전서비스 제공사를 입력해주세요' });
    }
  });
export type EscrowSetting = z.infer<typeof escrowSection>;

/** The shop settings shoppers may see: legal details of the footer, customer service, bank account. */
export const publicSetting = z.object({
  company: companySection,
  customerService: customerServiceSection,
  bankAccount: bankAccountSection,
  shipping: shippingSection.default({ baseFee: 3000, freeFrom: 50_000 }),
  escrow: escrowSection.default({ provider: '', confirmationUrl: '' }),
  /** the order form's 적립금: spendable once the member holds this much (the rest stays private) */
  points: z.object({ minimumToSpend: z.number().int() }).optional(),
});
export type PublicSetting = z.infer<typeof publicSetting>;

const wholeNumber = (label: string) =>
  z
    .number({ error: `${label}${josa(label, '을')} 숫자로 입력해주세요` })
    .int(`${label}${josa(label, '은')} 정수로 입력해주세요`);

export const membershipSection = z.object({
  /** the shop's own referral code, accepted at joining when a shopper knows no promoter */
  rootPromoterCode: z
    .string({ error: '추천인코드를 입력해주세요' })
    .trim()
    .regex(/^[A-Z0-9]{4,20}$/, '추천인코드는 영문 대문자와 숫자 4~20자로 입력해주세요'),
  /** 방문판매법: minors only with a guardian's consent, which the shop does not collect */
  promoterMinimumAge: wholeNumber('정회원 최소 나이')
    .min(19, '정회원 최소 나이는 19세 이상이어야 합니다')
    .max(100, '정회원 최소 나이는 100세 이하여야 합니다')
    .default(19),
  /** 1원 입금 인증 requests a member may make per Seoul day */
  bankVerificationsPerDay: wholeNumber('계좌 인증 일일 횟수')
    .min(1, '계좌 인증 일일 횟수는 1회 이상이어야 합니다')
    .max(20, '계좌 인증 일일 횟수는 20회 이하여야 합니다')
    .default(5),
});
export const ordersSection = z.object({
  /** an unpaid card / virtual-account order is cancelled after this many minutes */
  cardPaymentMinutes: wholeNumber('결제 대기 시간')
    .min(5, '5분 이상으로 입력해주세요')
    .max(1440, '1440분 이하로 입력해주세요'),
  /** an unpaid bank-transfer order is cancelled after this many days */
  bankTransferDays: wholeNumber('무통장입금 기한')
    .min(1, '1일 이상으로 입력해주세요')
    .max(14, '14일 이하로 입력해주세요'),
  /** purchases are confirmed automatically this many days after delivery */
  autoConfirmDays: wholeNumber('자동 구매확정 기간')
    .min(1, '1일 이상으로 입력해주세요')
    .max(30, '30일 이하로 입력해주세요'),
  /** exchange and return may be asked this many days after delivery */
  claimDays: wholeNumber('교환/반품 신청 기간')
    .min(7, '전자상거래법상 7일 이상이어야 합니다')
    .max(30, '30일 이하로 입력해주세요'),
});
export const pointsSection = z.object({
  /** points credited at purchase completion, in basis points of the paid amount */
  rateBp: wholeNumber('적립률').min(0, '0% 이상으로 입력해주세요').max(10_000, '100% 이하로 입력해주세요'),
  textReview: won('텍스트 리뷰 적립금'),
  photoReview: won('포토 리뷰 적립금'),
  /** points can be spent once the member holds at least this many */
  minimumToSpend: won('사용 가능 최소 적립금'),
  /** a review may be written this many days after the purchase was confirmed */
  reviewDays: wholeNumber('리뷰 작성 기간')
    .min(1, '리뷰 작성 기간은 1일 이상이어야 합니다')
    .max(365, '리뷰 작성 기간은 365일 이하여야 합니다')
    .default(90),
});
/**
 * 방문판매법's ceiling on sponsorship allowances (35 % of sales, bp): the highest legal cap an operator
 * may schedule, and the cap a shop starts with.
 */
export const LEGAL_CAP_BP = 3500;

export const bonusesSection = z.object({
  /** 방문판매법: sponsorship allowances may not exceed this share of sales (bp) */
  legalCapBp: wholeNumber('수당 한도')
    .min(0, '0% 이상으로 입력해주세요')
    .max(LEGAL_CAP_BP, '법정 한도 35% 이하로 입력해주세요'),
  withdrawalMinimum: won('최소 출금액'),
  transferFee: won('이체 수수료'),
  /** the console warns when the year's bonuses pass this share of the year's sales (bp) */
  yearShareWarningBp: wholeNumber('연간 수당 비율 경고 기준')
    .min(0, '0% 이상으로 입력해주세요')
    .max(10_000, '100% 이하로 입력해주세요')
    .default(3000),
});

/** 아이디/비밀번호 찾기: attempts per hour, counted per address and per certification. */
export const recoverySection = z.object({
  attemptsPerHour: wholeNumber('계정 찾기 시간당 시도 횟수')
    .min(1, '계정 찾기 시간당 시도 횟수는 1회 이상이어야 합니다')
    .max(20, '계정 찾기 시간당 시도 횟수는 20회 이하여야 합니다'),
});
/**
 * Terms versions: a new version takes effect at least this many days after it is saved
 * (약관규제법 and the 공정위 표준약관: 7 days, 30 when the change is to the member's disadvantage).
 */
export const termsSection = z
  .object({
    noticeDays: wholeNumber('약관 변경 예고 기간')
      .min(7, '약관 변경 예고 기간은 7일 이상이어야 합니다')
      .max(90, '약관 변경 예고 기간은 90일 이하여야 합니다'),
    adverseNoticeDays: wholeNumber('불리한 약관 변경 예고 기간')
      .min(30, '불리한 약관 변경 예고 기간은 30일 이상이어야 합니다')
      .max(180, '불리한 약관 변경 예고 기간은 180일 이하여야 합니다'),
  })
  .refine((t) => t.adverseNoticeDays >= t.noticeDays, {
    path: ['adverseNoticeDays'],
    message: '불리한 약관 변경 예고 기간은 약관 변경 예고 기간 이상이어야 합니다',
  });
/**
 * The audit log keeps every row this many years; the database refuses to delete younger rows. Not
 * below 5: the log records refunds and payments, which the E-Commerce Act keeps 5 years.
 */
export const auditSection = z.object({
  retentionYears: wholeNumber('감사 로그 보관 기간')
    .min(5, '감사 로그 보관 기간은 5년 이상이어야 합니다')
    .max(20, '감사 로그 보관 기간은 20년 이하여야 합니다'),
});

/** A verification code as the search consoles give it: letters, digits, `-` and `_`; empty for none. */
const verificationCode = (label: string) =>
  z
    .string()
    .trim()
    .max(100, `${label}${josa(label, '은')} 100자 이하로 입력해주세요`)
    .regex(/^[A-Za-z0-9_-]*$/, `${label}${josa(label, '은')} 영문, 숫자, -, _만 입력해주세요`)
    .default('');

/**
 * Search engines and sharing (decision 0053). `baseUrl` is the shop's public address, as canonical
 * and og URLs, the sitemap and robots.txt name it: scheme and host (and port) only, no path. Empty
 * means the address each request came to.
 */
export const seoSection = z.object({
  baseUrl: z
    .string()
    .trim()
    .max(200, '쇼핑몰 대표 주소는 200자 이하로 입력해주세요')
    .refine(
      (v) => v === '' || /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?\/?$/.test(v),
      '쇼핑몰 대표 주소는 https://www.example.com처럼 경로 없이 입력해주세요',
    )
    .transform((v) => v.replace(/\/$/, ''))
    .default(''),
  /** 네이버 서치어드바이저: the content of `<meta name="naver-site-verification">` */
  naverVerification: verificationCode('네이버 사이트 인증 코드'),
  /** Google Search Console: the content of `<meta name="google-site-verification">` */
  googleVerification: verificationCode('Google 사이트 인증 코드'),
});
export type SeoSetting = z.infer<typeof seoSection>;
/**
 * 네이버쇼핑 EP (INTEGRATIONS.md h): off = /ep/naver/*.tsv answer 404; products of an excluded
 * category (and of the categories under it) never appear in the feed.
 */
export const naverEpSection = z.object({
  enabled: z.boolean({ error: '네이버쇼핑 EP 사용 여부를 선택해주세요' }),
  excludedCategories: z
    .array(z.uuid({ error: '제외할 카테고리를 다시 선택해주세요' }), {
      error: '제외할 카테고리를 다시 선택해주세요',
    })
    .max(500, '제외 카테고리는 500개까지 선택할 수 있습니다')
    .refine((ids) => new Set(ids).size === ids.length, '같은 카테고리를 두 번 선택했습니다'),
});
export type NaverEpSetting = z.infer<typeof naverEpSection>;

/** Settings only the server and operators read. */
export const privateSetting = z.object({
  membership: membershipSection,
  orders: ordersSection.default({
    cardPaymentMinutes: 30,
    bankTransferDays: 3,
    autoConfirmDays: 7,
    claimDays: 7,
  }),
  points: pointsSection.default({
    rateBp: 100,
    textReview: 500,
    photoReview: 1000,
    minimumToSpend: 1000,
    reviewDays: 90,
  }),
  bonuses: bonusesSection.default({
    legalCapBp: LEGAL_CAP_BP,
    withdrawalMinimum: 10_000,
    transferFee: 0,
    yearShareWarningBp: 3000,
  }),
  recovery: recoverySection.default({ attemptsPerHour: 5 }),
  terms: termsSection.default({ noticeDays: 7, adverseNoticeDays: 30 }),
  audit: auditSection.default({ retentionYears: 5 }),
  seo: seoSection.default({ baseUrl: '', naverVerification: '', googleVerification: '' }),
  naverEp: naverEpSection.default({ enabled: false, excludedCategories: [] }),
});

export const shopSetting = publicSetting.extend(privateSetting.shape);
export type ShopSetting = z.infer<typeof shopSetting>;

export const settingEnvelope = z.object({ setting: publicSetting });
export const consoleSettingEnvelope = z.object({ setting: shopSetting });
/**
 * PUT /api/console/setting: any whole sections; the others stay as they are. Built from the
 * sections without their defaults (`shopSetting.partial()` would fill an absent section with its
 * default and so reset it).
 */
export const settingInput = z.object({
  company: companySection.optional(),
  customerService: customerServiceSection.optional(),
  bankAccount: bankAccountSection.optional(),
  shipping: shippingSection.optional(),
  membership: membershipSection.optional(),
  orders: ordersSection.optional(),
  points: pointsSection.optional(),
  bonuses: bonusesSection.optional(),
  recovery: recoverySection.optional(),
  terms: termsSection.optional(),
  audit: auditSection.optional(),
  seo: seoSection.optional(),
  escrow: escrowSection.optional(),
  naverEp: naverEpSection.optional(),
});
export type SettingInput = z.input<typeof settingInput>;
