import { z } from 'zod';
import { id } from '../validation.ts';
import { listSummary, timestamp } from './common.ts';
import { blankAsUnset, memberFilter, periodFields, periodInOrder, periodOrderProblem } from './period.ts';

/** 상품 리뷰 (DOMAIN.md "Reviews"): a member's review of one confirmed purchase. */

export const REVIEW_CONTENT_MIN = 10;
export const REVIEW_CONTENT_MAX = 2000;
export const REVIEW_SUBJECT_MAX = 100;
export const REVIEW_IMAGES_MAX = 5;

const star = z
  .number({ error: '별점을 선택해주세요' })
  .int('별점은 1점에서 5점 사이로 선택해주세요')
  .min(1, '별점은 1점에서 5점 사이로 선택해주세요')
  .max(5, '별점은 1점에서 5점 사이로 선택해주세요');
const subject = z
  .string({ error: '제목을 입력해주세요' })
  .trim()
  .min(1, '제목을 입력해주세요')
  .max(REVIEW_SUBJECT_MAX, `제목은 ${REVIEW_SUBJECT_MAX}자 이하로 입력해주세요`);
const content = z
  .string({ error: '리뷰 내용을 입력해주세요' })
  .trim()
  .min(REVIEW_CONTENT_MIN, `리뷰 내용은 ${REVIEW_CONTENT_MIN}자 이상 입력해주세요`)
  .max(REVIEW_CONTENT_MAX, `리뷰 내용은 ${REVIEW_CONTENT_MAX.toLocaleString('ko-KR')}자 이하로 입력해주세요`);

export const reviewInput = z.object({ _purchase: id, subject, content, star });
export type ReviewInput = z.input<typeof reviewInput>;
export const reviewEditInput = z.object({ subject, content, star });
export type ReviewEditInput = z.input<typeof reviewEditInput>;

export const reviewImage = z.object({
  index: z.number().int(),
  /** the card (480 px square) and the large view (up to 1200 px), both WebP */
  card: z.string(),
  detail: z.string(),
});
export type ReviewImage = z.infer<typeof reviewImage>;

/** null once the product was deleted; the name is the one it was sold under */
const reviewProduct = z.object({
  _id: z.string().nullable(),
  name: z.string(),
  thumbUrl: z.string().nullable(),
});

/** What the shop shows of a review: the author masked (홍*동, use***), never their id. */
export const shopReview = z.object({
  _id: z.string(),
  _product: z.string().nullable(),
  subject: z.string(),
  content: z.string(),
  star: z.number().int(),
  images: z.array(reviewImage),
  author: z.object({ name: z.string(), username: z.string() }),
  /** 구매 옵션, e.g. "색상: 화이트" */
  optionLabel: z.string(),
  reply: z.string().nullable(),
  repliedAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type ShopReview = z.infer<typeof shopReview>;

/** The member's own review: theirs in full, with the product and whether an operator hid it. */
export const myReview = shopReview.omit({ author: true }).extend({
  _purchase: z.string(),
  product: reviewProduct,
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  updatedAt: timestamp,
});
export type MyReview = z.infer<typeof myReview>;

export const myReviewEnvelope = z.object({ review: myReview });
export const myReviewsEnvelope = z.object({ summary: listSummary, reviews: z.array(myReview) });

/** A confirmed purchase the member may still review, and until when. */
export const writableReview = z.object({
  _purchase: z.string(),
  purchaseNo: z.string(),
  product: reviewProduct,
  optionLabel: z.string(),
  confirmedAt: timestamp,
  /** the last moment a review is accepted (confirmedAt + the setting's days) */
  writableUntil: timestamp,
});
export type WritableReview = z.infer<typeof writableReview>;
export const writableReviewsEnvelope = z.object({
  summary: listSummary,
  purchases: z.array(writableReview),
});

export const reviewImageParams = z.object({
  _review: id,
  index: z.coerce
    .number({ error: '이미지 위치가 올바르지 않습니다' })
    .int('이미지 위치가 올바르지 않습니다')
    .min(0, '이미지 위치는 0에서 4 사이입니다')
    .max(REVIEW_IMAGES_MAX - 1, '이미지 위치는 0에서 4 사이입니다'),
});
export const reviewParams = z.object({ _review: id });

// ---- the shop ----

export const reviewSorts = ['RECENT', 'STAR'] as const;
export type ReviewSort = (typeof reviewSorts)[number];
export const reviewSortLabel: Record<ReviewSort, string> = { RECENT: '최신순', STAR: '별점순' };

const flag = z
  .enum(['true', 'false'], { error: 'true 또는 false로 보내주세요' })
  .optional()
  .transform((v) => v === 'true');

export const shopReviewsQuery = z.object({
  _product: id,
  sort: z.enum(reviewSorts, { error: '정렬 기준이 올바르지 않습니다' }).default('RECENT'),
  photo: flag,
});
export const shopReviewsEnvelope = z.object({
  summary: listSummary.extend({
    /** every shown review of the product, whatever the filter: the tab's heading */
    reviewCount: z.number().int(),
    starAverage: z.number(),
  }),
  reviews: z.array(shopReview),
});
export const shopReviewEnvelope = z.object({ review: shopReview });
export const reviewImagesQuery = z.object({ _product: id });
export const reviewImagesEnvelope = z.object({
  summary: listSummary,
  images: z.array(reviewImage.extend({ _review: z.string() })),
});

// ---- the console ----

export const consoleReviewsQuery = z
  .object({
    /** matches the product name, or the member's name or username */
    searchValue: z.string().trim().max(50, '검색어를 50자 이하로 입력해주세요').optional(),
    _product: blankAsUnset(id),
    /** one member's reviews (the member page's 리뷰·문의 tab) */
    _user: memberFilter,
    star: blankAsUnset(
      z.coerce.number().int().min(1, '별점이 올바르지 않습니다').max(5, '별점이 올바르지 않습니다'),
    ),
    photo: blankAsUnset(z.enum(['true', 'false'], { error: 'true 또는 false로 보내주세요' })),
    replied: blankAsUnset(z.enum(['true', 'false'], { error: 'true 또는 false로 보내주세요' })),
    hidden: blankAsUnset(z.enum(['true', 'false'], { error: 'true 또는 false로 보내주세요' })),
    ...periodFields,
  })
  .refine(periodInOrder, periodOrderProblem);
export type ConsoleReviewsQuery = z.input<typeof consoleReviewsQuery>;

export const consoleReview = myReview.extend({
  user: z.object({ _id: z.string(), username: z.string(), name: z.string() }),
  purchaseNo: z.string(),
  replier: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
export type ConsoleReview = z.infer<typeof consoleReview>;
export const consoleReviewEnvelope = z.object({ review: consoleReview });
export const consoleReviewsEnvelope = z.object({ summary: listSummary, reviews: z.array(consoleReview) });

export const reviewReplyInput = z.object({
  reply: z
    .string({ error: '답변 내용을 입력해주세요' })
    .trim()
    .min(1, '답변 내용을 입력해주세요')
    .max(REVIEW_CONTENT_MAX, '답변은 2,000자 이하로 입력해주세요'),
});
export const reviewHideInput = z
  .object({
    hidden: z.boolean({ error: '숨김 여부를 보내주세요' }),
    /** required when hiding; ignored when showing again */
    reason: z.string().trim().max(200, '숨김 사유는 200자 이하로 입력해주세요').optional(),
  })
  .refine((v) => !v.hidden || !!v.reason, { message: '숨김 사유를 입력해주세요', path: ['reason'] });
