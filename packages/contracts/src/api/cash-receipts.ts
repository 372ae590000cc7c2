import { z } from 'zod';
import { timestamp } from './common.ts';

/**
 * 현금영수증 (INTEGRATIONS.md j; docs/decisions/0056). A buyer paying by 무통장입금 or 가상계좌 may ask
 * for one at checkout: 소득공제용 with a mobile number, or 지출증빙용 with a business number. The shop
 * issues it through NICE Pay's cash-receipt API when an operator confirms the deposit (무통장입금); for
 * 가상계좌 NICE issues it with the payment and the shop records what NICE reports.
 */

export const cashReceiptTypes = ['INCOME_DEDUCTION', 'EXPENSE_PROOF'] as const;
export type CashReceiptType = (typeof cashReceiptTypes)[number];
export const cashReceiptTypeLabel: Record<CashReceiptType, string> = {
  INCOME_DEDUCTION: '소득공제용',
  EXPENSE_PROOF: '지출증빙용',
};

/**
 * PENDING: asked at checkout, waiting for the deposit. REQUESTED: NICE took the request and sends it
 * to the tax office (국세청), which answers within two business days. ISSUED: the tax office gave its
 * number. FAILED: NICE refused it or could not be reached; an operator issues it again. CANCELLED:
 * cancelled in full (a part cancelled leaves it ISSUED with `cancelledAmount`). WITHDRAWN: the order
 * was cancelled before it was paid, so nothing was issued.
 */
export const cashReceiptStatuses = [
  'PENDING',
  'REQUESTED',
  'ISSUED',
  'FAILED',
  'CANCELLED',
  'WITHDRAWN',
] as const;
export type CashReceiptStatus = (typeof cashReceiptStatuses)[number];
export const cashReceiptStatusLabel: Record<CashReceiptStatus, string> = {
  PENDING: '입금 후 발급',
  REQUESTED: '발급요청',
  ISSUED: '발급완료',
  FAILED: '발급실패',
  CANCELLED: '발급취소',
  WITHDRAWN: '신청취소',
};

/** Who issued it: the shop through NICE's cash-receipt API, or NICE with a 가상계좌 payment. */
export const cashReceiptSources = ['SHOP', 'PAYMENT'] as const;
export type CashReceiptSource = (typeof cashReceiptSources)[number];

export const cashReceiptMessages = {
  type: '현금영수증 발행 용도를 선택해주세요',
  phone: '휴대폰 번호를 입력해주세요',
  phoneFormat: '휴대폰 번호를 010-0000-0000 형식으로 입력해주세요',
  businessNumber: '사업자등록번호를 입력해주세요',
  businessNumberFormat: '사업자등록번호를 000-00-00000 형식으로 입력해주세요',
  businessNumberInvalid: '유효한 사업자등록번호를 입력해주세요',
  method: '현금영수증은 무통장입금·가상계좌 결제에서만 신청할 수 있습니다',
} as const;

const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

/**
 * The check digit of a Korean business registration number (사업자등록번호): the first nine digits
 * weighted 1,3,7,1,3,7,1,3,5, plus the tens of the ninth digit × 5; the tenth digit makes the sum a
 * multiple of ten.
 */
