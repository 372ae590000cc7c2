/** Every status and type code of spec §4 and §9 with its Korean label. Components read labels from here. */

export const userTypes = ['OPERATOR', 'CONSUMER', 'PROMOTER'] as const;
export type UserType = (typeof userTypes)[number];
export const userTypeLabel: Record<UserType, string> = {
  OPERATOR: '관리자',
  CONSUMER: '준회원',
  PROMOTER: '정회원',
};

/** Token scopes. The specification names only `console`; promoters get `promoter` for their area. */
export const scopes = ['console', 'promoter'] as const;
export type Scope = (typeof scopes)[number];
export const scopesOf: Record<UserType, Scope[]> = {
  OPERATOR: ['console'],
  PROMOTER: ['promoter'],
  CONSUMER: [],
};

export const userStates = ['ACTIVE', 'SUSPENDED', 'LEFT'] as const;
export type UserState = (typeof userStates)[number];
export const userStateLabel: Record<UserState, string> = {
  ACTIVE: '정상',
  SUSPENDED: '이용정지',
  LEFT: '탈퇴',
};

export const orderStatuses = [
  'ORDER_NONPAYMENT',
  'ORDER_CANCELED',
  'ORDER_PAYMENT',
  'ORDER_CONFIRM',
  'SHIPPING_CONFIRM',
  'SHIPPING_DELAYED',
  'DELIVERY_COMPLETE',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const orderStatusLabel: Record<OrderStatus, string> = {
  ORDER_NONPAYMENT: '미결제',
  ORDER_CANCELED: '주문취소',
  ORDER_PAYMENT: '결제완료',
  ORDER_CONFIRM: '배송준비중',
  SHIPPING_CONFIRM: '배송중',
  SHIPPING_DELAYED: '배송지연',
  DELIVERY_COMPLETE: '배송완료',
};

export const claimStatuses = [
  'CANCEL_REQUESTED',
  'CANCEL_COMPLETED',
  'CANCEL_REJECTED',
  'EXCHANGE_REQUESTED',
  'EXCHANGE_COMPLETED',
  'EXCHANGE_REJECTED',
  'EXCHANGE_PENDING',
  'EXCHANGE_DELAYED',
  'EXCHANGE_SHIPPING',
  'RETURN_REQUESTED',
  'RETURN_COMPLETED',
  'RETURN_REJECTED',
] as const;
export type ClaimStatus = (typeof claimStatuses)[number];
export const claimStatusLabel: Record<ClaimStatus, string> = {
  CANCEL_REQUESTED: '취소요청',
  CANCEL_COMPLETED: '취소완료',
  CANCEL_REJECTED: '취소거부',
  EXCHANGE_REQUESTED: '교환요청',
  EXCHANGE_COMPLETED: '교환완료',
  EXCHANGE_REJECTED: '교환거부',
  EXCHANGE_PENDING: '교환보류',
  EXCHANGE_DELAYED: '교환지연',
  EXCHANGE_SHIPPING: '교환배송중',
  RETURN_REQUESTED: '반품요청',
  RETURN_COMPLETED: '반품완료',
  RETURN_REJECTED: '반품거부',
};

export const purchaseStatuses = [
  'PURCHASE_PENDING',
  'PURCHASE_AWAITING',
  'PURCHASE_SCHEDULE',
  'PURCHASE_COMPLETE',
  'PURCHASE_CANCELED',
] as const;
export type PurchaseStatus = (typeof purchaseStatuses)[number];
export const purchaseStatusLabel: Record<PurchaseStatus, string> = {
  PURCHASE_PENDING: '구매확정 대기',
  PURCHASE_AWAITING: '구매확정 가능',
  PURCHASE_SCHEDULE: '자동 구매확정 예정',
  PURCHASE_COMPLETE: '구매확정',
  PURCHASE_CANCELED: '구매취소',
};

export const collectionStatuses = [
  'COLLECTION_PENDING',
  'COLLECTION_PROGRESS',
  'COLLECTION_COMPLETE',
] as const;
export type CollectionStatus = (typeof collectionStatuses)[number];
export const collectionStatusLabel: Record<CollectionStatus, string> = {
  COLLECTION_PENDING: '수거대기',
  COLLECTION_PROGRESS: '수거중',
  COLLECTION_COMPLETE: '수거완료',
};

export const approvalStatuses = ['AWAITING', 'APPROVED', 'REJECTED'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];
export const approvalStatusLabel: Record<ApprovalStatus, string> = {
  AWAITING: '대기',
  APPROVED: '승인',
  REJECTED: '반려',
};

export const bonusTypes = [
  'BONUS__GOODS',
  'BONUS__GRADE',
  'BONUS__SALES',
  'BONUS__ADMIN',
  'BONUS__DEBIT',
] as const;
export type BonusType = (typeof bonusTypes)[number];
export const bonusTypeLabel: Record<BonusType, string> = {
  BONUS__GOODS: '기본',
  BONUS__GRADE: '직급',
  BONUS__SALES: '장려',
  BONUS__ADMIN: '조정',
  BONUS__DEBIT: '출금내역',
};

/** What a bonus row came from (DOMAIN.md "Promoter rewards"); with its reference, one row each. */
export const bonusSources = [
  'PURCHASE_COMPLETE',
  'PROMOTEE_PURCHASE',
  'TEXT_REVIEW',
  'PHOTO_REVIEW',
  'REVIEW_REVOKED',
  'MANUAL_PROMOTEE',
  'MANUAL_PROMOTER',
  'SETTLEMENT',
  'WITHDRAWAL',
  'WITHDRAWAL_REJECTED',
] as const;
export type BonusSource = (typeof bonusSources)[number];
export const bonusSourceLabel: Record<BonusSource, string> = {
  PURCHASE_COMPLETE: '구매확정',
  PROMOTEE_PURCHASE: '추천회원 구매확정',
  TEXT_REVIEW: '텍스트 리뷰',
  PHOTO_REVIEW: '포토 리뷰',
  REVIEW_REVOKED: '리뷰 회수',
  MANUAL_PROMOTEE: '추천회원 수동조정',
  MANUAL_PROMOTER: '본인 수동조정',
  SETTLEMENT: '월 정산',
  WITHDRAWAL: '출금',
  WITHDRAWAL_REJECTED: '출금 반려',
};

/** Which bonus types each tab of `/promoter/bonuses__:tab` lists. */
export const bonusTabTypes: Record<BonusListTab, readonly BonusType[]> = {
  WHOLE: bonusTypes,
  GOODS: ['BONUS__GOODS'],
  GRADE: ['BONUS__GRADE'],
  SALES: ['BONUS__SALES'],
  DEBIT: ['BONUS__DEBIT'],
};

/** What a score row came from (DOMAIN.md "Scores"). */
export const scoreSources = ['PURCHASE_COMPLETE', 'PROMOTEE_PURCHASE', 'MANUAL'] as const;
export type ScoreSource = (typeof scoreSources)[number];
export const scoreSourceLabel: Record<ScoreSource, string> = {
  PURCHASE_COMPLETE: '구매확정',
  PROMOTEE_PURCHASE: '추천회원 구매확정',
  MANUAL: '수동조정',
};

/** A member's requests to the shop; today only 정회원 전환 신청. */
export const memberRequestTypes = ['PROMOTER_APPROVAL'] as const;
export type MemberRequestType = (typeof memberRequestTypes)[number];
export const memberRequestTypeLabel: Record<MemberRequestType, string> = {
  PROMOTER_APPROVAL: '정회원 전환 신청',
};

export const settlementStatuses = ['AWAITING', 'APPROVED'] as const;
export type SettlementStatus = (typeof settlementStatuses)[number];
export const settlementStatusLabel: Record<SettlementStatus, string> = {
  AWAITING: '확정 대기',
  APPROVED: '확정',
};

export const withdrawalSteps = [
  'CONFIRM_BONUS_AMOUNT',
  'CONFIRM_BANK_ACCOUNT',
  'VERIFY_USER_IDENTITY',
  'CONFIRM_DEPOSIT_DONE',
] as const;
export type WithdrawalStep = (typeof withdrawalSteps)[number];

export const verificationPhases = ['INPUT', 'VERIFY', 'SUCCESS'] as const;
export type VerificationPhase = (typeof verificationPhases)[number];

export const gradeCriteria = ['SCORE__ACCUMULATED', 'PURCHASE_AMOUNT__MONTH'] as const;
export type GradeCriterion = (typeof gradeCriteria)[number];
export const gradeCriterionLabel: Record<GradeCriterion, string> = {
  SCORE__ACCUMULATED: '누적 점수',
  PURCHASE_AMOUNT__MONTH: '월 구매실적',
};

export const exhibitionKinds = ['BARGAIN_SALES', 'PLANNED_SALES', 'POP_UP_EVENTS'] as const;
export type ExhibitionKind = (typeof exhibitionKinds)[number];
export const exhibitionKindLabel: Record<ExhibitionKind, string> = {
  BARGAIN_SALES: '특가할인',
  PLANNED_SALES: '기획전',
  POP_UP_EVENTS: '팝업 이벤트',
};

export const bonusListTabs = ['WHOLE', 'GOODS', 'GRADE', 'SALES', 'DEBIT'] as const;
export type BonusListTab = (typeof bonusListTabs)[number];

/** The console order desk's tabs (`/console/shop/purchases/{manage}`). */
export const consoleManages = [
  'all',
  'nonpayment',
  'payment',
  'delivery',
  'cancel',
  'exchange',
  'return',
  'complete',
] as const;
export type ConsoleManage = (typeof consoleManages)[number];
export const consoleManageLabel: Record<ConsoleManage, string> = {
  all: '전체',
  nonpayment: '입금대기',
  payment: '결제완료',
  delivery: '배송관리',
  cancel: '취소관리',
  exchange: '교환관리',
  return: '반품관리',
  complete: '구매확정',
};

/** 적립금 ledger row types (DOMAIN.md "Points"). */
export const pointTypes = ['EARN', 'USE', 'RESTORE', 'REVERSAL', 'ADMIN', 'LAPSE'] as const;
export type PointType = (typeof pointTypes)[number];
export const pointTypeLabel: Record<PointType, string> = {
  EARN: '적립',
  USE: '사용',
  RESTORE: '사용취소',
  REVERSAL: '적립취소',
  ADMIN: '관리자 조정',
  LAPSE: '소멸',
};

/** What a point row came from; with its reference, one row per (type, source, reference). */
export const pointSources = [
  'PURCHASE',
  'ORDER',
  'TEXT_REVIEW',
  'PHOTO_REVIEW',
  'OPERATOR',
  'LEAVE',
] as const;
export type PointSource = (typeof pointSources)[number];
