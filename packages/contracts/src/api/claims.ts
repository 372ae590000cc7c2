import { z } from 'zod';
import {
  type ClaimStatus,
  type CollectionStatus,
  claimStatuses,
  collectionStatuses,
  orderStatuses,
} from '../enums.ts';
import { id } from '../validation.ts';
import { CART_LINES_MAX } from './cart.ts';
import { listSummary, timestamp } from './common.ts';
import { claimInput, paymentMethods, refund, refundMethods, refundStatuses } from './orders.ts';

/**
 * Claims (DOMAIN.md "Claims"; spec §4 claim and collection statuses; §7 PUT me/purchases/{_id},
 * PUT me/orders/{_id}, POST me/orders/{_id}/confirm, console shop/purchases): a member's cancel,
 * exchange and return requests, 구매확정, the refund account for 무통장입금 refunds, and the
 * operator's moves of a claim.
 */

// ---- banks ----

/** 금융결제원 bank codes of the banks a refund can be sent to. */
export const banks = [
  { code: '004', name: 'KB국민은행' },
  { code: '088', name: '신한은행' },
  { code: '020', name: '우리은행' },
  { code: '081', name: '하나은행' },
  { code: '011', name: 'NH농협은행' },
  { code: '003', name: 'IBK기업은행' },
  { code: '090', name: '카카오뱅크' },
  { code: '092', name: '토스뱅크' },
  { code: '089', name: '케이뱅크' },
  { code: '023', name: 'SC제일은행' },
  { code: '027', name: '한국씨티은행' },
  { code: '031', name: '대구은행(iM뱅크)' },
  { code: '032', name: '부산은행' },
  { code: '034', name: '광주은행' },
  { code: '035', name: '제주은행' },
  { code: '037', name: '전북은행' },
  { code: '039', name: '경남은행' },
  { code: '045', name: '새마을금고' },
  { code: '048', name: '신협' },
  { code: '071', name: '우체국' },
  { code: '007', name: '수협은행' },
] as const;
export type BankCode = (typeof banks)[number]['code'];
export const bankCodes = banks.map((b) => b.code) as [BankCode, ...BankCode[]];
/** The bank's name for its code ('' for a code not in the list). */
export const bankNameOf = (code: string): string => banks.find((b) => b.code === code)?.name ?? '';

// ---- the refund account (/mypage/refund-account) ----

export const ACCOUNT_NUMBER_MIN = 10;
export const ACCOUNT_NUMBER_MAX = 16;
export const ACCOUNT_HOLDER_MAX = 50;
export const refundAccountMessages = {
  bankCode: '은행을 선택해주세요',
  accountNumber: `계좌번호를 숫자 ${ACCOUNT_NUMBER_MIN}~${ACCOUNT_NUMBER_MAX}자리로 입력해주세요`,
  accountHolder: '예금주를 입력해주세요',
  accountHolderMax: `예금주를 ${ACCOUNT_HOLDER_MAX}자 이하로 입력해주세요`,
  required: '환불계좌를 먼저 등록해주세요',
} as const;

const accountDigits = (value: string) => value.replace(/[\s-]/g, '');

export const refundAccountInput = z.object({
  bankCode: z.enum(bankCodes, { error: refundAccountMessages.bankCode }),
  /** ignored: the server names the bank from its code */
  bankName: z.string().max(50).optional(),
  /** digits; hyphens and spaces are dropped */
  accountNumber: z
    .string({ error: refundAccountMessages.accountNumber })
    .max(40, refundAccountMessages.accountNumber)
    .transform(accountDigits)
    .refine(
      (v) => new RegExp(`^\\d{${ACCOUNT_NUMBER_MIN},${ACCOUNT_NUMBER_MAX}}$`).test(v),
      refundAccountMessages.accountNumber,
    ),
  accountHolder: z
    .string({ error: refundAccountMessages.accountHolder })
    .trim()
    .min(1, refundAccountMessages.accountHolder)
    .max(ACCOUNT_HOLDER_MAX, refundAccountMessages.accountHolderMax),
});
export type RefundAccountInput = z.input<typeof refundAccountInput>;

export const refundAccount = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountHolder: z.string(),
  updatedAt: timestamp,
});
export type RefundAccount = z.infer<typeof refundAccount>;
export const refundAccountEnvelope = z.object({ refundAccount: refundAccount.nullable() });

// ---- a member's claims ----

/** What a member may ask for; what follows is the shop's (DOMAIN.md "Claims"). */
export const claimRequestStatuses = ['CANCEL_REQUESTED', 'EXCHANGE_REQUESTED', 'RETURN_REQUESTED'] as const;
export type ClaimRequestStatus = (typeof claimRequestStatuses)[number];
const claimRequestStatus = z.enum(claimRequestStatuses, { error: '신청할 항목을 선택해주세요' });

/** PUT /api/v1/me/purchases/{_id}: a claim for one purchase. */
export const purchaseClaimInput = claimInput
  .omit({ _purchases: true })
  .extend({ claimStatus: claimRequestStatus });
export type PurchaseClaimInput = z.input<typeof purchaseClaimInput>;

/** PUT /api/v1/me/orders/{_id}: a claim for the chosen purchases, or every one it can cover. */
export const orderClaimInput = claimInput.extend({ claimStatus: claimRequestStatus });
export type OrderClaimInput = z.input<typeof orderClaimInput>;

/**
 * POST /api/v1/me/orders/{_id}/confirm: 구매확정 of the chosen purchases, or every one delivered.
 * The body may be left out.
 */
export const orderConfirmInput = z
  .object({ _purchases: z.array(id).max(CART_LINES_MAX).optional() })
  .nullish()
  .transform((v) => v ?? {});
