import { idParams, popupEnvelope, popupInput, popupsEnvelope } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagingOf } from '../../../http/paging.ts';
import { readUpload } from '../../../http/uploads.ts';
import * as popups from '../popups.ts';

/** /api/console/popups: home page layers with their images. */
export const popupConsole: FastifyPluginAsyncZod = async (app) => {
  const noContent = { 204: z.null() };
  const tags = ['console: popups'];
  app.get(
    '/popups',
    { schema: { tags, summary: '팝업 목록', response: { 200: popupsEnvelope } } },
    async (req) => {
      const { totalCount, popups: list } = await popups.listPopups(req.ctx, pagingOf(req));
      return { summary: { totalCount }, popups: list };
    },
  );
  app.post(
    '/popups',
    { schema: { tags, summary: '팝업 등록', body: popupInput, response: { 201: popupEnvelope } } },
    async (req, reply) => reply.status(201).send({ popup: await popups.createPopup(req.ctx, req.body) }),
  );
  app.get(
    '/popups/:_id',
    { schema: { tags, summary: '팝업 상세', params: idParams, response: { 200: popupEnvelope } } },
    async (req) => ({ popup: await popups.getPopup(req.ctx, req.params._id) }),
  );
  app.put(
    '/popups/:_id',
    {
      schema: {
        tags,
        summary: '팝업 수정',
        params: idParams,
        body: popupInput,
        response: { 200: popupEnvelope },
      },
    },
    async (req) => ({ popup: await popups.updatePopup(req.ctx, req.params._id, req.body) }),
  );
  app.delete(
    '/popups/:_id',
    { schema: { tags, summary: '팝업 삭제 (이미지 포함)', params: idParams, response: noContent } },
    async (req, reply) => {
      await popups.deletePopup(req.ctx, req.params._id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/popups/:_id/image',
    {
      schema: {
        tags,
        summary: '팝업 이미지 등록/교체 (multipart image)',
        params: idParams,
        response: { 200: popupEnvelope },
      },
    },
    async (req) => ({
      popup: await popups.setPopupImage(req.ctx, req.params._id, await readUpload(req, 'image')),
    }),
  );
  app.delete(
    '/popups/:_id/image',
    { schema: { tags, summary: '팝업 이미지 삭제', params: idParams, response: { 200: popupEnvelope } } },
    async (req) => ({ popup: await popups.deletePopupImage(req.ctx, req.params._id) }),
  );
};