export function isBusinessNumber(value: string): boolean {
  const digits = digitsOf(value);
  if (!/^\d{10}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  let sum = weights.reduce((total, w, i) => total + w * d[i]!, 0);
  sum += Math.floor((d[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}

/** A Korean mobile number: 010 (11 digits) or the old 011, 016–019 (10–11 digits). */
export const isMobileNumber = (value: string) => /^01(0\d{8}|[16789]\d{7,8})$/.test(digitsOf(value));

/** The first problem of a receipt's number for its type, or null. */
export function cashReceiptNumberProblem(type: CashReceiptType, value: string): string | null {
  const digits = digitsOf(value);
  if (type === 'INCOME_DEDUCTION') {
    if (digits === '') return cashReceiptMessages.phone;
    return /^\d+$/.test(digits) && isMobileNumber(digits) ? null : cashReceiptMessages.phoneFormat;
  }
  if (digits === '') return cashReceiptMessages.businessNumber;
  if (!/^\d{10}$/.test(digits)) return cashReceiptMessages.businessNumberFormat;
  return isBusinessNumber(digits) ? null : cashReceiptMessages.businessNumberInvalid;
}

/**
 * 공급가액 and 부가세 of a VAT-inclusive total, as Korean receipts print them: the VAT is a tenth
 * of the supply value, so it is total/11 rounded to the won, and the supply value is the rest
 * (the two always add up to the total).
 */
export function vatSplit(total: number): { supply: number; vat: number } {
  const vat = Math.round(total / 11);
  return { supply: total - vat, vat };
}

/** The number as shown: 010-****-5678, 123-45-***** (never the whole number once stored). */
export function maskCashReceiptNumber(type: CashReceiptType, value: string): string {
  const d = digitsOf(value);
  if (type === 'EXPENSE_PROOF') return `${d.slice(0, 3)}-${d.slice(3, 5)}-*****`;
  return `${d.slice(0, 3)}-${'*'.repeat(d.length - 7)}-${d.slice(-4)}`;
}

/** The order form's 현금영수증 신청: the number is kept as digits. */
export const cashReceiptRequest = z
  .object({
    type: z.enum(cashReceiptTypes, { error: cashReceiptMessages.type }),
    number: z.string({ error: cashReceiptMessages.phone }).max(20, cashReceiptMessages.phoneFormat),
  })
  .superRefine((value, ctx) => {
    const problem = cashReceiptNumberProblem(value.type, value.number);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['number'] });
  })
  .transform((value) => ({ type: value.type, number: digitsOf(value.number) }));
export type CashReceiptRequest = z.input<typeof cashReceiptRequest>;

/** One cash receipt as the member and the console see it. */
export const cashReceipt = z.object({
  _id: z.string(),
  source: z.enum(cashReceiptSources),
  type: z.enum(cashReceiptTypes),
  /** 010-****-5678 or 123-45-*****; null when NICE issued it and did not say */
  maskedNumber: z.string().nullable(),
  status: z.enum(cashReceiptStatuses),
  /** won: the amount issued (or to be issued) */
  amount: z.number().int(),
  /** won cancelled with refunds so far */
  cancelledAmount: z.number().int(),
  /** NICE's receipt transaction id */
  tid: z.string().nullable(),
  /** 국세청 승인번호, once the tax office issued it */
  approveNo: z.string().nullable(),
  /** NICE's printable receipt, when it gave one */
  receiptUrl: z.string().nullable(),
  /** why the last attempt failed (Korean, from NICE or the shop) */
  failure: z.string().nullable(),
  requestedAt: timestamp.nullable(),
  issuedAt: timestamp.nullable(),
  cancelledAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type CashReceipt = z.infer<typeof cashReceipt>;

// ---- the console ----

const reason = z
  .string({ error: '사유를 입력해주세요' })
  .trim()
  .min(1, '사유를 입력해주세요')
  .max(100, '사유를 100자 이하로 입력해주세요');

/** POST /api/console/shop/orders/{_id}/cash-receipt: issue one by hand (or again after a failure). */
export const consoleCashReceiptIssueInput = z
  .object({
    type: z.enum(cashReceiptTypes, { error: cashReceiptMessages.type }),
    /** empty: the number the buyer gave at checkout (while it is still kept) */
    number: z.string().max(20, cashReceiptMessages.phoneFormat).default(''),
    reason,
  })
  .superRefine((value, ctx) => {
    if (value.number.trim() === '') return;
    const problem = cashReceiptNumberProblem(value.type, value.number);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['number'] });
  })
  .transform((value) => ({ ...value, number: digitsOf(value.number) }));
export type ConsoleCashReceiptIssueInput = z.input<typeof consoleCashReceiptIssueInput>;

/** POST /api/console/shop/cash-receipts/{_id}/cancel: cancel in full, or `amount` won of it. */
export const consoleCashReceiptCancelInput = z.object({
  amount: z
    .number({ error: '취소할 금액을 숫자로 입력해주세요' })
    .int('취소할 금액을 원 단위 정수로 입력해주세요')
    .min(1, '취소할 금액을 1원 이상으로 입력해주세요')
    .optional(),
  reason,
});
export type ConsoleCashReceiptCancelInput = z.input<typeof consoleCashReceiptCancelInput>;

export const cashReceiptEnvelope = z.object({ cashReceipt });
