import { z } from 'zod';
import { formatNumber } from '../format.ts';
import { id, searchText } from '../validation.ts';
import { listSummary, timestamp } from './common.ts';
import { blankAsUnset, periodFields, periodInOrder, periodOrderProblem } from './period.ts';

/**
 * The console's audit log (DOMAIN.md Console "Audit log"): one row per operator action that changes
 * money, stock, a status, a member's type, grade or sponsor, settings, terms or codes, and the
 * exports of personal data. Rows are written by the services, never by a route, and never changed.
 */

/** What was done; the label is what the console shows. */
export const auditActionLabel = {
  POINTS_ADJUST: '적립금 지급·차감',
  BONUS_ADJUST: '수당 지급·차감',
  SCORE_ADJUST: '점수 조정',
  WITHDRAWAL_COMPLETE: '출금 입금완료',
  WITHDRAWAL_REJECT: '출금 반려',
  SETTLEMENT_CREATE: '정산 생성',
  SETTLEMENT_RECOMPUTE: '정산 재계산',
  SETTLEMENT_CONFIRM: '정산 확정',
  MEMBER_PROFILE: '회원 기본정보 수정',
  MEMBER_TYPE: '회원 유형 변경',
  MEMBER_STATE: '회원 상태 변경',
  MEMBER_GRADE: '직급 변경',
  MEMBER_SPONSOR: '추천인 변경',
  DEPOSIT_CONFIRM: '무통장입금 확인',
  REFUND: '환불',
  CASH_RECEIPT_ISSUE: '현금영수증 발급',
  CASH_RECEIPT_CANCEL: '현금영수증 취소',
  COUPON_ISSUE: '쿠폰 발급',
  COUPON_REVOKE: '쿠폰 회수',
  ORDER_STATUS: '주문 상태 변경',
  PURCHASE_STATUS: '구매 상태 변경',
  INVOICE_CHANGE: '송장 수정',
  CLAIM_STATUS: '클레임 처리',
  INQUIRY_STATUS: '문의 상태 변경',
  REVIEW_STATUS: '리뷰 상태 변경',
  APPLICATION_DECIDE: '정회원 신청 처리',
  STOCK_CHANGE: '재고 변경',
  SETTING_CHANGE: '설정 변경',
  GRADE_PLAN_CHANGE: '직급·레벨 기준 변경',
  TERM_CHANGE: '약관 변경',
  CODE_CHANGE: '코드 변경',
  MESSAGE_TEMPLATE_CHANGE: '알림 템플릿 변경',
  EXPORT: '개인정보 내보내기',
} as const;
export type AuditAction = keyof typeof auditActionLabel;
export const auditActions = Object.keys(auditActionLabel) as [AuditAction, ...AuditAction[]];

/** What the action changed: the kind of record, and its `_id` (or code) in `_target`. */
export const auditTargetLabel = {
  USER: '회원',
  ORDER: '주문',
  PURCHASE: '구매',
  CLAIM: '클레임',
  INQUIRY: '문의',
  REVIEW: '리뷰',
  APPLICATION: '정회원 신청',
  SETTLEMENT: '정산',
  WITHDRAWAL: '출금',
  COUPON: '쿠폰',
  PRODUCT: '상품',
  SETTING: '설정',
  GRADE: '직급·레벨',
  TERM: '약관',
  CODE: '코드',
  MESSAGE_TEMPLATE: '알림 템플릿',
  EXPORT: '내보내기',
} as const;
export type AuditTargetKind = keyof typeof auditTargetLabel;
export const auditTargetKinds = Object.keys(auditTargetLabel) as [AuditTargetKind, ...AuditTargetKind[]];

/** GET /api/console/audit-logs: operator (id or name), action, target, Seoul-day period. */
export const auditLogsQuery = z
  .object({
    /** the operator's id (username) or name */
    operator: searchText(50, '검색어를 50자 이하로 입력해주세요').optional(),
    action: blankAsUnset(z.enum(auditActions, { error: '작업 구분이 올바르지 않습니다' })),
    targetKind: blankAsUnset(z.enum(auditTargetKinds, { error: '대상 구분이 올바르지 않습니다' })),
    /** the target's `_id` or code, exactly */
    target: searchText(100, '대상 식별자를 100자 이하로 입력해주세요').optional(),
    format: blankAsUnset(z.enum(['xlsx'], { error: '형식이 올바르지 않습니다' })),
    ...periodFields,
  })
  .refine(periodInOrder, periodOrderProblem);
export type AuditLogsQuery = z.input<typeof auditLogsQuery>;

/** The fields a change touched, as they were and as they became (absent keys did not change). */
const fields = z.record(z.string(), z.unknown());

export const auditLog = z.object({
  _id: id,
  createdAt: timestamp,
  operator: z.object({ _id: z.string(), username: z.string(), name: z.string() }).nullable(),
  action: z.enum(auditActions),
  actionLabel: z.string(),
  targetKind: z.enum(auditTargetKinds),
  targetLabel: z.string(),
  _target: z.string(),
  before: fields.nullable(),
  after: fields.nullable(),
  reason: z.string().nullable(),
  requestId: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditLog = z.infer<typeof auditLog>;

export const auditLogsEnvelope = z.object({ summary: listSummary, auditLogs: z.array(auditLog) });
export type AuditLogsEnvelope = z.infer<typeof auditLogsEnvelope>;

/** The Korean names of the fields the services record; a field not named here shows its key. */
export const auditFieldLabel: Record<string, string> = {
  name: '이름',
  email: '이메일',
  phone: '연락처',
  sponsor: '추천인',
  points: '적립금 잔액',
  bonus: '수당 잔액',
  amount: '금액',
  score: '점수',
  type: '회원 유형',
  state: '회원 상태',
  grade: '직급',
  level: '레벨',
  _promoter: '추천인',
  status: '상태',
  orderStatus: '주문 상태',
  purchaseStatus: '구매 상태',
  claimStatus: '클레임 상태',
  stock: '재고',
  value: '값',
  paidAmount: '결제금액',
  courierCode: '택배사 코드',
  invoiceNumber: '송장번호',
  issued: '발급',
  skipped: '건너뜀',
  _cashReceipt: '현금영수증',
  receiptType: '발행 용도',
  cancelledAmount: '취소 금액',
  tid: '거래번호',
  failure: '실패 사유',
  enabled: '발송 여부',
  text: '내용',
  providerTemplateId: '알림톡 템플릿 ID',
};

/** One changed field as a person reads it: its name, and the value before and after (– for none). */
export type AuditChange = { field: string; label: string; before: string; after: string };

const shownValue = (value: unknown): string =>
  value === undefined || value === null
    ? '–'
    : typeof value === 'number'
      ? formatNumber(value)
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

/** The changed fields of a row, in the order they were recorded. */
export function auditChanges(log: Pick<AuditLog, 'before' | 'after'>): AuditChange[] {
  const fields = [...new Set([...Object.keys(log.before ?? {}), ...Object.keys(log.after ?? {})])];
  return fields.map((field) => ({
    field,
    label: auditFieldLabel[field] ?? field,
    before: shownValue(log.before?.[field]),
    after: shownValue(log.after?.[field]),
  }));
}

/** The changes on one line (the Excel file): `적립금 잔액: 5,000 → 3,000, 직급: – → G2`. */
export const describeAuditChanges = (log: Pick<AuditLog, 'before' | 'after'>): string =>
  auditChanges(log)
    .map((c) => `${c.label}: ${c.before} → ${c.after}`)
    .join(', ');
