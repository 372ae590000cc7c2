import { z } from 'zod';
import { id, searchText } from '../validation.ts';
import { listSummary, timestamp } from './common.ts';
import { blankAsUnset, memberFilter, periodFields, periodInOrder, periodOrderProblem } from './period.ts';

/**
 * 상품 Q&A (spec §7 `shop/inquires`, sic): members ask about a product, optionally as 비밀글;
 * operators answer once. The author edits or deletes a question only while it is unanswered.
 */

export const PRODUCT_QUESTION_SUBJECT_MAX = 100;
export const PRODUCT_QUESTION_CONTENT_MAX = 2000;
/** What everyone but the author and operators reads instead of a 비밀글's content and answer. */
export const SECRET_QUESTION_TEXT = '비밀글입니다';

export const productQuestionMessages = {
  content: '문의 내용을 입력해주세요',
  contentMax: `문의 내용은 ${PRODUCT_QUESTION_CONTENT_MAX.toLocaleString('ko-KR')}자 이하로 입력해주세요`,
  subjectMax: `제목은 ${PRODUCT_QUESTION_SUBJECT_MAX}자 이하로 입력해주세요`,
  answer: '답변 내용을 입력해주세요',
  answerMax: `답변은 ${PRODUCT_QUESTION_CONTENT_MAX.toLocaleString('ko-KR')}자 이하로 입력해주세요`,
  answered: '답변이 등록된 문의는 수정할 수 없습니다',
  answeredDelete: '답변이 등록된 문의는 삭제할 수 없습니다',
  notFound: '문의를 찾을 수 없습니다',
} as const;

const subject = z
  .string()
  .trim()
  .max(PRODUCT_QUESTION_SUBJECT_MAX, productQuestionMessages.subjectMax)
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));
const content = z
  .string({ error: productQuestionMessages.content })
  .trim()
  .min(1, productQuestionMessages.content)
  .max(PRODUCT_QUESTION_CONTENT_MAX, productQuestionMessages.contentMax);

/** PUT /api/v1/shop/inquires/{_id}: what the author may change. */
export const productQuestionEditInput = z.object({
  subject,
  content,
  secret: z.boolean().default(false),
});
/** POST /api/v1/shop/inquires. */
export const productQuestionInput = productQuestionEditInput.extend({ _product: id });
export type ProductQuestionInput = z.input<typeof productQuestionInput>;

/** PUT /api/console/shop/inquires/{_id}: the operator's answer (a second PUT corrects it). */
export const productQuestionAnswerInput = z.object({
  answer: z
    .string({ error: productQuestionMessages.answer })
    .trim()
    .min(1, productQuestionMessages.answer)
    .max(PRODUCT_QUESTION_CONTENT_MAX, productQuestionMessages.answerMax),
});

/**
 * A question as the shop shows it. `author` is masked (hon***); for a 비밀글 read by someone else,
 * `subject`, `content` and `answer` read 비밀글입니다 and `masked` is true. `mine` marks the caller's own.
 */
export const productQuestion = z.object({
  _id: z.string(),
  _product: z.string(),
  author: z.string(),
  subject: z.string().nullable(),
  content: z.string(),
  secret: z.boolean(),
  masked: z.boolean(),
  mine: z.boolean(),
  answered: z.boolean(),
  answer: z.string().nullable(),
  answeredAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  /** the product's name and card image (the member's own list, /mypage/qna) */
  product: z.object({ _id: z.string(), name: z.string(), thumb: z.string().nullable() }).optional(),
});
export type ProductQuestion = z.infer<typeof productQuestion>;

export const productQuestionsQuery = z.object({ _product: id });
export const productQuestionsEnvelope = z.object({
  summary: listSummary,
  inquires: z.array(productQuestion),
});
export const productQuestionEnvelope = z.object({ inquire: productQuestion });

export const productQuestionAnsweredFilters = ['ANSWERED', 'UNANSWERED'] as const;
export type ProductQuestionAnsweredFilter = (typeof productQuestionAnsweredFilters)[number];
const answeredFilter = blankAsUnset(
  z.enum(productQuestionAnsweredFilters, { error: '답변 상태가 올바르지 않습니다' }),
);

/** GET /api/v1/me/inquires: the member's own questions, answered or not (the dashboard counts 답변대기). */
export const myProductQuestionsQuery = z.object({ answered: answeredFilter });

// ---- console ----

/** GET /api/console/shop/inquires: unanswered first, then newest; Seoul-day period of the question. */
export const consoleProductQuestionsQuery = z
  .object({
    _product: blankAsUnset(id),
    /** one member's questions (the member page's 리뷰·문의 tab) */
    _user: memberFilter,
    answered: answeredFilter,
    /** matches the product's name, the member's id or name */
    searchValue: searchText(50, '검색어를 50자 이하로 입력해주세요').optional(),
    ...periodFields,
  })
  .refine(periodInOrder, periodOrderProblem);
export type ConsoleProductQuestionsQuery = z.input<typeof consoleProductQuestionsQuery>;

export const consoleProductQuestion = z.object({
  _id: z.string(),
  product: z.object({ _id: z.string(), name: z.string() }),
  user: z.object({ _id: z.string(), username: z.string(), name: z.string() }),
  subject: z.string().nullable(),
  content: z.string(),
  secret: z.boolean(),
  answer: z.string().nullable(),
  answeredAt: timestamp.nullable(),
  answerer: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ConsoleProductQuestion = z.infer<typeof consoleProductQuestion>;
export const consoleProductQuestionsEnvelope = z.object({
  summary: listSummary,
  inquires: z.array(consoleProductQuestion),
});
export const consoleProductQuestionEnvelope = z.object({ inquire: consoleProductQuestion });