export type OrderConfirmInput = z.input<typeof orderConfirmInput>;

// ---- the operator's moves (PUT /api/console/shop/purchases/{_id}/claim) ----

/**
 * One allowed move of an open claim (console-orders `isOpenClaim`): from its status (and, for
 * returns, its collection status) to a new claim status or a new collection status. Anything not
 * listed answers 409.
 */
export type ClaimMove = {
  from: ClaimStatus;
  /** the return's collection status the move starts from; undefined: any */
  collection?: CollectionStatus | null;
  to: { claimStatus: ClaimStatus } | { collectionStatus: CollectionStatus };
  /** a rejection must say why (the member sees it in the order's history) */
  reason: 'required' | 'optional';
  /** the move gives money back (provider cancel, or a bank transfer to send) */
  refund?: true;
};

export const claimMoves: readonly ClaimMove[] = [
  { from: 'CANCEL_REQUESTED', to: { claimStatus: 'CANCEL_COMPLETED' }, reason: 'optional', refund: true },
  { from: 'CANCEL_REQUESTED', to: { claimStatus: 'CANCEL_REJECTED' }, reason: 'required' },
  { from: 'EXCHANGE_REQUESTED', to: { claimStatus: 'EXCHANGE_PENDING' }, reason: 'optional' },
  { from: 'EXCHANGE_REQUESTED', to: { claimStatus: 'EXCHANGE_REJECTED' }, reason: 'required' },
  { from: 'EXCHANGE_PENDING', to: { claimStatus: 'EXCHANGE_SHIPPING' }, reason: 'optional' },
  { from: 'EXCHANGE_PENDING', to: { claimStatus: 'EXCHANGE_DELAYED' }, reason: 'optional' },
  { from: 'EXCHANGE_DELAYED', to: { claimStatus: 'EXCHANGE_SHIPPING' }, reason: 'optional' },
  { from: 'EXCHANGE_SHIPPING', to: { claimStatus: 'EXCHANGE_COMPLETED' }, reason: 'optional' },
  // A return is accepted by scheduling its collection.
  {
    from: 'RETURN_REQUESTED',
    collection: null,
    to: { collectionStatus: 'COLLECTION_PENDING' },
    reason: 'optional',
  },
  { from: 'RETURN_REQUESTED', collection: null, to: { claimStatus: 'RETURN_REJECTED' }, reason: 'required' },
  {
    from: 'RETURN_REQUESTED',
    collection: 'COLLECTION_PENDING',
    to: { claimStatus: 'RETURN_REJECTED' },
    reason: 'required',
  },
  {
    from: 'RETURN_REQUESTED',
    collection: 'COLLECTION_PENDING',
    to: { collectionStatus: 'COLLECTION_PROGRESS' },
    reason: 'optional',
  },
  {
    from: 'RETURN_REQUESTED',
    collection: 'COLLECTION_PROGRESS',
    to: { collectionStatus: 'COLLECTION_COMPLETE' },
    reason: 'optional',
  },
  // Refunded only once the goods are back.
  {
    from: 'RETURN_REQUESTED',
    collection: 'COLLECTION_COMPLETE',
    to: { claimStatus: 'RETURN_COMPLETED' },
    reason: 'optional',
    refund: true,
  },
];

const CLAIM_NOTE_MAX = 500;

export const purchaseClaimUpdateInput = z
  .object({
    claimStatus: z.enum(claimStatuses, { error: '클레임 상태가 올바르지 않습니다' }).optional(),
    collectionStatus: z.enum(collectionStatuses, { error: '수거 상태가 올바르지 않습니다' }).optional(),
    /** required to reject; shown to the member in the order's history */
    reason: z
      .string()
      .trim()
      .max(CLAIM_NOTE_MAX, `사유를 ${CLAIM_NOTE_MAX}자 이하로 입력해주세요`)
      .optional(),
  })
  .refine((v) => (v.claimStatus === undefined) !== (v.collectionStatus === undefined), {
    message: '클레임 상태와 수거 상태 중 하나를 선택해주세요',
    path: ['claimStatus'],
  });
export type PurchaseClaimUpdateInput = z.input<typeof purchaseClaimUpdateInput>;

// ---- refunds in the console ----

export const consoleRefund = refund.extend({
  _order: z.string(),
  orderNo: z.string(),
  orderStatus: z.enum(orderStatuses),
  paymentMethod: z.enum(paymentMethods),
  _user: z.string(),
  /** the orderer's name as the order keeps it */
  ordererName: z.string(),
  purchaseNos: z.array(z.string()),
  tid: z.string().nullable(),
  bankCode: z.string().nullable(),
  bankName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  accountHolder: z.string().nullable(),
  updatedAt: timestamp,
});
export type ConsoleRefund = z.infer<typeof consoleRefund>;

/** GET /api/console/shop/refunds: by status and method, newest first (skip/limit). */
export const consoleRefundsQuery = z.object({
  status: z.enum(refundStatuses, { error: '환불 상태가 올바르지 않습니다' }).optional(),
  method: z.enum(refundMethods, { error: '환불 방법이 올바르지 않습니다' }).optional(),
});
export const consoleRefundsEnvelope = z.object({ summary: listSummary, refunds: z.array(consoleRefund) });
export const consoleRefundEnvelope = z.object({ refund: consoleRefund });

/** PUT /api/console/shop/refunds/{_id}: the operator sent the bank transfer. */
export const refundUpdateInput = z.object({
  status: z.literal('DONE', { error: '환불 상태가 올바르지 않습니다' }),
});
