import {
  bannerEnvelope,
  bannerImageParams,
  bannerInput,
  bannersEnvelope,
  idParams,
  slideOrderBody,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagingOf } from '../../../http/paging.ts';
import { readUpload } from '../../../http/uploads.ts';
import * as banners from '../banners.ts';

/** /api/console/banners: banners of the home page by code, with their slide images. */
export const bannerConsole: FastifyPluginAsyncZod = async (app) => {
  const noContent = { 204: z.null() };
  const tags = ['console: banners'];
  app.get(
    '/banners',
    { schema: { tags, summary: '배너 목록', response: { 200: bannersEnvelope } } },
    async (req) => {
      const { totalCount, banners: list } = await banners.listBanners(req.ctx, pagingOf(req));
      return { summary: { totalCount }, banners: list };
    },
  );
  app.post(
    '/banners',
    { schema: { tags, summary: '배너 등록', body: bannerInput, response: { 201: bannerEnvelope } } },
    async (req, reply) => reply.status(201).send({ banner: await banners.createBanner(req.ctx, req.body) }),
  );
  app.get(
    '/banners/:_id',
    { schema: { tags, summary: '배너 상세', params: idParams, response: { 200: bannerEnvelope } } },
    async (req) => ({ banner: await banners.getBanner(req.ctx, req.params._id) }),
  );
  app.put(
    '/banners/:_id',
    {
      schema: {
        tags,
        summary: '배너 수정 (슬라이드 문구는 순서대로, 이미지는 유지)',
        params: idParams,
        body: bannerInput,
        response: { 200: bannerEnvelope },
      },
    },
    async (req) => ({ banner: await banners.updateBanner(req.ctx, req.params._id, req.body) }),
  );
  app.delete(
    '/banners/:_id',
    { schema: { tags, summary: '배너 삭제 (이미지 포함)', params: idParams, response: noContent } },
    async (req, reply) => {
      await banners.deleteBanner(req.ctx, req.params._id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/banners/:_id/images/:index',
    {
      schema: {
        tags,
        summary: '슬라이드 이미지 등록/교체 (multipart image)',
        params: bannerImageParams,
        response: { 200: bannerEnvelope },
      },
    },
    async (req) => ({
      banner: await banners.putSlideImage(
        req.ctx,
        req.params._id,
        req.params.index,
        await readUpload(req, 'image'),
      ),
    }),
  );
  app.delete(
    '/banners/:_id/images/:index',
    {
      schema: {
        tags,
        summary: '슬라이드 이미지 삭제',
        params: bannerImageParams,
        response: { 200: bannerEnvelope },
      },
    },
    async (req) => ({
      banner: await banners.deleteSlideImage(req.ctx, req.params._id, req.params.index),
    }),
  );
  app.put(
    '/banners/:_id/slides/order',
    {
      schema: {
        tags,
        summary: '슬라이드 순서 (새 순서대로 예전 위치)',
        params: idParams,
        body: slideOrderBody,
        response: { 200: bannerEnvelope },
      },
    },
    async (req) => ({ banner: await banners.orderSlides(req.ctx, req.params._id, req.body.order) }),
  );
};
