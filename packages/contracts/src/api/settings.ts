import { z } from 'zod';
import { josa } from '../josa.ts';

const won = (label: string) =>
  z
    .number({ error: `${label}${josa(label, '을')} 숫자로 입력해주세요` })
    .int(`${label}${josa(label, '은')} 원 단위 정수로 입력해주세요`)
    .min(0, `${label}${josa(label, '은')} 0원 이상이어야 합니다`)
    .max(100_000_000, `${label}${josa(label, '이')} 너무 큽니다`);

/** The shop settings shoppers may see: legal details of the footer, customer service, bank account. */
export const publicSetting = z.object({
  company: z.object({
    name: z.string(),
    ceo: z.string(),
    businessNumber: z.string(),
    mailOrderNumber: z.string(),
    address: z.string(),
    privacyOfficer: z.string(),
    phone: z.string(),
    email: z.string(),
    hostingProvider: z.string(),
  }),
  customerService: z.object({
    phone: z.string(),
    weekdays: z.string(),
    lunch: z.string(),
    closed: z.string(),
    /** the chat link of the side panel (for example a KakaoTalk channel); empty hides it */
    chatUrl: z.string().default(''),
  }),
  bankAccount: z.object({ bank: z.string(), accountNumber: z.string(), holder: z.string() }),
  /** DOMAIN.md shipping policy; remote-area surcharges come from the islands table */
  shipping: z
    .object({ baseFee: won('기본 배송비'), freeFrom: won('무료배송 기준금액') })
    .default({ baseFee: 3000, freeFrom: 50_000 }),
});
export type PublicSetting = z.infer<typeof publicSetting>;

/** Settings only the server and operators read. */
export const privateSetting = z.object({
  membership: z.object({ rootPromoterCode: z.string() }),
  orders: z
    .object({
      /** an unpaid card / virtual-account order is cancelled after this many minutes */
      cardPaymentMinutes: z
        .number()
        .int()
        .min(5, '5분 이상으로 입력해주세요')
        .max(1440, '1440분 이하로 입력해주세요'),
      /** an unpaid bank-transfer order is cancelled after this many days */
      bankTransferDays: z
        .number()
        .int()
        .min(1, '1일 이상으로 입력해주세요')
        .max(14, '14일 이하로 입력해주세요'),
      /** purchases are confirmed automatically this many days after delivery */
      autoConfirmDays: z
        .number()
        .int()
        .min(1, '1일 이상으로 입력해주세요')
        .max(30, '30일 이하로 입력해주세요'),
      /** exchange and return may be asked this many days after delivery */
      claimDays: z
        .number()
        .int()
        .min(7, '전자상거래법상 7일 이상이어야 합니다')
        .max(30, '30일 이하로 입력해주세요'),
    })
    .default({ cardPaymentMinutes: 30, bankTransferDays: 3, autoConfirmDays: 7, claimDays: 7 }),
  points: z
    .object({
      /** points credited at purchase completion, in basis points of the paid amount */
      rateBp: z.number().int().min(0).max(10_000, '100% 이하로 입력해주세요'),
      textReview: won('텍스트 리뷰 적립금'),
      photoReview: won('포토 리뷰 적립금'),
      /** points can be spent once the member holds at least this many */
      minimumToSpend: won('사용 가능 최소 적립금'),
    })
    .default({ rateBp: 100, textReview: 500, photoReview: 1000, minimumToSpend: 1000 }),
  bonuses: z
    .object({
      /** 방문판매법: sponsorship allowances may not exceed this share of sales (bp) */
      legalCapBp: z.number().int().min(0).max(3500, '법정 한도 35% 이하로 입력해주세요'),
      withdrawalMinimum: won('최소 출금액'),
      transferFee: won('이체 수수료'),
    })
    .default({ legalCapBp: 3500, withdrawalMinimum: 10_000, transferFee: 0 }),
});

export const shopSetting = publicSetting.extend(privateSetting.shape);
export type ShopSetting = z.infer<typeof shopSetting>;

export const settingEnvelope = z.object({ setting: publicSetting });
export const consoleSettingEnvelope = z.object({ setting: shopSetting });
/** PUT /api/console/setting: any whole sections; the others stay as they are. */
export const settingInput = shopSetting.partial();
export type SettingInput = z.input<typeof settingInput>;
