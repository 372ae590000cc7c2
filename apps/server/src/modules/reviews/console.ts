import {
  consoleReviewEnvelope,
  consoleReviewsEnvelope,
  consoleReviewsQuery,
  idParams,
  reviewHideInput,
  reviewReplyInput,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagingOf } from '../../http/paging.ts';
import * as consoleReviews from './console-service.ts';

const tags = ['console: reviews'];

/** /api/console/shop/reviews: list with filters, the operator's reply, hide with a reason / show. */
export const reviewsConsole: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shop/reviews',
    {
      schema: {
        tags,
        summary: '리뷰 목록 (최신순; 상품·회원 검색, 별점, 포토, 답변, 숨김, 기간)',
        querystring: consoleReviewsQuery,
        response: { 200: consoleReviewsEnvelope },
      },
    },
    async (req) => {
      const { totalCount, reviews } = await consoleReviews.listConsoleReviews(
        req.ctx,
        req.query,
        pagingOf(req),
      );
      return { summary: { totalCount }, reviews };
    },
  );
  app.get(
    '/shop/reviews/:_id',
    { schema: { tags, summary: '리뷰 상세', params: idParams, response: { 200: consoleReviewEnvelope } } },
    async (req) => ({ review: await consoleReviews.getConsoleReview(req.ctx, req.params._id) }),
  );
  app.put(
    '/shop/reviews/:_id/reply',
    {
      schema: {
        tags,
        summary: '리뷰 답변 등록/수정',
        params: idParams,
        body: reviewReplyInput,
        response: { 200: consoleReviewEnvelope },
      },
    },
    async (req) => ({ review: await consoleReviews.replyReview(req.ctx, req.params._id, req.body.reply) }),
  );
  app.put(
    '/shop/reviews/:_id/hidden',
    {
      schema: {
        tags,
        summary: '리뷰 숨김 (사유 필수; 적립금 회수) / 다시 보이기',
        params: idParams,
        body: reviewHideInput,
        response: { 200: consoleReviewEnvelope },
      },
    },
    async (req) => ({ review: await consoleReviews.setReviewHidden(req.ctx, req.params._id, req.body) }),
  );
};
