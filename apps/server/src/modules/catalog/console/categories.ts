import {
  categoryInput,
  consoleCategoriesAnswer,
  consoleCategoriesQuery,
  consoleCategoryEnvelope,
  idParams,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagingOf } from '../../../http/paging.ts';
import * as manage from '../console-service/categories.ts';
import { tags } from './tags.ts';

/** /api/console/shop/categories: the list or the tree, and each category's CRUD. */
export const categoryConsole: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shop/categories',
    {
      schema: {
        tags,
        summary: '카테고리 목록 (숨김 포함, view=tree 이면 트리 전체)',
        querystring: consoleCategoriesQuery,
        response: { 200: consoleCategoriesAnswer },
      },
    },
    async (req) => {
      const { totalCount, categories } =
        req.query.view === 'tree'
          ? await manage.consoleCategoryTree(req.ctx)
          : await manage.listCategoriesForConsole(req.ctx, req.query, pagingOf(req));
      return { summary: { totalCount }, categories };
    },
  );
  app.get(
    '/shop/categories/:_id',
    {
      schema: {
        tags,
        summary: '카테고리 상세',
        params: idParams,
        response: { 200: consoleCategoryEnvelope },
      },
    },
    async (req) => ({ category: await manage.getCategoryForConsole(req.ctx, req.params._id) }),
  );
  app.post(
    '/shop/categories',
    {
      schema: {
        tags,
        summary: '카테고리 추가',
        body: categoryInput,
        response: { 201: consoleCategoryEnvelope },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ category: await manage.createCategory(req.ctx, req.body) }),
  );
  app.put(
    '/shop/categories/:_id',
    {
      schema: {
        tags,
        summary: '카테고리 수정 (이름, 순서, 숨김, 이동)',
        params: idParams,
        body: categoryInput,
        response: { 200: consoleCategoryEnvelope },
      },
    },
    async (req) => ({ category: await manage.updateCategory(req.ctx, req.params._id, req.body) }),
  );
  app.delete(
    '/shop/categories/:_id',
    { schema: { tags, summary: '카테고리 삭제', params: idParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await manage.deleteCategory(req.ctx, req.params._id);
      return reply.status(204).send(null);
    },
  );
};
