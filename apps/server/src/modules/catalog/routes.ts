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
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagingOf } from '../../http/paging.ts';
import * as catalog from './service.ts';

/**
 * Storefront catalogue reads are most of the traffic and change only when an operator edits the
 * catalogue: each answer is kept as JSON text per catalogue version and sent as is. The response
 * schemas still document the shapes; the tests check them.
 */
async function sendCached(
  req: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<object>,
) {
  const { json } = await req.ctx.catalogCache.get(`json:${key}`, async () => ({
    json: JSON.stringify(await load()),
  }));
  return reply.type('application/json; charset=utf-8').send(json);
}

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['shop'];
  app.get(
    '/shop/categories',
    { schema: { tags, summary: '카테고리 트리', response: { 200: categoriesEnvelope } } },
    (req, reply) =>
      sendCached(req, reply, 'categories', async () => ({
        categories: await catalog.listCategories(req.ctx),
      })),
  );
  app.get(
    '/shop/categories/:code',
    {
      schema: { tags, summary: '카테고리', params: categoryCodeParams, response: { 200: categoryEnvelope } },
    },
    (req, reply) =>
      sendCached(req, reply, `category:${req.params.code}`, async () => ({
        category: await catalog.getCategory(req.ctx, req.params.code),
      })),
  );
  app.get(
    '/shop/brands',
    { schema: { tags, summary: '브랜드 목록', response: { 200: brandsEnvelope } } },
    (req, reply) =>
      sendCached(req, reply, 'brands', async () => ({ brands: await catalog.listBrands(req.ctx) })),
  );
  app.get(
    '/shop/brands/:code',
    { schema: { tags, summary: '브랜드', params: categoryCodeParams, response: { 200: brandEnvelope } } },
    (req, reply) =>
      sendCached(req, reply, `brand:${req.params.code}`, async () => ({
        brand: await catalog.getBrand(req.ctx, req.params.code),
      })),
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
    (req, reply) => {
      const paging = pagingOf(req);
      const q = req.query;
      const key = `products:${q.category ?? ''}|${q.brand ?? ''}|${q.sort}|${q.searchValue?.toLowerCase() ?? ''}|${paging.skip}|${paging.limit}`;
      return sendCached(req, reply, key, async () => {
        const { totalCount, products } = await catalog.listProducts(req.ctx, q, paging);
        return { summary: { totalCount }, products };
      });
    },
  );
  app.get(
    '/shop/products/:_id',
    { schema: { tags, summary: '상품 상세', params: idParams, response: { 200: productEnvelope } } },
    (req, reply) =>
      sendCached(req, reply, `product:${req.params._id}`, async () => ({
        product: await catalog.getProduct(req.ctx, req.params._id),
      })),
  );
};
