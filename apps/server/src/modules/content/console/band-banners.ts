import { bandBannerEnvelope, bandBannerInput, bandBannersEnvelope, idParams } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagingOf } from '../../../http/paging.ts';
import * as bandBanners from '../band-banners.ts';

/** /api/console/band-banners: the thin strip above the header. */
export const bandBannerConsole: FastifyPluginAsyncZod = async (app) => {
  const noContent = { 204: z.null() };
  const tags = ['console: band banners'];
  app.get(
    '/band-banners',
    { schema: { tags, summary: '띠배너 목록', response: { 200: bandBannersEnvelope } } },
    async (req) => {
      const { totalCount, bandBanners: list } = await bandBanners.listBandBanners(req.ctx, pagingOf(req));
      return { summary: { totalCount }, bandBanners: list };
    },
  );
  app.post(
    '/band-banners',
    {
      schema: {
        tags,
        summary: '띠배너 등록',
        body: bandBannerInput,
        response: { 201: bandBannerEnvelope },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ bandBanner: await bandBanners.createBandBanner(req.ctx, req.body) }),
  );
  app.get(
    '/band-banners/:_id',
    { schema: { tags, summary: '띠배너 상세', params: idParams, response: { 200: bandBannerEnvelope } } },
    async (req) => ({ bandBanner: await bandBanners.getBandBanner(req.ctx, req.params._id) }),
  );
  app.put(
    '/band-banners/:_id',
    {
      schema: {
        tags,
        summary: '띠배너 수정',
        params: idParams,
        body: bandBannerInput,
        response: { 200: bandBannerEnvelope },
      },
    },
    async (req) => ({ bandBanner: await bandBanners.updateBandBanner(req.ctx, req.params._id, req.body) }),
  );
  app.delete(
    '/band-banners/:_id',
    { schema: { tags, summary: '띠배너 삭제', params: idParams, response: noContent } },
    async (req, reply) => {
      await bandBanners.deleteBandBanner(req.ctx, req.params._id);
      return reply.status(204).send(null);
    },
  );
};
