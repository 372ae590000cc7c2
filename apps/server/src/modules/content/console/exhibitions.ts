import {
  exhibitionEnvelope,
  exhibitionFileParams,
  exhibitionFileSlots,
  exhibitionInput,
  exhibitionsEnvelope,
  exhibitionsQuery,
  idParams,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagingOf } from '../../../http/paging.ts';
import { readUploadOneOf } from '../../../http/uploads.ts';
import * as exhibitions from '../exhibitions.ts';

/** /api/console/shop/exhibitions: 기획전 with their products and files. */
export const exhibitionConsole: FastifyPluginAsyncZod = async (app) => {
  const noContent = { 204: z.null() };
  const tags = ['console: shop content'];
  app.get(
    '/shop/exhibitions',
    {
      schema: {
        tags,
        summary: '기획전 목록',
        querystring: exhibitionsQuery,
        response: { 200: exhibitionsEnvelope },
      },
    },
    async (req) => {
      const { totalCount, exhibitions: list } = await exhibitions.listExhibitions(
        req.ctx,
        req.query.kind,
        pagingOf(req),
      );
      return { summary: { totalCount }, exhibitions: list };
    },
  );
  app.post(
    '/shop/exhibitions',
    {
      schema: {
        tags,
        summary: '기획전 등록',
        body: exhibitionInput,
        response: { 201: exhibitionEnvelope },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ exhibition: await exhibitions.createExhibition(req.ctx, req.body) }),
  );
  app.get(
    '/shop/exhibitions/:_id',
    {
      schema: {
        tags,
        summary: '기획전 상세 (숨긴 상품 포함)',
        params: idParams,
        response: { 200: exhibitionEnvelope },
      },
    },
    async (req) => ({ exhibition: await exhibitions.getExhibition(req.ctx, req.params._id) }),
  );
  app.put(
    '/shop/exhibitions/:_id',
    {
      schema: {
        tags,
        summary: '기획전 수정 (상품 목록 전체를 순서대로)',
        params: idParams,
        body: exhibitionInput,
        response: { 200: exhibitionEnvelope },
      },
    },
    async (req) => ({
      exhibition: await exhibitions.updateExhibition(req.ctx, req.params._id, req.body),
    }),
  );
  app.delete(
    '/shop/exhibitions/:_id',
    { schema: { tags, summary: '기획전 삭제 (이미지 포함)', params: idParams, response: noContent } },
    async (req, reply) => {
      await exhibitions.deleteExhibition(req.ctx, req.params._id);
      return reply.status(204).send(null);
    },
  );
  // The spec's "shop/exhibitions (plus files)": uploads go to …/files, the file's field naming its
  // slot, as the spec's other uploads name theirs (multipart thumb, multipart image); a slot's file
  // is removed at …/files/{slot}.
  app.post(
    '/shop/exhibitions/:_id/files',
    {
      schema: {
        tags,
        summary: '기획전 썸네일/배너 이미지 등록/교체 (multipart, 항목 이름은 thumb 또는 banner)',
        params: idParams,
        response: { 200: exhibitionEnvelope },
      },
    },
    async (req) => {
      const { field, body } = await readUploadOneOf(req, exhibitionFileSlots);
      return { exhibition: await exhibitions.setExhibitionFile(req.ctx, req.params._id, field, body) };
    },
  );
  app.delete(
    '/shop/exhibitions/:_id/files/:slot',
    {
      schema: {
        tags,
        summary: '기획전 썸네일/배너 이미지 삭제',
        params: exhibitionFileParams,
        response: { 200: exhibitionEnvelope },
      },
    },
    async (req) => ({
      exhibition: await exhibitions.deleteExhibitionFile(req.ctx, req.params._id, req.params.slot),
    }),
  );
};
