import { idParams, showroomEnvelope, showroomInput, showroomsEnvelope } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagingOf } from '../../../http/paging.ts';
import { readUpload } from '../../../http/uploads.ts';
import * as showrooms from '../showrooms.ts';

/** /api/console/shop/showrooms: showrooms with their photos. */
export const showroomConsole: FastifyPluginAsyncZod = async (app) => {
  const noContent = { 204: z.null() };
  const tags = ['console: shop content'];
  app.get(
    '/shop/showrooms',
    { schema: { tags, summary: '쇼룸 목록', response: { 200: showroomsEnvelope } } },
    async (req) => {
      const { totalCount, showrooms: list } = await showrooms.listShowrooms(req.ctx, pagingOf(req));
      return { summary: { totalCount }, showrooms: list };
    },
  );
  app.post(
    '/shop/showrooms',
    { schema: { tags, summary: '쇼룸 등록', body: showroomInput, response: { 201: showroomEnvelope } } },
    async (req, reply) =>
      reply.status(201).send({ showroom: await showrooms.createShowroom(req.ctx, req.body) }),
  );
  app.get(
    '/shop/showrooms/:_id',
    { schema: { tags, summary: '쇼룸 상세', params: idParams, response: { 200: showroomEnvelope } } },
    async (req) => ({ showroom: await showrooms.getShowroom(req.ctx, req.params._id) }),
  );
  app.put(
    '/shop/showrooms/:_id',
    {
      schema: {
        tags,
        summary: '쇼룸 수정',
        params: idParams,
        body: showroomInput,
        response: { 200: showroomEnvelope },
      },
    },
    async (req) => ({ showroom: await showrooms.updateShowroom(req.ctx, req.params._id, req.body) }),
  );
  app.delete(
    '/shop/showrooms/:_id',
    { schema: { tags, summary: '쇼룸 삭제 (사진 포함)', params: idParams, response: noContent } },
    async (req, reply) => {
      await showrooms.deleteShowroom(req.ctx, req.params._id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/shop/showrooms/:_id/image',
    {
      schema: {
        tags,
        summary: '쇼룸 사진 등록/교체 (multipart image)',
        params: idParams,
        response: { 200: showroomEnvelope },
      },
    },
    async (req) => ({
      showroom: await showrooms.setShowroomImage(req.ctx, req.params._id, await readUpload(req, 'image')),
    }),
  );
  app.delete(
    '/shop/showrooms/:_id/image',
    { schema: { tags, summary: '쇼룸 사진 삭제', params: idParams, response: { 200: showroomEnvelope } } },
    async (req) => ({ showroom: await showrooms.deleteShowroomImage(req.ctx, req.params._id) }),
  );
};
