import { z } from 'zod';
import { email, id, messages, name, phone, searchText } from '../validation.ts';
import { listSummary } from './common.ts';
import { inquiryFile } from './inquiry-files.ts';

/**
 * The customer centre (spec §2 Customer center, §7 center/*): notices (공지사항), FAQs, the service
 * pages of /center/* as content entries an operator edits, and installation inquiries.
 */

// ---- notices ----

export const notification = z.object({
  _id: z.string(),
  subject: z.string(),
  /** sanitized HTML; empty in lists */
  content: z.string(),
  isPinned: z.boolean(),
  views: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Notification = z.infer<typeof notification>;
export const notificationsEnvelope = z.object({
  summary: listSummary,
  notifications: z.array(notification),
});
/** A notice with its neighbours for 이전글/다음글. */
export const notificationEnvelope = z.object({
  notification,
  previous: z.object({ _id: z.string(), subject: z.string() }).nullable(),
  next: z.object({ _id: z.string(), subject: z.string() }).nullable(),
});
export const notificationsQuery = z.object({
  searchValue: searchText(50, '검색어는 50자 이하로 입력해주세요').optional(),
});
export const notificationInput = z.object({
  subject: z.string().trim().min(1, '제목을 입력해주세요').max(200, '제목은 200자 이하로 입력해주세요'),
  content: z.string().min(1, '내용을 입력해주세요').max(200_000, '내용이 너무 깁니다'),
  isPinned: z.boolean().default(false),
});

// ---- FAQs ----

export const faqCategories = ['ORDER', 'DELIVERY', 'CLAIM', 'INSTALLATION', 'MEMBER', 'REWARD'] as const;
export type FaqCategory = (typeof faqCategories)[number];
export const faqCategoryLabel: Record<FaqCategory, string> = {
  ORDER: '주문/결제',
  DELIVERY: '배송',
  CLAIM: '취소/교환/반품',
  INSTALLATION: '설치/A/S',
  MEMBER: '회원',
  REWARD: '적립금/수당',
};
export const faq = z.object({
  _id: z.string(),
  category: z.enum(faqCategories),
  question: z.string(),
  /** sanitized HTML */
  answer: z.string(),
  order: z.number().int(),
  createdAt: z.string(),
});
export type Faq = z.infer<typeof faq>;
export const faqsQuery = z.object({
  category: z.enum(faqCategories).optional(),
  searchValue: searchText(50).optional(),
});
export const faqsEnvelope = z.object({ summary: listSummary, faqs: z.array(faq) });
export const faqEnvelope = z.object({ faq });
export const faqInput = z.object({
  category: z.enum(faqCategories, { error: '분류를 선택해주세요' }),
  question: z.string().trim().min(1, '질문을 입력해주세요').max(200, '질문은 200자 이하로 입력해주세요'),
  answer: z.string().min(1, '답변을 입력해주세요').max(50_000, '답변이 너무 깁니다'),
  order: z.number().int().min(0).max(10_000).default(0),
});

// ---- service pages of /center/* ----

export const centerPageCodes = [
  'individual-service',
  'corporate-service',
  'first-buying-guide',
  'must-read-guide',
  'installation-service',
  'business-trip-consulting',
  'online-consulting',
  'delivery-installation-service',
  'dedicated-repair-service',
  'consultation',
] as const;
export type CenterPageCode = (typeof centerPageCodes)[number];
export const centerPage = z.object({
  _id: z.string(),
  code: z.enum(centerPageCodes),
  title: z.string(),
  summary: z.string(),
  /** sanitized HTML */
  content: z.string(),
  updatedAt: z.string(),
});
export type CenterPage = z.infer<typeof centerPage>;
export const centerPageParams = z.object({
  code: z.enum(centerPageCodes, { error: '페이지를 찾을 수 없습니다' }),
});
export const centerPageEnvelope = z.object({ page: centerPage });
export const centerPagesEnvelope = z.object({ pages: z.array(centerPage) });
export const centerPageInput = z.object({
  title: z.string().trim().min(1, '제목을 입력해주세요').max(100, '제목은 100자 이하로 입력해주세요'),
  summary: z.string().trim().max(300, '요약은 300자 이하로 입력해주세요').default(''),
  content: z.string().min(1, '내용을 입력해주세요').max(200_000, '내용이 너무 깁니다'),
});

// ---- installation inquiries (home page and side panel form) ----

/** The kinds the installation form offers (checkboxes, one or more). */
export const installationInquiryKinds = ['PRODUCT', 'AS', 'SHOWROOM', 'INSTALLATION'] as const;
/** The requests of the customer centre (one kind each): 1:1 상담 and 대량구매 문의 (decision 0040). */
export const requestInquiryKinds = ['CONSULTATION', 'BULK_PURCHASE'] as const;
export type RequestInquiryKind = (typeof requestInquiryKinds)[number];
export const inquiryKinds = [...installationInquiryKinds, ...requestInquiryKinds] as const;
export type InquiryKind = (typeof inquiryKinds)[number];
export const inquiryKindLabel: Record<InquiryKind, string> = {
  PRODUCT: '상품상담',
  AS: 'A/S 문의',
  SHOWROOM: '쇼룸 방문예약',
  INSTALLATION: '설치 문의',
  CONSULTATION: '1:1 상담',
  BULK_PURCHASE: '대량구매',
};
export const inquiryStates = ['RECEIVED', 'IN_PROGRESS', 'DONE', 'CANCELED'] as const;
export type InquiryState = (typeof inquiryStates)[number];
export const inquiryStateLabel: Record<InquiryState, string> = {
  RECEIVED: '접수',
  IN_PROGRESS: '상담중',
  DONE: '처리완료',
  CANCELED: '취소',
};
/** The short agreement of the form (개인정보보호법 §15: item, purpose, retention, right to refuse). */
export const INQUIRY_AGREEMENT = {
  title: '개인정보 수집·이용 동의 (필수)',
  items: ['수집 항목: 이름, 연락처', '이용 목적: 상담 및 설치 문의 회신', '보유 기간: 문의 처리 후 1년'],
  refusal: '동의를 거부할 수 있으나, 거부하면 문의를 접수할 수 없습니다.',
} as const;

export const inquiryInput = z.object({
  kinds: z
    .array(z.enum(installationInquiryKinds, { error: '문의 종류를 선택해주세요' }))
    .min(1, '문의 종류를 선택해주세요')
    .max(installationInquiryKinds.length)
    .refine((k) => new Set(k).size === k.length, { message: '문의 종류가 중복되었습니다' }),
  name: z
    .string({ error: messages.name })
    .trim()
    .min(2, messages.name)
    .max(30, '이름은 30자 이하로 입력해주세요'),
  contact: z
    .string({ error: messages.phone })
    .transform((v) => v.replace(/\D/g, ''))
    .refine((v) => v.length >= 10 && v.length <= 11, { message: messages.phone }),
  agreed: z.literal(true, { error: '개인정보 수집·이용에 동의해주세요' }),
});
export type InquiryInput = z.input<typeof inquiryInput>;

// ---- 1:1 상담 and 대량구매 문의 (customer centre and /mypage; decision 0040) ----

export const INQUIRY_TITLE_MAX = 100;
/** YYYY-MM-DD naming a real day (2026-02-31 is not one), within years 2000–2999. */
const isCalendarDate = (v: string) => {
  if (!/^2\d{3}-\d{2}-\d{2}$/.test(v)) return false;
  const day = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === v;
};
export const INQUIRY_CONTENT_MAX = 2000;
export const BULK_QUANTITY_MAX = 1_000_000;
/** What a request adds to an installation inquiry; null for the installation form's. */
function requestFields() {
  return {
    email: z.string().nullable(),
    title: z.string().nullable(),
    content: z.string().nullable(),
    company: z.string().nullable(),
    items: z.string().nullable(),
    quantity: z.number().int().nullable(),
    /** YYYY-MM-DD */
    desiredDate: z.string().nullable(),
    updatedAt: z.string().nullable(),
  };
}
const requestText = (max: number, missing: string, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);
const optionalEmail = z.union([z.string().trim().length(0), email], { error: messages.email }).default('');
const consultationInput = z.object({
  kind: z.literal('CONSULTATION'),
  name,
  contact: phone,
  email: optionalEmail,
  title: requestText(
    INQUIRY_TITLE_MAX,
    '제목을 입력해주세요',
    `제목은 ${INQUIRY_TITLE_MAX}자 이하로 입력해주세요`,
  ),
  content: requestText(
    INQUIRY_CONTENT_MAX,
    '상담 내용을 입력해주세요',
    `상담 내용은 ${INQUIRY_CONTENT_MAX}자 이하로 입력해주세요`,
  ),
});
const bulkPurchaseInput = z.object({
  kind: z.literal('BULK_PURCHASE'),
  company: requestText(50, '회사명(단체명)을 입력해주세요', '회사명은 50자 이하로 입력해주세요'),
  name,
  contact: phone,
  email: z.string({ error: messages.email }).pipe(email),
  items: requestText(500, '구매 희망 상품을 입력해주세요', '구매 희망 상품은 500자 이하로 입력해주세요'),
  quantity: z.coerce
    .number({ error: '수량을 숫자로 입력해주세요' })
    .int('수량을 숫자로 입력해주세요')
    .min(1, '수량은 1개 이상이어야 합니다')
    .max(BULK_QUANTITY_MAX, '수량이 너무 많습니다. 전화로 상담해주세요'),
  /** YYYY-MM-DD, or empty when there is none */
  desiredDate: z
    .string({ error: '희망 납기일을 YYYY-MM-DD 형식으로 입력해주세요' })
    .trim()
    .refine((v) => v === '' || isCalendarDate(v), '희망 납기일을 YYYY-MM-DD 형식으로 입력해주세요')
    .default(''),
  content: z
    .string()
    .trim()
    .max(INQUIRY_CONTENT_MAX, `요청 사항은 ${INQUIRY_CONTENT_MAX}자 이하로 입력해주세요`)
    .default(''),
});
/** PUT /api/v1/me/inquiries/{_id}: what the member may change while 접수. */
export const requestInquiryEditInput = z.discriminatedUnion('kind', [consultationInput, bulkPurchaseInput], {
  error: '문의 종류를 선택해주세요',
});
export type RequestInquiryEditInput = z.input<typeof requestInquiryEditInput>;
const agreed = { agreed: z.literal(true, { error: '개인정보 수집·이용에 동의해주세요' }) };
/** POST /api/v1/inquiries/requests (guest or member) and POST /api/v1/me/inquiries. */
export const requestInquiryInput = z.discriminatedUnion(
  'kind',
  [consultationInput.extend(agreed), bulkPurchaseInput.extend(agreed)],
  { error: '문의 종류를 선택해주세요' },
);
export type RequestInquiryInput = z.input<typeof requestInquiryInput>;
export const REQUEST_AGREEMENT = {
  title: '개인정보 수집·이용 동의 (필수)',
  items: [
    '수집 항목: 이름, 연락처, 이메일, (대량구매) 회사명',
    '이용 목적: 상담 및 견적 회신',
    '보유 기간: 문의 처리 후 1년',
  ],
  refusal: '동의를 거부할 수 있으나, 거부하면 문의를 접수할 수 없습니다.',
} as const;
/** A member's own inquiry: no memo, no operator names; the answer and when it came. */
export const myInquiry = z.object({
  _id: z.string(),
  kinds: z.array(z.enum(inquiryKinds)),
  name: z.string(),
  contact: z.string(),
  state: z.enum(inquiryStates),
  createdAt: z.string(),
  ...requestFields(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** a 대량구매 문의's attachments (decision 0044) */
  files: z.array(inquiryFile),
});
export type MyInquiry = z.infer<typeof myInquiry>;
export const myInquiriesQuery = z.object({ kind: z.enum(inquiryKinds).optional() });
export const myInquiriesEnvelope = z.object({
  summary: listSummary.extend({ unansweredCount: z.number().int() }),
  inquiries: z.array(myInquiry),
});
export const myInquiryEnvelope = z.object({ inquiry: myInquiry });
/** The states a member may still change or withdraw: only 접수, before anyone picked it up. */
export const memberEditableInquiryStates: readonly InquiryState[] = ['RECEIVED'];
/** PUT /api/console/inquiries/{_id}/answer: what the member reads; empty takes the answer back. */
export const inquiryAnswerInput = z.object({
  answer: z.string().trim().max(INQUIRY_CONTENT_MAX, `답변은 ${INQUIRY_CONTENT_MAX}자 이하로 입력해주세요`),
});

export const inquiry = z.object({
  _id: z.string(),
  kinds: z.array(z.enum(inquiryKinds)),
  name: z.string(),
  contact: z.string(),
  state: z.enum(inquiryStates),
  memo: z.string(),
  _user: z.string().nullable(),
  user: z.object({ _id: z.string(), username: z.string(), name: z.string() }).nullable(),
  agreedAt: z.string(),
  handledBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
  ...requestFields(),
  /** internal: the operator's answer is `answer`; `memo` never leaves the console */
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  answeredBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** a 대량구매 문의's attachments (decision 0044) */
  files: z.array(inquiryFile),
});
export type Inquiry = z.infer<typeof inquiry>;
/** What the sender gets back: the receipt, not the stored record. */
export const inquiryReceiptEnvelope = z.object({
  inquiry: z.object({ _id: z.string(), state: z.enum(inquiryStates), createdAt: z.string() }),
});
/**
 * The console list's 답변 상태: UNANSWERED is an open inquiry (접수, 상담중) without an answer, what
 * the dashboard's 설치·상담 문의 미답변 tile counts; ANSWERED has an answer the member can read.
 */
export const inquiryAnsweredFilters = ['UNANSWERED', 'ANSWERED'] as const;
export type InquiryAnsweredFilter = (typeof inquiryAnsweredFilters)[number];
export const inquiryAnsweredLabel: Record<InquiryAnsweredFilter, string> = {
  UNANSWERED: '미답변 (접수·상담중)',
  ANSWERED: '답변 등록',
};
export const inquiriesQuery = z.object({
  state: z.enum(inquiryStates).optional(),
  kind: z.enum(inquiryKinds).optional(),
  answered: z.enum(inquiryAnsweredFilters, { error: '답변 상태가 올바르지 않습니다' }).optional(),
  searchValue: searchText(50).optional(),
});
export const inquiriesEnvelope = z.object({ summary: listSummary, inquiries: z.array(inquiry) });
export const inquiryEnvelope = z.object({ inquiry });
/** One change of an inquiry by an operator: who, when, the state before and after, the memo. */
export const inquiryHistory = z.object({
  _id: z.string(),
  before: z.enum(inquiryStates),
  after: z.enum(inquiryStates),
  memo: z.string().nullable(),
  by: z.object({ _id: z.string(), name: z.string() }),
  createdAt: z.string(),
});
export type InquiryHistory = z.infer<typeof inquiryHistory>;
/** GET /api/console/inquiries/{_id} and PUT …/state: the inquiry with its history, newest first. */
export const inquiryDetailEnvelope = z.object({ inquiry, histories: z.array(inquiryHistory) });
export const inquiryStateInput = z.object({
  state: z.enum(inquiryStates, { error: '처리 상태를 선택해주세요' }),
  memo: z.string().trim().max(2000, '메모는 2000자 이하로 입력해주세요').optional(),
});
export const inquiryIdParams = z.object({ _id: id });

/**
 * POST /api/console/inquiries: an inquiry an operator took by phone, with the caller's spoken
 * consent to the same agreement the form shows, and an optional first memo.
 */
export const consoleInquiryInput = inquiryInput.extend({
  agreed: z.literal(true, { error: '개인정보 수집·이용 동의를 받았는지 확인해주세요' }),
  memo: z.string().trim().max(2000, '메모는 2000자 이하로 입력해주세요').optional(),
});
export type ConsoleInquiryInput = z.input<typeof consoleInquiryInput>;
/** PUT /api/console/inquiries/{_id}: what the caller asked and how to reach them, while still open. */
export const inquiryEditInput = inquiryInput.omit({ agreed: true });
export type InquiryEditInput = z.input<typeof inquiryEditInput>;
/** The states in which an inquiry is still open to edits (처리완료 and 취소 are closed). */
export const editableInquiryStates: readonly InquiryState[] = ['RECEIVED', 'IN_PROGRESS'];
