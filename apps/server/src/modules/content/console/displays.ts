import {
  consoleDisplaysEnvelope,
  consoleDisplaysQuery,
  displayEnvelope,
  displayInput,
  displaysEnvelope,
  displaysInput,
  idParams,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagingOf } from '../../../http/paging.ts';
import * as displays from '../displays.ts';

/**
 * /api/console/shop/displays: products placed on the home page by code. The display editor saves a
 * code's whole ordered list with PUT; one placement at a time is the CRUD below it.
 */
export const displayConsole: FastifyPluginAsyncZod = async (app) => {
  const tags = ['console: shop content'];
  app.get(
    '/shop/displays',
    {
      schema: {
        tags,
        summary:
          '진열 상품 목록 (숨긴 상품 포함; code 가 있으면 그 영역 전체를 순서대로, 없으면 전체를 페이지로)',
        querystring: consoleDisplaysQuery,
        response: { 200: consoleDisplaysEnvelope },
      },
    },
    async (req) => {
      if (req.query.code) {
        // One code's list is the editor's whole unit (40 at most): never cut by a page.
        const list = await displays.listDisplays(req.ctx, req.query.code);
        return { summary: { totalCount: list.length }, displays: list };
      }
      const { totalCount, displays: list } = await displays.listAllDisplays(req.ctx, pagingOf(req));
      return { summary: { totalCount }, displays: list };
    },
  );
  app.put(
    '/shop/displays',
    {
      schema: {
        tags,
        summary: '진열 상품 저장 (한 코드의 목록 전체를 순서대로)',
        body: displaysInput,
        response: { 200: displaysEnvelope },
      },
    },
    async (req) => ({
      displays: await displays.replaceDisplays(req.ctx, req.body.code, req.body._products),
    }),
  );
  app.post(
    '/shop/displays',
    {
      schema: {
        tags,
        summary: '진열 상품 추가 (순서가 없으면 맨 뒤에)',
        body: displayInput,
        response: { 201: displayEnvelope },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ display: await displays.createDisplay(req.ctx, req.body) }),
  );
  app.get(
    '/shop/displays/:_id',
    { schema: { tags, summary: '진열 상품 상세', params: idParams, response: { 200: displayEnvelope } } },
    async (req) => ({ display: await displays.getDisplay(req.ctx, req.params._id) }),
  );
  app.put(
    '/shop/displays/:_id',
    {
      schema: {
        tags,
        summary: '진열 상품 수정 (상품, 영역, 순서)',
        params: idParams,
        body: displayInput,
        response: { 200: displayEnvelope },
      },
    },
    async (req) => ({ display: await displays.updateDisplay(req.ctx, req.params._id, req.body) }),
  );
  app.delete(
    '/shop/displays/:_id',
    { schema: { tags, summary: '진열 상품 삭제', params: idParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await displays.deleteDisplay(req.ctx, req.params._id);
      return reply.status(204).send(null);
    },
  );
};
