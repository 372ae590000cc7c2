import {
  idParams,
  myReviewEnvelope,
  myReviewsEnvelope,
  reviewEditInput,
  reviewImageParams,
  reviewImagesEnvelope,
  reviewImagesQuery,
  reviewInput,
  reviewParams,
  shopReviewEnvelope,
  shopReviewsEnvelope,
  shopReviewsQuery,
  writableReviewsEnvelope,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, ShopError } from '../../http/errors.ts';
import { pagingOf } from '../../http/paging.ts';
import { readUploadOneOf } from '../../http/uploads.ts';
import { deleteReviewImage, parseIndex, putReviewImage } from './images.ts';
import * as reviewsService from './service.ts';
import * as shopReviews from './shop.ts';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['me: reviews'];
  app.get(
    '/me/reviews',
    {
      onRequest: app.requireUser,
      schema: { tags, summary: '작성한 리뷰 (최신순)', response: { 200: myReviewsEnvelope } },
    },
    async (req) => {
      const { totalCount, reviews } = await reviewsService.listMyReviews(req.ctx, pagingOf(req));
      return { summary: { totalCount }, reviews };
    },
  );
  app.get(
    '/me/reviews/writable',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '작성 가능한 리뷰: 구매확정 후 작성 기간 안이고 리뷰가 없는 주문상품',
        response: { 200: writableReviewsEnvelope },
      },
    },
    async (req) => {
      const { totalCount, purchases } = await reviewsService.listWritable(req.ctx, pagingOf(req));
      return { summary: { totalCount }, purchases };
    },
  );
  app.get(
    '/me/reviews/:_id',
    {
      onRequest: app.requireUser,
      schema: { tags, summary: '내 리뷰', params: idParams, response: { 200: myReviewEnvelope } },
    },
    async (req) => ({ review: await reviewsService.getMyReview(req.ctx, req.params._id) }),
  );
  app.post(
    '/me/reviews',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '리뷰 작성 (구매확정한 주문상품, 작성 기간 안; 주문상품당 1건)',
        body: reviewInput,
        response: { 201: myReviewEnvelope },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ review: await reviewsService.createReview(req.ctx, req.body) }),
  );
  app.put(
    '/me/reviews/:_id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '리뷰 수정',
        params: idParams,
        body: reviewEditInput,
        response: { 200: myReviewEnvelope },
      },
    },
    async (req) => ({ review: await reviewsService.updateReview(req.ctx, req.params._id, req.body) }),
  );
  app.delete(
    '/me/reviews/:_id',
    {
      onRequest: app.requireUser,
      schema: { tags, summary: '리뷰 삭제 (적립금 회수)', params: idParams, response: { 204: z.null() } },
    },
    async (req, reply) => {
      await reviewsService.deleteReview(req.ctx, req.params._id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/me/reviews/:_review/images',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '리뷰 사진 등록 (multipart: index 0–4, 없으면 빈 자리; 그 뒤에 image)',
        params: reviewParams,
        response: { 200: myReviewEnvelope },
      },
    },
    async (req) => {
      const upload = await readReviewPhoto(req);
      return {
        review: await putReviewImage(
          req.ctx,
          req.params._review,
          parseIndex(upload.fields.index),
          upload.body,
        ),
      };
    },
  );
  app.delete(
    '/me/reviews/:_review/images/:index',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: '리뷰 사진 삭제',
        params: reviewImageParams,
        response: { 200: myReviewEnvelope },
      },
    },
    async (req) => ({ review: await deleteReviewImage(req.ctx, req.params._review, req.params.index) }),
  );

  const shopTags = ['shop: reviews'];
  app.get(
    '/shop/reviews',
    {
      schema: {
        tags: shopTags,
        summary: '상품 리뷰 (최신순·별점순, 포토리뷰만; 작성자 마스킹)',
        querystring: shopReviewsQuery,
        response: { 200: shopReviewsEnvelope },
      },
    },
    async (req) => shopReviews.listShopReviews(req.ctx, req.query, pagingOf(req, { limit: 10 })),
  );
  app.get(
    '/shop/reviews/:_id',
    {
      schema: {
        tags: shopTags,
        summary: '리뷰 상세',
        params: idParams,
        response: { 200: shopReviewEnvelope },
      },
    },
    async (req) => ({ review: await shopReviews.getShopReview(req.ctx, req.params._id) }),
  );
  app.get(
    '/shop/review-images',
    {
      schema: {
        tags: shopTags,
        summary: '상품의 리뷰 사진 (최신 리뷰부터)',
        querystring: reviewImagesQuery,
        response: { 200: reviewImagesEnvelope },
      },
    },
    async (req) => shopReviews.listReviewImages(req.ctx, req.query._product, pagingOf(req, { limit: 20 })),
  );
};

/** The photo of the form; a file over 10 MB is a 400 like any other photo we cannot take. */
async function readReviewPhoto(req: Parameters<typeof readUploadOneOf>[0]) {
  try {
    return await readUploadOneOf(req, ['image']);
  } catch (error) {
    if (error instanceof ShopError && error.statusCode === 413) throw badRequest(error.code, error.message);
    throw error;
  }
}
