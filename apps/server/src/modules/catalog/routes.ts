import {
  brandEnvelope,
  brandsEnvelope,
  categoriesEnvelope,
  categoryCodeParams,
  categoryEnvelope,
  idParams,
  productEnvelope,
  productsEnvelope,
  productsQuery,
} from '@shop/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagingOf } from '../../http/paging.ts';
import * as answers from './answers.ts';

/** Answers are JSON text cached per catalogue version (answers.ts), sent as they are. */
async function sendAnswer(reply: FastifyReply, answer: Promise<string>) {
  return reply.type('application/json; charset=utf-8').send(await answer);
}

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['shop'];
  app.get(
    '/shop/categories',
    { schema: { tags, summary: '카테고리 트리', response: { 200: categoriesEnvelope } } },
    (req, reply) => sendAnswer(reply, answers.categoriesAnswer(req.ctx)),
  );
  app.get(
    '/shop/categories/:code',
    {
      schema: { tags, summary: '카테고리', params: categoryCodeParams, response: { 200: categoryEnvelope } },
    },
    (req, reply) => sendAnswer(reply, answers.categoryAnswer(req.ctx, req.params.code)),
  );
  app.get(
    '/shop/brands',
    { schema: { tags, summary: '브랜드 목록', response: { 200: brandsEnvelope } } },
    (req, reply) => sendAnswer(reply, answers.brandsAnswer(req.ctx)),
  );
  app.get(
    '/shop/brands/:code',
    { schema: { tags, summary: '브랜드', params: categoryCodeParams, response: { 200: brandEnvelope } } },
    (req, reply) => sendAnswer(reply, answers.brandAnswer(req.ctx, req.params.code)),
  );
  app.get(
    '/shop/products',
    {
      schema: {
        tags,
        summary: '상품 목록 (카테고리, 브랜드, 검색, 정렬)',
        querystring: productsQuery,
        response: { 200: productsEnvelope },
      },
    },
    (req, reply) => sendAnswer(reply, answers.productsAnswer(req.ctx, req.query, pagingOf(req))),
  );
  app.get(
    '/shop/products/:_id',
    { schema: { tags, summary: '상품 상세', params: idParams, response: { 200: productEnvelope } } },
    (req, reply) => sendAnswer(reply, answers.productAnswer(req.ctx, req.params._id)),
  );
};
